import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { creditAccounts, expenses } from '../../db/schema/money.ts';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseInsert = typeof expenses.$inferInsert;

/** An expense with what the API shows of its receipt, read in the same query. */
export interface ExpenseWithReceipt {
  expense: ExpenseRow;
  receipt: { fileName: string; contentType: string } | null;
  /** created_at in microseconds since the epoch, exact, for keyset cursors. */
  createdMicros: string;
}

export interface PageKey {
  createdMicros: string;
  id: string;
}

const receiptColumns = {
  fileName: storedFiles.originalName,
  contentType: storedFiles.contentType,
};

/**
 * One page in (created_at, id) order, after `after`. One query for the rows (receipts joined),
 * whatever the page size: never one query per row.
 */
export async function listExpensePage(
  db: Database,
  options: { componentId?: string | undefined; limit: number; after?: PageKey | undefined },
): Promise<ExpenseWithReceipt[]> {
  const conditions: SQL[] = [];
  if (options.componentId) conditions.push(eq(expenses.componentId, options.componentId));
  if (options.after) {
    // The timestamp is rebuilt from exact microseconds, so no row is skipped or repeated.
    conditions.push(
      sql`(${expenses.createdAt}, ${expenses.id}) > (timestamptz 'epoch' + ${options.after.createdMicros}::bigint * interval '1 microsecond', ${options.after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      expense: expenses,
      receipt: receiptColumns,
      createdMicros: sql<string>`(extract(epoch from ${expenses.createdAt}) * 1000000)::bigint::text`,
    })
    .from(expenses)
    .leftJoin(storedFiles, eq(storedFiles.id, expenses.receiptFileId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(expenses.createdAt), asc(expenses.id))
    .limit(options.limit);
  return rows.map((row) => ({
    expense: row.expense,
    receipt: row.receipt?.fileName ? (row.receipt as ExpenseWithReceipt['receipt']) : null,
    createdMicros: row.createdMicros,
  }));
}

export async function countExpenses(db: Database, componentId?: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(expenses)
    .where(componentId ? eq(expenses.componentId, componentId) : undefined);
  return row?.value ?? 0;
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

export async function findExpenseWithReceipt(
  db: Database,
  id: string,
): Promise<ExpenseWithReceipt | undefined> {
  const [row] = await db
    .select({
      expense: expenses,
      receipt: receiptColumns,
      createdMicros: sql<string>`(extract(epoch from ${expenses.createdAt}) * 1000000)::bigint::text`,
    })
    .from(expenses)
    .leftJoin(storedFiles, eq(storedFiles.id, expenses.receiptFileId))
    .where(eq(expenses.id, id));
  if (!row) return undefined;
  return {
    expense: row.expense,
    receipt: row.receipt?.fileName ? (row.receipt as ExpenseWithReceipt['receipt']) : null,
    createdMicros: row.createdMicros,
  };
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

export async function deleteExpenseRow(tx: Database, id: string): Promise<void> {
  await tx.delete(expenses).where(eq(expenses.id, id));
}

export async function creditAccountExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditAccounts.id })
    .from(creditAccounts)
    .where(eq(creditAccounts.id, id));
  return Boolean(row);
}

export async function listCreditAccountNames(
  db: Database,
  ids: string[],
): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: creditAccounts.id, name: creditAccounts.accountName })
    .from(creditAccounts)
    .where(inArray(creditAccounts.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
