import type { Database } from './client.ts';

/**
 * A query built once per database handle and kept as a named prepared statement. For hot reads
 * (every request, every overview load), where building the Drizzle query costs more than
 * running it.
 */
export function preparedPerDatabase<Query>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  const cache = new WeakMap<Database, Query>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
