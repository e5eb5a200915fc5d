import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { migrationsFolder } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';

export { rowsOf };

/** One applied migration, as drizzle-kit's journal names it. */
export interface MigrationVersion {
  /** Position in the journal, from 0. */
  index: number;
  tag: string;
  /** The journal's `when`: what drizzle stores as the migration's created_at. */
  when: number;
}

interface Journal {
  entries: Array<{ idx: number; tag: string; when: number }>;
}

/** The migrations this build of the app knows, oldest first. */
export function knownMigrations(): MigrationVersion[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.map((entry) => ({ index: entry.idx, tag: entry.tag, when: entry.when }));
}

export function latestMigration(): MigrationVersion {
  return knownMigrations().at(-1)!;
}

/** The last migration applied to this database; null when none is (a new, empty database). */
export async function appliedMigration(
  db: Pick<Database, 'execute'>,
): Promise<MigrationVersion | null> {
  const exists = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists[0]?.present) return null;
  const [last] = await rowsOf<{ created_at: string | number | null }>(
    db,
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  if (last?.created_at === null || last?.created_at === undefined) return null;
  const when = Number(last.created_at);
  const known = knownMigrations().find((migration) => migration.when === when);
  // Applied by a newer build of the app: only its time is known.
  return known ?? { index: Number.POSITIVE_INFINITY, tag: `unknown (${when})`, when };
}
