import { AppError } from '@hrt/shared/errors';
import type {
  ExpensePage,
  ExpenseSummaries,
  ExpenseSummary,
  expenseListQuerySchema,
} from '@hrt/shared/schemas/expenses';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { findComponentRow } from '../build-components/repository.ts';
import { decodeCursor, encodeCursor, toExpense } from './mapping.ts';
import { countExpenses, listExpensePage } from './repository.ts';
import { findSummaryRow, listSummaryRows, toSummary } from './summaries-repository.ts';

/** A page of expenses in the order they were added, with a cursor to the next page. */
export async function listExpenses(
  db: Database,
  query: z.output<typeof expenseListQuerySchema>,
): Promise<ExpensePage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  // One extra row tells whether another page follows, without a second query.
  const [rows, total] = await Promise.all([
    listExpensePage(db, { componentId: query.component_id, limit: query.limit + 1, after }),
    countExpenses(db, query.component_id),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toExpense),
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdMicros: last.createdMicros, id: last.expense.id })
        : null,
    total_count: total,
  };
}

export async function getExpenseSummary(
  db: Database,
  componentId: string,
): Promise<ExpenseSummary> {
  const row = await findSummaryRow(db, componentId);
  if (!row && !(await findComponentRow(db, componentId))) {
    throw new AppError('not_found', 'No component with this id was found.');
  }
  return toSummary(row);
}

/** Every component's figures from the summary table alone: one small read at any size. */
export async function listExpenseSummaries(db: Database): Promise<ExpenseSummaries> {
  const rows = await listSummaryRows(db);
  return Object.fromEntries(rows.map((row) => [row.componentId, toSummary(row)]));
}
