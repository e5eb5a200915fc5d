import type { Database } from './client.ts';

/**
 * Runs `work` in one transaction. Drizzle's transaction object is a full query builder, so the
 * repositories take it as a `Database` like any other connection: no cast at the call sites.
 */
export function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/**
 * A service's way to the database: the app context's pool (`database`), or the caller's open
 * transaction (`tx`) when the service's reads and writes must commit or roll back with the
 * caller's. The app context satisfies it, so routes hand over `ctx` as they do everywhere.
 */
export type DatabaseDeps = { database: { db: Database } } | { tx: Database };

/** The connection to query through: the caller's transaction when it gave one, else the pool. */
export function databaseOf(deps: DatabaseDeps): Database {
  return 'tx' in deps ? deps.tx : deps.database.db;
}
