import type { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** `execute` answers `{rows}` on both drivers (node-postgres and PGlite). */
export async function rowsOf<Row>(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
