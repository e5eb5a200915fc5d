import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessRequests } from './schema.ts';

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
