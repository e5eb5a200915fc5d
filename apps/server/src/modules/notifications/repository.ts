import { and, count, desc, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activityEvents } from '../../db/schema/activity.ts';
import { accounts } from '../../db/schema/identity.ts';

/** Other people's events, newer than `since` when given. */
function othersEvents(email: string, since: Date | null, before?: Date): SQL | undefined {
  return and(
    ne(activityEvents.actorEmail, email),
    since ? gt(activityEvents.createdAt, since) : undefined,
    before ? lt(activityEvents.createdAt, before) : undefined,
  );
}

export async function findReadMark(db: Database, accountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ readAt: accounts.notificationsReadAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.readAt ?? null;
}

export async function countUnread(db: Database, email: string, since: Date | null) {
  const [row] = await db
    .select({ n: count() })
    .from(activityEvents)
    .where(othersEvents(email, since));
  return row?.n ?? 0;
}

export async function listFeed(db: Database, email: string, limit: number, before?: Date) {
  return db
    .select()
    .from(activityEvents)
    .where(othersEvents(email, null, before))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(limit);
}

export async function setReadMark(db: Database, accountId: string, at: Date) {
  await db.update(accounts).set({ notificationsReadAt: at }).where(eq(accounts.id, accountId));
}

export async function setLastSeen(db: Database, accountId: string, at: Date) {
  await db.update(accounts).set({ lastSeenAt: at }).where(eq(accounts.id, accountId));
}
