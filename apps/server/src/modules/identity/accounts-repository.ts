import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { accounts, allowlistEntries } from './schema.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type AllowlistRow = typeof allowlistEntries.$inferSelect;

export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

export async function findAccountById(db: Database, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function insertAccount(
  db: Database,
  values: { email: string; displayName: string | null; passwordHash: string | null },
  createdBy: string | null,
) {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, createdBy })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  return row;
}

/** The allowlist check of every request: one primary-key read. */
const findAllowlistEntryQuery = preparedPerDatabase((db) =>
  db
    .select({ role: allowlistEntries.role, allowed: allowlistEntries.allowed })
    .from(allowlistEntries)
    .where(eq(allowlistEntries.email, sql.placeholder('email')))
    .prepare('find_allowlist_entry'),
);

/** Runs on every signed-in request (revocation takes effect at once), hence prepared. */
export async function findAllowlistEntry(db: Database, email: string) {
  const [row] = await findAllowlistEntryQuery(db).execute({ email });
  return row;
}

export async function upsertAllowlistEntry(
  db: Database,
  values: { email: string; role: string; allowed: boolean },
  createdBy: string | null,
): Promise<AllowlistRow> {
  const [row] = await db
    .insert(allowlistEntries)
    .values({ ...values, createdBy })
    .onConflictDoUpdate({
      target: allowlistEntries.email,
      set: { role: values.role, allowed: values.allowed, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Lists an e-mail with a role unless it is listed already (then it is left alone). */
export async function insertAllowlistEntryIfMissing(
  db: Database,
  values: { email: string; role: string },
  createdBy: string | null,
) {
  await db
    .insert(allowlistEntries)
    .values({ ...values, allowed: true, createdBy })
    .onConflictDoNothing({ target: allowlistEntries.email });
}

export async function hasAllowedOwner(db: Database): Promise<boolean> {
  const rows = await db
    .select({ email: allowlistEntries.email })
    .from(allowlistEntries)
    .where(and(eq(allowlistEntries.role, 'owner'), eq(allowlistEntries.allowed, true)))
    .limit(1);
  return rows.length > 0;
}

/** Any owner entry, revoked ones included: the OWNER_EMAIL bootstrap stops once one exists. */
export async function hasAnyOwner(db: Database): Promise<boolean> {
  const rows = await db
    .select({ email: allowlistEntries.email })
    .from(allowlistEntries)
    .where(eq(allowlistEntries.role, 'owner'))
    .limit(1);
  return rows.length > 0;
}
