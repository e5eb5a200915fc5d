import { AppError } from '@hrt/shared/errors';
import type {
  ExpensePage,
  ExpenseSummaries,
  ExpenseSummary,
  expenseListQuerySchema,
  ProjectExpenseSummary,
} from '@hrt/shared/schemas/expense-list';
import type { Expense } from '@hrt/shared/schemas/expenses';
import type { z } from 'zod';
import type { Principal } from '../../http/access.ts';
import { ownContactOf } from '../../http/trade-scope.ts';
import { findComponent, sumComponentBudgets } from '../build-components/service.ts';
import { findExpenseWithReceipt, listExpensePage } from './expense-receipts.ts';
import { assertMayFilterByAccount } from './payment-rights.ts';
import { decodeCursor, encodeCursor, toExpense, toSummary } from './presenter.ts';
import { type ExpenseFilter, sumExpenses } from './repository.ts';
import { readSummariesWithRooms, readSummaryWithChildren } from './room-summaries.ts';
import type { ExpenseDeps } from './service.ts';
import { readListTotals, readProjectSums } from './summaries-repository.ts';

/**
 * A page of expenses in the order they were added, with a cursor to the next page and the
 * totals of everything the query matches (so a table can show them before it has every row).
 */
export async function listExpenses(
  deps: Pick<ExpenseDeps, 'database'>,
  principal: Principal,
  query: z.output<typeof expenseListQuerySchema>,
): Promise<ExpensePage> {
  const { db } = deps.database;
  assertMayFilterByAccount(principal, query.paid_by_account_id);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filter: ExpenseFilter = {
    componentId: query.component_id,
    search: query.q,
    paidOnly: query.paid,
    paidByAccountId: query.paid_by_account_id,
    // A trade's list is its own expenses, whatever else the query asks: other filters only
    // narrow it further.
    contactId: ownContactOf(principal) ?? undefined,
  };
  // Unfiltered totals are the kept summaries (a few rows, every contact's); a search, the paid
  // filter or a trade's own list aggregates the matching expenses.
  const narrowed = Boolean(
    filter.search || filter.paidOnly || filter.paidByAccountId || filter.contactId,
  );
  // One extra row tells whether another page follows, without a second query.
  const [rows, totals] = await Promise.all([
    listExpensePage(db, { ...filter, limit: query.limit + 1, after }),
    narrowed ? sumExpenses(db, filter) : readListTotals(db, filter.componentId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toExpense(row, principal.role)),
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdMicros: last.createdMicros, id: last.expense.id })
        : null,
    total_count: totals.count,
    totals,
  };
}

/** One expense as stored now, with its receipt and payments. */
export async function getExpense(
  deps: Pick<ExpenseDeps, 'database'>,
  principal: Principal,
  id: string,
): Promise<Expense> {
  const row = await findExpenseWithReceipt(deps.database.db, id);
  if (!row || !isOwnExpense(principal, row.expense)) {
    throw new AppError('not_found', 'No expense with this id was found.');
  }
  return toExpense(row, principal.role);
}

/**
 * Whether the principal reads this expense: the household every one, a trade only those that
 * pay it. Another's answers as if missing (404), so its id tells a trade nothing.
 */
export function isOwnExpense(principal: Principal, expense: { contactId: string | null }) {
  const own = ownContactOf(principal);
  return own === null || expense.contactId === own;
}

/** The project's figures: the components' count and budgets, then their expenses' sums. */
export async function getProjectSummary(
  deps: Pick<ExpenseDeps, 'database'>,
  _principal: Principal,
): Promise<ProjectExpenseSummary> {
  const [components, sums] = await Promise.all([
    sumComponentBudgets(deps),
    readProjectSums(deps.database.db),
  ]);
  return { ...components, ...sums };
}

export async function getExpenseSummary(
  deps: Pick<ExpenseDeps, 'database'>,
  _principal: Principal,
  componentId: string,
): Promise<ExpenseSummary> {
  // A room's figures hold its design items' and services' (decision 057).
  const summary = await readSummaryWithChildren(deps, componentId);
  if (!summary && !(await findComponent(deps, componentId))) {
    throw new AppError('not_found', 'No component with this id was found.');
  }
  return summary ?? toSummary(undefined);
}

/** Every component's figures from the summary table: one small read at any size. */
export async function listExpenseSummaries(
  deps: Pick<ExpenseDeps, 'database'>,
  _principal: Principal,
): Promise<ExpenseSummaries> {
  return readSummariesWithRooms(deps);
}
