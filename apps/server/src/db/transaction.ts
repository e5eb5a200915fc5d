import type { Database } from './client.ts';

/**
 * Runs `work` in one transaction. Drizzle's transaction object is a full query builder, so the
 * repositories take it as a `Database` like any other connection: no cast at the call sites.
 */
export function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
