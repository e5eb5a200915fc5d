import type { ExpenseSummary } from '@hrt/shared/schemas/expenses';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { buildComponents, componentSummaries } from '../../db/schema/money.ts';

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
 * ever wrong; sums of numeric(14,2) are exact in PostgreSQL.
 */
export async function recomputeSummary(tx: Database, componentId: string): Promise<void> {
  await tx.execute(sql`
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
  `);
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
