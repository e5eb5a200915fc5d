// Backup and restore of a large household (decision 025): 20,000 expenses and 200 MB of files,
// on PGlite and on PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server).
// Each run is the real command line (`npm run backup` / `npm run restore`, with the node flags
// package.json gives them) in its own process; its peak resident memory is read from /proc
// (VmHWM). Targets: backup < 30 s, restore < 60 s, memory < 300 MB. Also runnable alone:
// `node --import tsx apps/server/bench/backup-restore.ts`.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type CommandFigures, runCommand } from '../src/cli/measure-command.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { storedFiles } from '../src/modules/files/schema.ts';
import { createLocalFileStore } from '../src/storage/local-file-store.ts';
import { adminQuery } from './admin-query.ts';

const EXPENSES = 20_000;
const FILES = Number(process.env.BENCH_BACKUP_FILES ?? 200);
const FILE_BYTES = 1024 * 1024;
const LIMITS = { backupS: 30, restoreS: 60, memoryMb: 300 };

/** One restore: where it went, and how long and how much memory the command took. */
interface RestoreFigures {
  scenario: string;
  /** This checkout, or the one BENCH_COMPARE_REPO names. */
  build: string;
  figures: CommandFigures;
}

interface BackupFigures {
  database: string;
  archiveMb: number;
  backup: CommandFigures;
  restores: RestoreFigures[];
}

/**
 * BENCH_COMPARE_REPO: another checkout of the app (with its node_modules), whose restore
 * command runs on the same archive and targets beside this one's, so two builds compare in
 * one run on one machine.
 */
const COMPARE_REPO = process.env.BENCH_COMPARE_REPO;
const builds: Array<{ build: string; repo: string | undefined }> = [
  { build: 'this', repo: undefined },
  ...(COMPARE_REPO ? [{ build: path.basename(COMPARE_REPO), repo: COMPARE_REPO }] : []),
];

/** 20 rooms, 20,000 expenses, FILES files of 1 MB (half of them receipts of expenses). */
async function seed(database: DatabaseHandle, filesDir: string) {
  const db = database.db;
  await db.execute(
    sql`insert into components (name, type, budget) select 'Room ' || n, 'room', 10000 from generate_series(1, 20) n`,
  );
  await db.execute(sql`
    insert into expenses (component_id, description, supplier, rrp, total_cost, amount_due, created_at)
    select c.ids[1 + n % 20], 'Item ' || n, 'Supplier ' || (n % 37), 10 + n % 500, 10 + n % 500,
           10 + n % 500, now() - make_interval(secs => n)
    from generate_series(1, ${EXPENSES}) n, (select array_agg(id) as ids from components) c`);
  const store = createLocalFileStore(filesDir);
  for (let index = 0; index < FILES; index++) {
    const key = `receipts/${randomUUID()}`;
    await store.put(key, randomBytes(FILE_BYTES));
    const [file] = await db
      .insert(storedFiles)
      .values({
        storageKey: key,
        contentType: 'application/pdf',
        sizeBytes: FILE_BYTES,
        originalName: `r${index}.pdf`,
      })
      .returning({ id: storedFiles.id });
    if (index % 2 === 0) {
      await db.execute(
        sql`update expenses set receipt_file_id = ${file!.id} where id = (select id from expenses where receipt_file_id is null limit 1)`,
      );
    }
  }
}

/**
 * The source at this checkout's schema, or at the compared one's: an older build neither
 * backs up a database nor reads an archive of a newer schema.
 */
async function migrateSource(database: DatabaseHandle) {
  if (!COMPARE_REPO) return database.migrate();
  const migrationsFolder = path.join(COMPARE_REPO, 'apps/server/src/db/migrations');
  const { migrate } =
    database.kind === 'pglite'
      ? await import('drizzle-orm/pglite/migrator')
      : await import('drizzle-orm/node-postgres/migrator');
  await migrate(database.db as never, { migrationsFolder });
}

/** A place to restore into: its environment, made ready (or not made at all) by `prepare`. */
interface Target {
  env: Record<string, string>;
  prepare(): Promise<void>;
}

type Scenario = 'into an empty database' | 'into a new directory' | '--replace over its own data';

