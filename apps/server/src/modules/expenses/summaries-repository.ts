import { MAX_AMOUNT } from '@hrt/shared/domain/money';
import { AppError } from '@hrt/shared/errors';
import { formatCurrency } from '@hrt/shared/format';
import type { ExpenseListTotals, ProjectExpenseSummary } from '@hrt/shared/schemas/expense-list';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { componentSummaries } from './schema.ts';

export type SummaryRow = typeof componentSummaries.$inferSelect;

/** A component's empty summary row, made with the component (build-components asks). */
export async function insertSummaryRow(tx: Database, componentId: string): Promise<void> {
  await tx.insert(componentSummaries).values({ componentId });
}

/** Empty summary rows for these components, where they have none yet. */
export async function insertMissingSummaryRows(tx: Database, componentIds: string[]) {
  if (!componentIds.length) return;
  await tx
    .insert(componentSummaries)
    .values(componentIds.map((componentId) => ({ componentId })))
    .onConflictDoNothing();
}

/** Which of these components have a summary row. */
export async function listSummaryIds(db: Database, componentIds: string[]): Promise<string[]> {
  if (!componentIds.length) return [];
  const rows = await db
    .select({ id: componentSummaries.componentId })
    .from(componentSummaries)
    .where(inArray(componentSummaries.componentId, componentIds));
  return rows.map((row) => row.id);
}

/** Locks these summary rows in id order, so that two writers never wait on each other in a cycle. */
export async function lockSummaryRows(tx: Database, componentIds: string[]): Promise<void> {
  if (!componentIds.length) return;
  await tx
    .select({ id: componentSummaries.componentId })
    .from(componentSummaries)
    .where(inArray(componentSummaries.componentId, componentIds))
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
      amount_due_speculative = a.amount_due_speculative,
      vat_total = a.vat_total
    from (
      select
        count(*)::int as expense_count,
        coalesce(sum(total_cost), 0) as total_cost,
        coalesce(sum(total_cost) filter (where committed), 0) as committed_total,
        coalesce(sum(amount_paid), 0) as amount_paid,
        coalesce(sum(amount_due), 0) as amount_due,
        coalesce(sum(amount_due) filter (where committed), 0) as amount_due_committed,
        coalesce(sum(amount_due) filter (where not committed), 0) as amount_due_speculative,
        coalesce(sum(vat_amount), 0) as vat_total
      from expenses
      where component_id = ${componentId}
    ) as a
    where s.component_id = ${componentId}
      and greatest(
        abs(a.total_cost), abs(a.committed_total), abs(a.amount_paid), abs(a.amount_due),
        abs(a.amount_due_committed), abs(a.amount_due_speculative), abs(a.vat_total)
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

const projectSumsQuery = preparedPerDatabase((db) =>
  db
    .select({
      count: sql<number>`coalesce(sum(${componentSummaries.expenseCount}), 0)::int`,
      total: summed(componentSummaries.totalCost),
      unpaid_total: summed(componentSummaries.amountDue),
      committed_total: summed(componentSummaries.committedTotal),
      amount_paid: summed(componentSummaries.amountPaid),
      amount_due_committed: summed(componentSummaries.amountDueCommitted),
      amount_due_speculative: summed(componentSummaries.amountDueSpeculative),
      vat_total: summed(componentSummaries.vatTotal),
    })
    .from(componentSummaries)
    .prepare('project_expense_sums'),
);

/**
 * The whole project's expense figures: a sum over one summary row per component, however many
 * expenses (the component count and budgets are build-components' to add).
 */
export async function readProjectSums(
  db: Database,
): Promise<Omit<ProjectExpenseSummary, 'component_count' | 'budget_total'>> {
  const [row] = await projectSumsQuery(db).execute();
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
      vat_total: summed(componentSummaries.vatTotal),
    })
    .from(componentSummaries)
    .where(componentId ? eq(componentSummaries.componentId, componentId) : undefined);
  return row!;
}
