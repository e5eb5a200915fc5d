import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from './schema.ts';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

/** The e-mail and display name of the accounts of these e-mails. */
export function findDisplayNameRows(db: Database, emails: string[]) {
  return db
    .select({ email: accounts.email, displayName: accounts.displayName })
    .from(accounts)
    .where(inArray(accounts.email, emails));
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

/** When the account's user last read their notifications (null: never). */
export async function findNotificationsReadAt(db: Database, accountId: string) {
  const [row] = await db
    .select({ readAt: accounts.notificationsReadAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.readAt ?? null;
}

export async function updateNotificationsReadAt(db: Database, accountId: string, at: Date) {
  await db.update(accounts).set({ notificationsReadAt: at }).where(eq(accounts.id, accountId));
}

export async function updateLastSeenAt(db: Database, accountId: string, at: Date) {
  await db.update(accounts).set({ lastSeenAt: at }).where(eq(accounts.id, accountId));
}
