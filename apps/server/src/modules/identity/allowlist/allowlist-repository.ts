import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { allowlistEntries } from '../schema.ts';

export type AllowlistRow = typeof allowlistEntries.$inferSelect;

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
  values: { email: string; role: string; allowed: boolean; contactId?: string | null },
  createdBy: string | null,
): Promise<AllowlistRow> {
  // Only a trade is tied to a contact: any other role clears it.
  const contactId = values.role === 'trade' ? (values.contactId ?? null) : null;
  const [row] = await db
    .insert(allowlistEntries)
    .values({ ...values, contactId, createdBy })
    .onConflictDoUpdate({
      target: allowlistEntries.email,
      set: { role: values.role, allowed: values.allowed, contactId, updatedAt: new Date() },
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

export function listAllowlist(db: Database) {
  return db.select().from(allowlistEntries).orderBy(asc(allowlistEntries.email));
}

export async function deleteAllowlistEntry(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .delete(allowlistEntries)
    .where(eq(allowlistEntries.email, email))
    .returning({ email: allowlistEntries.email });
  return rows.length > 0;
}

/**
 * The founding owner: the owner entry made first (by the set-up link or OWNER_EMAIL). No other
 * owner may demote, revoke or remove it (decision 020).
 */
export async function findFoundingOwner(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ email: allowlistEntries.email })
    .from(allowlistEntries)
    .where(eq(allowlistEntries.role, 'owner'))
    .orderBy(asc(allowlistEntries.createdAt), asc(allowlistEntries.email))
    .limit(1);
  return row?.email;
}

/** The e-mails of every allowed owner. */
export async function listOwnerEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: allowlistEntries.email })
    .from(allowlistEntries)
    .where(and(eq(allowlistEntries.role, 'owner'), eq(allowlistEntries.allowed, true)))
    .orderBy(asc(allowlistEntries.email));
  return rows.map((row) => row.email);
}

/** An entry's role and access (a plain read, usable inside a transaction). */
export async function readEntry(db: Database, email: string) {
  const [row] = await db
    .select({ role: allowlistEntries.role, allowed: allowlistEntries.allowed })
    .from(allowlistEntries)
    .where(eq(allowlistEntries.email, email));
  return row;
}
