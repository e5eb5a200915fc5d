import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, MIGRATION_LOCK_ID, migrationsFolder } from '../../db/client.ts';
import { rowsOf } from './schema-version.ts';

/** What a restore needs of a database or of a transaction on one. */
type Executor = Pick<Database, 'execute'>;

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
export async function tablesInDatabase(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

/** Row counts of the tables that hold someone's data; empty when the database holds none. */
export async function dataInDatabase(db: Executor): Promise<Record<string, number>> {
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
 * Replaces everything in `db` with an archive's rows, in one transaction: the app's tables
 * are dropped, made again exactly as the archive's schema had them, `load` fills them, and
 * the later migrations take them to today's schema. PostgreSQL's DDL is transactional, so a
 * failure at any step (or a connection lost, or a killed process) leaves the database as it
 * was; nothing is visible to anyone until the commit.
 */
export async function replaceInOneTransaction(
  db: Database,
  archiveIndex: number,
  load: (tx: Executor) => Promise<void>,
): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (tx) => {
    // A server starting meanwhile would migrate the same tables: it waits for the commit.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await dropAppSchema(tx);
    await applyMigrations(tx, migrations.slice(0, archiveIndex + 1));
    // Migrations may seed rows (settings); the archive holds their values.
    const tables = await tablesInDatabase(tx);
    if (tables.length) {
      await tx.execute(
        sql`truncate table ${sql.join(
          tables.map((table) => sql.identifier(table)),
          sql`, `,
        )}`,
      );
    }
    await load(tx);
    await applyMigrations(tx, migrations.slice(archiveIndex + 1));
  });
}

type Migration = ReturnType<typeof readMigrationFiles>[number];

/**
 * Runs migrations inside the caller's transaction, keeping the same history table as
 * drizzle's migrator, so a later start sees them as applied. (The migrator itself opens a
 * transaction of its own, which would commit the caller's half-way.)
 */
async function applyMigrations(tx: Executor, migrations: Migration[]) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
    id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await tx.execute(sql.raw(statement));
    }
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** Drops the app's tables, its own functions and the migration history (never extensions'). */
async function dropAppSchema(tx: Executor) {
  for (const table of await tablesInDatabase(tx)) {
    await tx.execute(sql`drop table if exists ${sql.identifier(table)} cascade`);
  }
  const functions = await rowsOf<{ signature: string }>(
    tx,
    sql`select p.oid::regprocedure::text as signature from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  for (const { signature } of functions) {
    await tx.execute(sql.raw(`drop function if exists ${signature} cascade`));
  }
  await tx.execute(sql`drop schema if exists drizzle cascade`);
}
