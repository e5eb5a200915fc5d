import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';

/** The first key of every job's advisory lock (the second is the job name's hash). */
const JOB_LOCK_NAMESPACE = 726_354_002;

/**
 * Runs `work` while holding the job's lock, or returns `{ acquired: false }` at once when
 * someone holds it. PostgreSQL: a transaction-level advisory lock, so every instance sharing
 * the database sees it and it is released even if the process dies mid-run. PGlite belongs to
 * one process, so a lock in memory (per database) does the same there.
 */
export async function withJobLock<T>(
  database: DatabaseHandle,
  job: string,
  work: () => Promise<T>,
): Promise<{ acquired: true; result: T } | { acquired: false }> {
  if (database.kind === 'postgres') return withAdvisoryLock(database, job, work);
  return withProcessLock(database, job, work);
}

async function withAdvisoryLock<T>(database: DatabaseHandle, job: string, work: () => Promise<T>) {
  // The transaction only holds the lock (on its own pooled connection); the job's own writes
  // go through other connections and commit as they happen.
  return database.db.transaction(async (tx) => {
    // Only the node-postgres driver gets here: its raw results carry `rows`.
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK_NAMESPACE}, ${lockKey(job)}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return { acquired: false as const };
    return { acquired: true as const, result: await work() };
  });
}

const heldLocks = new WeakMap<object, Set<string>>();

async function withProcessLock<T>(database: DatabaseHandle, job: string, work: () => Promise<T>) {
  const held = heldLocks.get(database.db) ?? new Set<string>();
  heldLocks.set(database.db, held);
  if (held.has(job)) return { acquired: false as const };
  held.add(job);
  try {
    return { acquired: true as const, result: await work() };
  } finally {
    held.delete(job);
  }
}

/** A stable 32-bit key per job name (the same on every instance). */
function lockKey(job: string): number {
  return createHash('sha256').update(job).digest().readInt32BE(0);
}
