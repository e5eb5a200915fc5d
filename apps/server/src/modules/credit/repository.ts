import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditAccounts } from './schema.ts';

export type CreditAccountRow = typeof creditAccounts.$inferSelect;
export type CreditAccountInsert = typeof creditAccounts.$inferInsert;

/** Every account, oldest first: a household has a handful, so no paging. */
export async function listAccountRows(db: Database): Promise<CreditAccountRow[]> {
  return db
    .select()
    .from(creditAccounts)
    .orderBy(asc(creditAccounts.createdAt), asc(creditAccounts.id));
}

export async function findAccountRow(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CreditAccountRow | undefined> {
  const query = db.select().from(creditAccounts).where(eq(creditAccounts.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertAccountRow(
  tx: Database,
  row: CreditAccountInsert,
): Promise<CreditAccountRow> {
  const [created] = await tx.insert(creditAccounts).values(row).returning();
  return created!;
}

export async function updateAccountRow(
  tx: Database,
  id: string,
  values: Partial<CreditAccountInsert>,
): Promise<CreditAccountRow> {
  const [row] = await tx
    .update(creditAccounts)
    .set(values)
    .where(eq(creditAccounts.id, id))
    .returning();
  return row!;
}

export async function listAccountNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: creditAccounts.id, name: creditAccounts.accountName })
    .from(creditAccounts)
    .where(inArray(creditAccounts.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function countAccountsOwnedBy(db: Database, owner: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(creditAccounts)
    .where(eq(creditAccounts.owner, owner));
  return row?.n ?? 0;
}

/** A renamed household member keeps their accounts. */
export async function renameAccountOwner(tx: Database, from: string, to: string): Promise<void> {
  await tx
    .update(creditAccounts)
    .set({
      owner: to,
      updatedAt: sql`greatest(now(), ${creditAccounts.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(creditAccounts.owner, from));
}
