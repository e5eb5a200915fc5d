import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DumpEntry } from './manifest.ts';
import { listSchemaTables } from './schema-tables.ts';
import { appliedMigration, type MigrationVersion, rowsOf } from './schema-version.ts';
import { tablesInDatabase } from './target-schema.ts';

/** Rows fetched per round trip from the cursor. */
const FETCH_ROWS = 1000;
/** A dump entry is cut at this size, so one is never held in memory bigger than this. */
const ENTRY_BYTES = 4 * 1024 * 1024;

interface SpooledEntry extends DumpEntry {
  /** Where the entry's bytes wait on disk until they go into the archive. */
  spoolPath: string;
}

/** What one repeatable-read snapshot holds: the rows (spooled to disk) and the files they name. */
export interface Snapshot {
  migration: MigrationVersion;
  tables: Record<string, number>;
  entries: SpooledEntry[];
  files: Array<{ key: string; bytes: number }>;
  dispose(): Promise<void>;
}

/**
 * Reads every table in one REPEATABLE READ, READ ONLY transaction, so all counts and rows are
 * of one moment. Rows go to a private temp directory and the transaction ends before any file
 * is copied: a slow download then never holds the database (on PGlite a transaction holds
 * every other query). Files named by the snapshot's stored_files rows were complete before
 * their rows committed (decision 003), so none can be half-written; files added later are not
 * named and not included.
 */
export async function takeSnapshot(db: Database): Promise<Snapshot> {
  await removeDeadSpools();
  const spoolDir = await fs.mkdtemp(path.join(os.tmpdir(), `${SPOOL_PREFIX}${process.pid}-`));
  // Also on process.exit (Ctrl-C of the command line): the spool holds every row.
  const removeSpool = () => rmSync(spoolDir, { recursive: true, force: true });
  process.once('exit', removeSpool);
  const dispose = async () => {
    process.removeListener('exit', removeSpool);
    await fs.rm(spoolDir, { recursive: true, force: true });
  };
  try {
    const result = await db.transaction(
      async (tx) => {
        const migration = await appliedMigration(tx);
        if (!migration)
          throw new Error('The database has no schema yet: there is nothing to back up.');
        const tables: Record<string, number> = {};
        const entries: SpooledEntry[] = [];
        const files: Array<{ key: string; bytes: number }> = [];
        // A database at an older schema lacks the newer tables (an older app wrote its archives).
        const present = new Set(await tablesInDatabase(tx));
        const tablesToRead = listSchemaTables().filter((table) => present.has(table));
        for (const [position, table] of tablesToRead.entries()) {
          const spool = new EntrySpooler(spoolDir, position, table, entries);
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
          );
          for (;;) {
            const rows = await rowsOf<{ row: string }>(
              tx,
              sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
            );
            for (const { row } of rows) {
              if (table === 'stored_files') files.push(fileOf(row));
              // Deleted items keep their files until the trash is purged: a restore from this
              // backup, then from the trash, must find them.
              if (table === 'trash_entries') files.push(...trashedFilesOf(row));
              await spool.add(row);
            }
            if (rows.length < FETCH_ROWS) break;
          }
          await tx.execute(sql`close backup_rows`);
          tables[table] = await spool.finish();
        }
        return { migration, tables, entries, files };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return { ...result, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

const SPOOL_PREFIX = 'hrt-backup-spool-';

/** Spools of backups whose process was killed (SIGKILL skips every clean-up) go next time. */
async function removeDeadSpools() {
  const names = await fs.readdir(os.tmpdir()).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(new RegExp(`^${SPOOL_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    await fs.rm(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function fileOf(row: string): { key: string; bytes: number } {
  const parsed = JSON.parse(row) as { storage_key: string; size_bytes: number };
  return { key: parsed.storage_key, bytes: parsed.size_bytes };
}

function trashedFilesOf(row: string): Array<{ key: string; bytes: number }> {
  const parsed = JSON.parse(row) as { rows: Array<{ table: string; row: unknown }> };
  return parsed.rows
    .filter((held) => held.table === 'stored_files')
    .map((held) => fileOf(JSON.stringify(held.row)));
}

/** Collects one table's JSON lines into entries of at most ENTRY_BYTES, written to the spool. */
class EntrySpooler {
  private lines: string[] = [];
  private size = 0;
  private total = 0;
  private part = 0;

  constructor(
    private readonly dir: string,
    private readonly position: number,
    private readonly table: string,
    private readonly entries: SpooledEntry[],
  ) {}

  async add(row: string) {
    const line = `${row}\n`;
    this.lines.push(line);
    this.size += Buffer.byteLength(line);
    this.total++;
    if (this.size >= ENTRY_BYTES) await this.flush();
  }

  /** Writes what is left (an empty table still gets its one, empty entry); returns the count. */
  async finish(): Promise<number> {
    if (this.lines.length || this.part === 0) await this.flush();
    return this.total;
  }

  private async flush() {
    const bytes = Buffer.from(this.lines.join(''));
    const name = `db/${String(this.position).padStart(2, '0')}-${this.table}-${String(this.part).padStart(4, '0')}.jsonl`;
    const spoolPath = path.join(this.dir, path.basename(name));
    await fs.writeFile(spoolPath, bytes, { mode: 0o600 });
    this.entries.push({
      name,
      table: this.table,
      rows: this.lines.length,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      spoolPath,
    });
    this.lines = [];
    this.size = 0;
    this.part++;
  }
}
