import { MAX_AMOUNT } from '@hrt/shared/domain/money';
import { AppError } from '@hrt/shared/errors';
import { formatCurrency } from '@hrt/shared/format';
import type {
  ExpenseListTotals,
  ExpenseSummary,
  ProjectExpenseSummary,
} from '@hrt/shared/schemas/expenses';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { buildComponents } from '../build-components/schema.ts';
import { componentSummaries } from './schema.ts';

export type SummaryRow = typeof componentSummaries.$inferSelect;

/**
 * Takes the row locks on these components' summaries, in id order so that two writers never
 * wait on each other in a cycle. Every expense write calls this before touching an expense,
 * which serialises writers per component across all server instances. A missing summary row
 * (a component written by some other path) is created first, so there is always a row to lock.
 */
export async function lockSummaries(tx: Database, componentIds: string[]): Promise<void> {
  const ids = [...new Set(componentIds)].sort();
  if (!ids.length) return;
  await tx
    .insert(componentSummaries)
    .select(
      tx
        .select({
          componentId: buildComponents.id,
          expenseCount: sql<number>`0`.as('expense_count'),
          totalCost: sql<number>`0`.as('total_cost'),
          committedTotal: sql<number>`0`.as('committed_total'),
          amountPaid: sql<number>`0`.as('amount_paid'),
          amountDue: sql<number>`0`.as('amount_due'),
          amountDueCommitted: sql<number>`0`.as('amount_due_committed'),
          amountDueSpeculative: sql<number>`0`.as('amount_due_speculative'),
        })
        .from(buildComponents)
        .where(inArray(buildComponents.id, ids)),
    )
    .onConflictDoNothing();
  await tx
    .select({ id: componentSummaries.componentId })
    .from(componentSummaries)
    .where(inArray(componentSummaries.componentId, ids))
    .orderBy(asc(componentSummaries.componentId))
    .for('update');
}

/**
 * Rebuilds a component's summary from its expenses, inside the caller's transaction and under
 * the lock above. Recomputing (instead of adding deltas) keeps the row right even if it was
 * ever wrong; sums of numeric(14,2) are exact in PostgreSQL. Sums that would not fit the
 * summary's numeric(14,2) columns leave the row alone and throw a 422, so the caller's
 * transaction (and the write that caused it) is rolled back instead of failing with a 500.
 */
export async function recomputeSummary(tx: Database, componentId: string): Promise<void> {
  // Both drivers answer raw SQL with a `rows` array.
  const result = (await tx.execute(sql`
    update component_summaries as s set
      expense_count = a.expense_count,
      total_cost = a.total_cost,
      committed_total = a.committed_total,
      amount_paid = a.amount_paid,
      amount_due = a.amount_due,
      amount_due_committed = a.amount_due_committed,
      amount_due_speculative = a.amount_due_speculative
    from (
      select
        count(*)::int as expense_count,
        coalesce(sum(total_cost), 0) as total_cost,
        coalesce(sum(total_cost) filter (where committed), 0) as committed_total,
        coalesce(sum(amount_paid), 0) as amount_paid,
        coalesce(sum(amount_due), 0) as amount_due,
        coalesce(sum(amount_due) filter (where committed), 0) as amount_due_committed,
        coalesce(sum(amount_due) filter (where not committed), 0) as amount_due_speculative
      from expenses
      where component_id = ${componentId}
    ) as a
    where s.component_id = ${componentId}
      and greatest(
        abs(a.total_cost), abs(a.committed_total), abs(a.amount_paid), abs(a.amount_due),
        abs(a.amount_due_committed), abs(a.amount_due_speculative)
      ) <= ${MAX_AMOUNT}
    returning s.component_id
  `)) as { rows: unknown[] };
  if (result.rows.length === 0) {
    throw new AppError(
      'total_too_large',
      `This would take the component's totals past ${formatCurrency(MAX_AMOUNT)}. Check the amounts.`,
    );
  }
}

export async function findSummaryRow(
  db: Database,
  componentId: string,
): Promise<SummaryRow | undefined> {
  const [row] = await db
    .select()
    .from(componentSummaries)
    .where(eq(componentSummaries.componentId, componentId));
  return row;
}

const listSummariesQuery = preparedPerDatabase((db) =>
  db.select().from(componentSummaries).prepare('list_component_summaries'),
);

/** Every summary row: the overview's hot read. */
export async function listSummaryRows(db: Database): Promise<SummaryRow[]> {
  return listSummariesQuery(db).execute();
}

const summed = (column: typeof componentSummaries.totalCost) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const projectSummaryQuery = preparedPerDatabase((db) =>
  db
    .select({
      component_count: sql<number>`count(${buildComponents.id})::int`,
      budget_total: sql<number>`coalesce(sum(${buildComponents.budget}), 0)`.mapWith(Number),
      count: sql<number>`coalesce(sum(${componentSummaries.expenseCount}), 0)::int`,
      total: summed(componentSummaries.totalCost),
      unpaid_total: summed(componentSummaries.amountDue),
      committed_total: summed(componentSummaries.committedTotal),
      amount_paid: summed(componentSummaries.amountPaid),
      amount_due_committed: summed(componentSummaries.amountDueCommitted),
      amount_due_speculative: summed(componentSummaries.amountDueSpeculative),
    })
    .from(buildComponents)
    .leftJoin(componentSummaries, eq(componentSummaries.componentId, buildComponents.id))
    .prepare('project_expense_summary'),
);

/** The whole project's figures: a sum over one summary row per component, however many expenses. */
export async function readProjectSummary(db: Database): Promise<ProjectExpenseSummary> {
  const [row] = await projectSummaryQuery(db).execute();
  return row!;
}

/** The list totals of one component's (or every) expense, from the summaries alone. */
export async function readListTotals(
  db: Database,
  componentId: string | undefined,
): Promise<ExpenseListTotals> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${componentSummaries.expenseCount}), 0)::int`,
      total: summed(componentSummaries.totalCost),
      amount_paid: summed(componentSummaries.amountPaid),
      unpaid_total: summed(componentSummaries.amountDue),
    })
    .from(componentSummaries)
    .where(componentId ? eq(componentSummaries.componentId, componentId) : undefined);
  return row!;
}

export function toSummary(row: SummaryRow | undefined): ExpenseSummary {
  return {
    count: row?.expenseCount ?? 0,
    total: row?.totalCost ?? 0,
    unpaid_total: row?.amountDue ?? 0,
    committed_total: row?.committedTotal ?? 0,
    amount_paid: row?.amountPaid ?? 0,
    amount_due_committed: row?.amountDueCommitted ?? 0,
    amount_due_speculative: row?.amountDueSpeculative ?? 0,
  };
}
