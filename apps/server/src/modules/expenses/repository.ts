import type { ExpenseListTotals } from '@hrt/shared/schemas/expense-list';
import { and, asc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paidFromAccount } from './payments-repository.ts';
import { expenses } from './schema.ts';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseInsert = typeof expenses.$inferInsert;

/** An expense row with the exact key its list pages by. */
export interface ExpenseWithKey {
  expense: ExpenseRow;
  /** created_at in microseconds since the epoch, exact, for keyset cursors. */
  createdMicros: string;
}

export interface PageKey {
  createdMicros: string;
  id: string;
}

/** Which expenses a list shows: one component's or all, narrowed by a search or to paid ones. */
export interface ExpenseFilter {
  componentId?: string | undefined;
  /** Text in the description, supplier or product, case-insensitive. */
  search?: string | undefined;
  paidOnly?: boolean | undefined;
  /** Only the expenses paid from this account (a credit account card's list). */
  paidByAccountId?: string | undefined;
  /** Only the expenses that pay this contact: all a trade reads (decision 065). */
  contactId?: string | undefined;
}

const createdMicros = sql<string>`(extract(epoch from ${expenses.createdAt}) * 1000000)::bigint::text`;

function filterConditions(filter: ExpenseFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.componentId) conditions.push(eq(expenses.componentId, filter.componentId));
  if (filter.contactId) conditions.push(eq(expenses.contactId, filter.contactId));
  if (filter.paidOnly) conditions.push(gt(expenses.amountPaid, 0));
  // Any of its payments: an expense paid from two accounts is in both accounts' lists.
  if (filter.paidByAccountId) conditions.push(paidFromAccount(filter.paidByAccountId));
  if (filter.search) {
    // The searcher's % and _ are literal text, not wildcards (backslash is ILIKE's escape).
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        ilike(expenses.description, pattern),
        ilike(expenses.supplier, pattern),
        ilike(expenses.product, pattern),
      )!,
    );
  }
  return conditions;
}

/**
 * One page in (created_at, id) order, after `after`. One query for the rows, whatever the page
 * size: never one query per row. The (created_at, id) and (component_id, created_at, id)
 * indexes serve both orders, so a page costs the same deep into the list.
 */
export async function listExpensePageRows(
  db: Database,
  options: ExpenseFilter & { limit: number; after?: PageKey | undefined },
): Promise<ExpenseWithKey[]> {
  const conditions = filterConditions(options);
  if (options.after) {
    // The timestamp is rebuilt from exact microseconds, so no row is skipped or repeated.
    conditions.push(
      sql`(${expenses.createdAt}, ${expenses.id}) > (timestamptz 'epoch' + ${options.after.createdMicros}::bigint * interval '1 microsecond', ${options.after.id}::uuid)`,
    );
  }
  return db
    .select({ expense: expenses, createdMicros })
    .from(expenses)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(expenses.createdAt), asc(expenses.id))
    .limit(options.limit);
}

/** Count and sums of every expense the filter matches, in one aggregate query. */
export async function sumExpenses(db: Database, filter: ExpenseFilter): Promise<ExpenseListTotals> {
  const conditions = filterConditions(filter);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${expenses.totalCost}), 0)`.mapWith(Number),
      amount_paid: sql<number>`coalesce(sum(${expenses.amountPaid}), 0)`.mapWith(Number),
      unpaid_total: sql<number>`coalesce(sum(${expenses.amountDue}), 0)`.mapWith(Number),
      vat_total: sql<number>`coalesce(sum(${expenses.vatAmount}), 0)`.mapWith(Number),
    })
    .from(expenses)
    .where(conditions.length ? and(...conditions) : undefined);
  return row ?? { count: 0, total: 0, amount_paid: 0, unpaid_total: 0, vat_total: 0 };
}

export async function findExpenseRow(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ExpenseRow | undefined> {
  const query = db.select().from(expenses).where(eq(expenses.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findExpenseWithKey(
  db: Database,
  id: string,
): Promise<ExpenseWithKey | undefined> {
  const [row] = await db
    .select({ expense: expenses, createdMicros })
    .from(expenses)
    .where(eq(expenses.id, id));
  return row;
}

export async function insertExpenseRows(
  tx: Database,
  rows: ExpenseInsert[],
): Promise<ExpenseRow[]> {
  if (!rows.length) return [];
  return tx.insert(expenses).values(rows).returning();
}

export async function updateExpenseRow(
  tx: Database,
  id: string,
  values: Partial<ExpenseInsert>,
): Promise<ExpenseRow> {
  const [row] = await tx.update(expenses).set(values).where(eq(expenses.id, id)).returning();
  return row!;
}

/** The ids of the expenses that pay this contact (a trade's notifications are about these). */
export async function findExpenseIdsOfContact(db: Database, contactId: string): Promise<string[]> {
  const rows = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(eq(expenses.contactId, contactId));
  return rows.map((row) => row.id);
}
