import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from './schema.ts';

// Two marks the notifications module keeps on an account: when its user last read the feed
// and when they last visited. The accounts table is identity's; notifications writes the marks
// through these functions only.

export async function findReadMark(db: Database, accountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ readAt: accounts.notificationsReadAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.readAt ?? null;
}

export async function setReadMark(db: Database, accountId: string, at: Date) {
  await db.update(accounts).set({ notificationsReadAt: at }).where(eq(accounts.id, accountId));
}

export async function setLastSeen(db: Database, accountId: string, at: Date) {
  await db.update(accounts).set({ lastSeenAt: at }).where(eq(accounts.id, accountId));
}
