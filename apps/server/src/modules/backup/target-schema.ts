import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, migrationsFolder } from '../../db/client.ts';
import { appliedMigration, knownMigrations, rowsOf } from './schema-version.ts';

/**
 * Tables a server fills by itself before anyone uses it (keys, settings, job bookkeeping):
 * rows there do not make a database "in use", and a restore replaces them.
 */
const HOUSEKEEPING_TABLES = new Set([
  'app_settings',
  'signing_keys',
  'job_runs',
  'login_failures',
  'oidc_states',
]);

/** The tables in the database now (whatever schema version it has). */
export async function tablesInDatabase(db: Pick<Database, 'execute'>): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

/** Row counts of the tables that hold someone's data; empty when the database holds none. */
export async function dataInDatabase(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesInDatabase(db)) {
    if (HOUSEKEEPING_TABLES.has(table)) continue;
    const [row] = await rowsOf<{ count: string | number }>(
      db,
      sql`select count(*) as count from ${sql.identifier(table)}`,
    );
    const count = Number(row?.count ?? 0);
    if (count) counts[table] = count;
  }
  return counts;
}

/**
 * Brings the target to exactly the archive's schema: a database without one is migrated up to
 * it; one already past it (an empty database a newer server migrated, or one being replaced)
 * has the app's tables dropped first. Its rows are then loaded as they were, and the normal
 * migrations take it the rest of the way.
 */
export async function prepareSchema(handle: DatabaseHandle, archiveIndex: number) {
  const applied = await appliedMigration(handle.db);
  if (applied && applied.index > archiveIndex) await dropAppSchema(handle.db);
  if (applied?.index === archiveIndex) return;
  const folder = await migrationsUpTo(archiveIndex);
  try {
    await handle.migrate(folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** A copy of the migrations folder whose journal stops at `index`. */
export async function migrationsUpTo(index: number): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-migrations-'));
  const journalPath = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: unknown[] };
  await fs.mkdir(path.join(folder, 'meta'));
  await fs.writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index + 1) }),
  );
  for (const migration of knownMigrations().slice(0, index + 1)) {
    await fs.copyFile(
      path.join(migrationsFolder, `${migration.tag}.sql`),
      path.join(folder, `${migration.tag}.sql`),
    );
  }
  return folder;
}

/** Drops the app's tables, its own functions and the migration history (never extensions'). */
async function dropAppSchema(db: Database) {
  for (const table of await tablesInDatabase(db)) {
    await db.execute(sql`drop table if exists ${sql.identifier(table)} cascade`);
  }
  const functions = await rowsOf<{ signature: string }>(
    db,
    sql`select p.oid::regprocedure::text as signature from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  for (const { signature } of functions) {
    await db.execute(sql.raw(`drop function if exists ${signature} cascade`));
  }
  await db.execute(sql`drop schema if exists drizzle cascade`);
}
