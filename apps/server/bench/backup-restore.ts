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

interface BackupFigures {
  database: string;
  archiveMb: number;
  backup: CommandFigures;
  restore: CommandFigures;
}

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

async function benchOne(
  label: string,
  root: string,
  open: (
    which: 'source' | 'target',
  ) => Promise<{ database: DatabaseHandle; env: Record<string, string> }>,
): Promise<BackupFigures> {
  const source = await open('source');
  await source.database.migrate();
  await seed(source.database, path.join(source.env.DATA_DIR!, 'files'));
  await source.database.close();
  const target = await open('target');
  await target.database.close();
  const archive = path.join(root, `${label}.tar`);
  const backup = await runCommand('backup', [archive], source.env);
  const restore = await runCommand('restore', [archive], target.env);
  return { database: label, archiveMb: fs.statSync(archive).size / 1024 / 1024, backup, restore };
}

export async function measureBackupRestore(): Promise<BackupFigures[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hrt-bench-backup-'));
  const figures: BackupFigures[] = [];
  try {
    figures.push(
      await benchOne('PGlite', root, async (which) => {
        const dataDir = path.join(root, `pglite-${which}`);
        fs.mkdirSync(dataDir, { recursive: true });
        const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
        return { database, env: { DATA_DIR: dataDir } };
      }),
    );
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (url) {
      const names: string[] = [];
      try {
        figures.push(
          await benchOne('PostgreSQL', root, async (which) => {
            const name = `hrt_bench_backup_${which}_${randomBytes(4).toString('hex')}`;
            await adminQuery(url, `create database ${name}`);
            names.push(name);
            const databaseUrl = new URL(url);
            databaseUrl.pathname = `/${name}`;
            const dataDir = path.join(root, `postgres-${which}`);
            fs.mkdirSync(dataDir, { recursive: true });
            const database = await openDatabase({ databaseUrl: databaseUrl.toString() });
            return { database, env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl.toString() } };
          }),
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
    '| database | archive MB | backup s | backup peak MB | restore s | restore peak MB | within targets |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const f of figures) {
    const ok =
      f.backup.seconds < LIMITS.backupS &&
      f.restore.seconds < LIMITS.restoreS &&
      Math.max(f.backup.peakMb, f.restore.peakMb) < LIMITS.memoryMb;
    lines.push(
      `| ${f.database} | ${f.archiveMb.toFixed(0)} | ${f.backup.seconds.toFixed(1)} | ${f.backup.peakMb.toFixed(0)} | ${f.restore.seconds.toFixed(1)} | ${f.restore.peakMb.toFixed(0)} | ${ok ? 'yes' : 'NO'} |`,
    );
  }
  console.log(lines.join('\n'));
  console.log(
    `targets: backup < ${LIMITS.backupS} s, restore < ${LIMITS.restoreS} s, memory < ${LIMITS.memoryMb} MB`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printBackupRestore();
