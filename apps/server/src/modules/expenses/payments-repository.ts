import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { expensePayments, expenses } from './schema.ts';

export type PaymentRow = typeof expensePayments.$inferSelect;
export type PaymentInsert = typeof expensePayments.$inferInsert;

/**
 * The order payments are listed in: by date, undated ones last (the amount typed into the row,
 * a migrated payment, a balance not yet dated); ties in the order they were recorded.
 */
const paymentOrder = [
  sql`${expensePayments.paidOn} asc nulls last`,
  asc(expensePayments.createdAt),
  asc(expensePayments.id),
];

/** The payments of these expenses, in one read whatever their number, keyed by expense. */
export async function listPaymentsOf(
  db: Database,
  expenseIds: string[],
): Promise<Map<string, PaymentRow[]>> {
  const byExpense = new Map<string, PaymentRow[]>();
  if (!expenseIds.length) return byExpense;
  const rows = await db
    .select()
    .from(expensePayments)
    .where(inArray(expensePayments.expenseId, [...new Set(expenseIds)]))
    .orderBy(...paymentOrder);
  for (const row of rows) {
    const list = byExpense.get(row.expenseId);
    if (list) list.push(row);
    else byExpense.set(row.expenseId, [row]);
  }
  return byExpense;
}

/** One expense's payments, locked for the write that changes them. */
export async function lockPaymentsOf(tx: Database, expenseId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(expensePayments)
    .where(eq(expensePayments.expenseId, expenseId))
    .orderBy(...paymentOrder)
    .for('update');
}

export async function insertPaymentRow(tx: Database, row: PaymentInsert): Promise<PaymentRow> {
  const [created] = await tx.insert(expensePayments).values(row).returning();
  return created!;
}

/** Many payments in one statement (seeding). */
export async function insertPaymentRows(tx: Database, rows: PaymentInsert[]): Promise<void> {
  if (rows.length) await tx.insert(expensePayments).values(rows);
}

export async function updatePaymentRow(
  tx: Database,
  expenseId: string,
  id: string,
  values: Partial<PaymentInsert>,
): Promise<void> {
  await tx
    .update(expensePayments)
    .set(values)
    .where(and(eq(expensePayments.expenseId, expenseId), eq(expensePayments.id, id)));
}

export async function deletePaymentRow(tx: Database, expenseId: string, id: string) {
  await tx
    .delete(expensePayments)
    .where(and(eq(expensePayments.expenseId, expenseId), eq(expensePayments.id, id)));
}

/** Whether a payment id is taken (by any expense): client-generated ids must be new. */
export async function paymentIdExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: expensePayments.id })
    .from(expensePayments)
    .where(eq(expensePayments.id, id));
  return Boolean(row);
}

/** The expenses with a payment from this account (the account filter of the list). */
export function paidFromAccount(accountId: string) {
  return sql`exists (select 1 from ${expensePayments} where ${expensePayments.expenseId} = ${expenses.id} and ${expensePayments.paidByAccountId} = ${accountId})`;
}
