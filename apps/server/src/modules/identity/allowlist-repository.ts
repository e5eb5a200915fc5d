import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { allowlistEntries } from '../identity/schema.ts';

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
