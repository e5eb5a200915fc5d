import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { BackupError } from './backup-error.ts';
import { splitLines } from './json-lines.ts';
import type { BackupManifest } from './manifest.ts';
import { forEachEntry, verifyArchive } from './read-archive.ts';
import { RestoreFiles } from './restore-files.ts';
import { dataInDatabase, replaceInOneTransaction } from './target-schema.ts';
import type { BackupProgress } from './write-archive.ts';

/** Rows per INSERT: one parameter of a few hundred kilobytes. */
const INSERT_ROWS = 500;

export interface RestoreTarget {
  database: DatabaseHandle;
  fileStore: FileStore;
}

export interface RestoreOptions {
  /** Replace a target that holds data; `backupExisting` runs first and must succeed. */
  replace?: boolean;
  backupExisting?: () => Promise<string>;
  onProgress?: (progress: BackupProgress) => void;
  /** Stops the restore at the next entry or batch of rows, changing nothing. */
  signal?: AbortSignal;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that was replaced went (with --replace on a target in use). */
  previousBackup: string | null;
}

/**
 * Restores an archive into the configured database and file store. Every check (checksums,
 * completeness, schema, an empty target) passes before anything is changed. The live data
 * stays untouched until the restored data is complete and committed: on PostgreSQL (and an
 * empty or in-memory PGlite) in one transaction that drops, migrates and loads; on an embedded
 * database on disk that holds data, in a new cluster beside the live one, which takes its
 * place only once complete. Live files are never overwritten or removed before that commit.
 *
 * An embedded database on disk that held data is closed by the restore: open it again.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const manifest = await verifyArchive(file, options.signal);
  const { database, fileStore } = target;
  const liveKeys = await listKeys(fileStore);
  const inUse = await dataInDatabase(database.db);
  const holdsData = Object.keys(inUse).length > 0 || liveKeys.length > 0;
  let previousBackup: string | null = null;
  if (holdsData) {
    if (!options.replace) throw notEmpty(inUse, liveKeys.length);
    if (!options.backupExisting) throw new Error('Replacing data needs a backup of it first.');
    previousBackup = await options.backupExisting();
  }
  options.signal?.throwIfAborted();
  const files = new RestoreFiles(fileStore, new Set(liveKeys));
  const load = (db: Database) =>
    replaceInOneTransaction(db, manifest.migration.index, (tx) =>
      loadEntries(file, manifest, tx, files, options),
    );
  try {
    // A target that holds nothing yet is loaded in place: one transaction keeps it as empty as
    // it was on any failure, and a second cluster would cost seconds for nothing to protect.
    if (holdsData && database.replaceCluster) {
      await database.replaceCluster((fresh) => load(fresh.db));
    } else {
      await load(database.db);
    }
  } catch (error) {
    await files.discardWritten();
    throw explainFailure(error, previousBackup);
  }
  // Committed: the restored rows are the installation's now, and their files follow.
  await overwriteDifferingFiles(file, manifest, fileStore, files.keysToOverwrite());
  await files.removeKeysNotIn(manifest.files);
  return { manifest, previousBackup };
}

function notEmpty(counts: Record<string, number>, files: number): BackupError {
  const held = Object.entries(counts).map(([table, count]) => `${table}: ${count}`);
  if (files) held.push(`stored files: ${files}`);
  return new BackupError(
    'not-empty',
    `The target already holds data (${held.join(', ')}). Restore into an empty database and file store, or add --replace to replace what is there (a backup of it is taken first). Nothing was changed.`,
  );
}

/** What a person reads when the load stopped: what happened, and that their data is safe. */
function explainFailure(error: unknown, previousBackup: string | null): unknown {
  const kept = previousBackup ? ` A copy of it is also in ${previousBackup}.` : '';
  const unchanged = `Nothing was changed: the installation holds what it held before.${kept}`;
  if (error instanceof BackupError && error.code !== 'load-failed') {
    return new BackupError(error.code, `${error.message} ${unchanged}`);
  }
  return new BackupError('load-failed', `Restoring stopped: ${reasonOf(error)}. ${unchanged}`);
}

async function listKeys(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  return keys;
}

async function loadEntries(
  file: string,
  manifest: BackupManifest,
  db: Pick<Database, 'execute'>,
  files: RestoreFiles,
  options: RestoreOptions,
) {
  const dumpEntries = new Map(manifest.dump.entries.map((entry) => [entry.name, entry]));
  const fileEntries = new Map(manifest.files.map((entry) => [entry.name, entry]));
  const bytesTotal = manifest.dump.bytes + manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  let bytesDone = 0;
  let tablesDone = 0;
  let filesDone = 0;
  await forEachEntry(
    file,
    async (name, stream) => {
      const dump = dumpEntries.get(name);
      if (dump) {
        await insertLines(db, dump.table, stream, options.signal);
        bytesDone += dump.bytes;
        options.onProgress?.({
          phase: 'tables',
          done: ++tablesDone,
          total: dumpEntries.size,
          bytesDone,
          bytesTotal,
        });
        return;
      }
      const stored = fileEntries.get(name);
      if (!stored) return;
      await files.take(stored, stream).catch((error: unknown) => {
        throw loadFailed(`writing the file ${stored.key}`, error);
      });
      bytesDone += stored.bytes;
      options.onProgress?.({
        phase: 'files',
        done: ++filesDone,
        total: fileEntries.size,
        bytesDone,
        bytesTotal,
      });
    },
    options.signal,
  );
}

/** After the commit: the archive's bytes for keys the store held with other bytes. */
async function overwriteDifferingFiles(
  file: string,
  manifest: BackupManifest,
  store: FileStore,
  keys: ReadonlySet<string>,
) {
  if (!keys.size) return;
  const byName = new Map(manifest.files.map((entry) => [entry.name, entry.key]));
  await forEachEntry(file, async (name, stream) => {
    const key = byName.get(name);
    if (key && keys.has(key)) await store.put(key, stream);
  });
}

/** Inserts one dump entry's JSON lines, INSERT_ROWS at a time, through the table's own type. */
async function insertLines(
  db: Pick<Database, 'execute'>,
  table: string,
  stream: Readable,
  signal: AbortSignal | undefined,
) {
  let batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    signal?.throwIfAborted();
    const json = `[${batch.join(',')}]`;
    batch = [];
    const name = sql.identifier(table);
    await db
      .execute(
        sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${json}::json)`,
      )
      .catch((error: unknown) => {
        throw loadFailed(`loading the rows of ${table}`, error);
      });
  };
  for await (const line of splitLines(stream as AsyncIterable<Buffer>)) {
    batch.push(line);
    if (batch.length >= INSERT_ROWS) await flush();
  }
  await flush();
}

function loadFailed(step: string, error: unknown): BackupError {
  return new BackupError('load-failed', `${step} failed (${reasonOf(error)})`);
}

/**
 * The database's own words for a failure. Drizzle wraps them in a message that repeats the
 * query and its parameters: here, rows of the archive, secrets included.
 */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}
