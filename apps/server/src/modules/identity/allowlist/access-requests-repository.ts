import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accessRequests } from '../schema.ts';

export type AccessRequestRow = typeof accessRequests.$inferSelect;

/** Files a request once per e-mail; asking again after a decline makes it pending again. */
export async function upsertPendingRequest(db: Database, email: string) {
  await db
    .insert(accessRequests)
    .values({ email, status: 'pending', createdBy: email })
    .onConflictDoUpdate({
      target: accessRequests.email,
      set: { status: 'pending', updatedAt: new Date() },
    });
}

export async function countPendingRequests(db: Database): Promise<number> {
  const [row] = await db
    .select({ pending: count() })
    .from(accessRequests)
    .where(eq(accessRequests.status, 'pending'));
  return row?.pending ?? 0;
}

/** Whether a request became pending after `since` (to the millisecond a Date holds). */
export async function hasRequestPendingSince(db: Database, since: Date | null): Promise<boolean> {
  const [row] = await db
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.status, 'pending'),
        since
          ? sql`date_trunc('milliseconds', ${accessRequests.updatedAt}) > ${since.toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The newest `limit` pending requests, newest first. */
export function listPendingRequests(db: Database, limit: number) {
  return db
    .select({ email: accessRequests.email, updatedAt: accessRequests.updatedAt })
    .from(accessRequests)
    .where(eq(accessRequests.status, 'pending'))
    .orderBy(desc(accessRequests.updatedAt), asc(accessRequests.email))
    .limit(limit);
}

export async function findRequestByEmail(db: Database, email: string) {
  const [row] = await db.select().from(accessRequests).where(eq(accessRequests.email, email));
  return row;
}

export async function findRequest(db: Database, id: string) {
  const [row] = await db.select().from(accessRequests).where(eq(accessRequests.id, id));
  return row;
}

/** Pending first, then newest first. */
export function listRequests(db: Database) {
  return db
    .select()
    .from(accessRequests)
    .orderBy(
      sql`case when ${accessRequests.status} = 'pending' then 0 else 1 end`,
      sql`${accessRequests.createdAt} desc`,
      asc(accessRequests.email),
    );
}

export async function setRequestStatus(db: Database, id: string, status: 'approved' | 'declined') {
  await db
    .update(accessRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(accessRequests.id, id));
}