async function benchOne(
  label: string,
  root: string,
  open: (which: string) => Promise<{ database: DatabaseHandle; env: Record<string, string> }>,
  newTarget: (which: string) => Promise<Target>,
  scenarios: Scenario[],
): Promise<BackupFigures> {
  const source = await open('source');
  await migrateSource(source.database);
  await seed(source.database, path.join(source.env.DATA_DIR!, 'files'));
  await source.database.close();
  const archive = path.join(root, `${label}.tar`);
  // Written by the compared checkout when there is one: an older build reads no newer archive.
  const backup = await runCommand('backup', [archive], source.env, COMPARE_REPO);
  const restores: RestoreFigures[] = [];
  for (const { build, repo } of builds) {
    for (const scenario of scenarios) {
      const replace = scenario === '--replace over its own data';
      const target = replace ? null : await newTarget(`${build}-${restores.length}`);
      await target?.prepare();
      const env = target?.env ?? {
        ...source.env,
        BACKUP_DIR: path.join(root, `${label}-before-restore-${restores.length}`),
      };
      const args = replace ? [archive, '--replace'] : [archive];
      restores.push({ scenario, build, figures: await runCommand('restore', args, env, repo) });
    }
  }
  return { database: label, archiveMb: fs.statSync(archive).size / 1024 / 1024, backup, restores };
}

async function measureBackupRestore(): Promise<BackupFigures[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hrt-bench-backup-'));
  const figures: BackupFigures[] = [];
  try {
    const pgliteDir = (which: string) => path.join(root, `pglite-${which}`);
    figures.push(
      await benchOne(
        'PGlite',
        root,
        async (which) => {
          fs.mkdirSync(pgliteDir(which), { recursive: true });
          const database = await openDatabase({ pgliteDir: path.join(pgliteDir(which), 'db') });
          return { database, env: { DATA_DIR: pgliteDir(which) } };
        },
        async (which) => ({
          env: { DATA_DIR: pgliteDir(which) },
          // An empty database: made (not migrated) by a server that never had a user.
          prepare: async () => {
            if (which.endsWith('-0')) return;
            fs.mkdirSync(pgliteDir(which), { recursive: true });
            const database = await openDatabase({ pgliteDir: path.join(pgliteDir(which), 'db') });
            await database.close();
          },
        }),
        ['into a new directory', 'into an empty database', '--replace over its own data'],
      ),
    );
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (url) {
      const names: string[] = [];
      const createDatabase = async (which: string) => {
        const name = `hrt_bench_backup_${which.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
        await adminQuery(url, `create database ${name}`);
        names.push(name);
        const databaseUrl = new URL(url);
        databaseUrl.pathname = `/${name}`;
        const dataDir = path.join(root, `postgres-${which}`);
        fs.mkdirSync(dataDir, { recursive: true });
        return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl.toString() };
      };
      try {
        figures.push(
          await benchOne(
            'PostgreSQL',
            root,
            async (which) => {
              const env = await createDatabase(which);
              return { database: await openDatabase({ databaseUrl: env.DATABASE_URL }), env };
            },
            async (which) => {
              const env = await createDatabase(which);
              return { env, prepare: async () => {} };
            },
            ['into an empty database', '--replace over its own data'],
          ),
        );
      } finally {
        for (const name of names)
          await adminQuery(url, `drop database if exists ${name} with (force)`);
      }
    } else {
      console.log('Backup on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return figures;
}

export async function printBackupRestore() {
  console.log(
    `\n== Backup and restore: ${EXPENSES} expenses, ${FILES} MB of files (the CLI, one process each)`,
  );
  const figures = await measureBackupRestore();
  const lines = [
    '| database | archive MB | backup s | backup peak MB | restore | build | restore s | restore peak MB | within targets |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const f of figures) {
    for (const restore of f.restores) {
      const ok =
        f.backup.seconds < LIMITS.backupS &&
        restore.figures.seconds < LIMITS.restoreS &&
        Math.max(f.backup.peakMb, restore.figures.peakMb) < LIMITS.memoryMb;
      lines.push(
        `| ${f.database} | ${f.archiveMb.toFixed(0)} | ${f.backup.seconds.toFixed(1)} | ${f.backup.peakMb.toFixed(0)} | ${restore.scenario} | ${restore.build} | ${restore.figures.seconds.toFixed(1)} | ${restore.figures.peakMb.toFixed(0)} | ${ok ? 'yes' : 'NO'} |`,
      );
    }
  }
  console.log(lines.join('\n'));
  console.log(
    `targets: backup < ${LIMITS.backupS} s, restore < ${LIMITS.restoreS} s, memory < ${LIMITS.memoryMb} MB`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printBackupRestore();
