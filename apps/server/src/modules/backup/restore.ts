import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { BackupError } from './backup-error.ts';
import type { BackupManifest } from './manifest.ts';
import { forEachEntry, verifyArchive } from './read-archive.ts';
import { dataInDatabase, prepareSchema, tablesInDatabase } from './target-schema.ts';
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
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that was replaced went (with --replace on a target in use). */
  previousBackup: string | null;
}

/**
 * Restores an archive into the configured database and file store. Every check (checksums,
 * completeness, schema, an empty target) passes before anything is changed; the rows load in
 * one transaction, so a failure part-way leaves the database as it was.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const manifest = await verifyArchive(file);
  const { db } = target.database;
  const existingKeys = await listKeys(target.fileStore);
  const inUse = await dataInDatabase(db);
  const holdsData = Object.keys(inUse).length > 0 || existingKeys.length > 0;
  let previousBackup: string | null = null;
  if (holdsData) {
    if (!options.replace) throw notEmpty(inUse, existingKeys.length);
    if (!options.backupExisting) throw new Error('Replacing data needs a backup of it first.');
    previousBackup = await options.backupExisting();
  }
  await prepareSchema(target.database, manifest.migration.index);
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const tables = await tablesInDatabase(tx);
      if (tables.length) {
        await tx.execute(
          sql`truncate table ${sql.join(
            tables.map((t) => sql.identifier(t)),
            sql`, `,
          )}`,
        );
      }
      await loadEntries(
        file,
        manifest,
        tx as unknown as Database,
        target.fileStore,
        written,
        options,
      );
    });
  } catch (error) {
    // The rows rolled back; the files written for them go too.
    await Promise.allSettled(written.map((key) => target.fileStore.delete(key)));
    throw error;
  }
  const restoredKeys = new Set(manifest.files.map((entry) => entry.key));
  for (const key of existingKeys) if (!restoredKeys.has(key)) await target.fileStore.delete(key);
  // An older archive was loaded at its own schema; now it moves on like any database would.
  await target.database.migrate();
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

async function listKeys(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  return keys;
}

async function loadEntries(
  file: string,
  manifest: BackupManifest,
  db: Database,
  store: FileStore,
  written: string[],
  options: RestoreOptions,
) {
  const dumpEntries = new Map(manifest.dump.entries.map((entry) => [entry.name, entry]));
  const fileEntries = new Map(manifest.files.map((entry) => [entry.name, entry]));
  const bytesTotal = manifest.dump.bytes + manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  let bytesDone = 0;
  let tablesDone = 0;
  let filesDone = 0;
  await forEachEntry(file, async (name, stream) => {
    const dump = dumpEntries.get(name);
    if (dump) {
      await insertLines(db, dump.table, stream);
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
    written.push(stored.key);
    await store.put(stored.key, stream);
    bytesDone += stored.bytes;
    options.onProgress?.({
      phase: 'files',
      done: ++filesDone,
      total: fileEntries.size,
      bytesDone,
      bytesTotal,
    });
  });
}

/** Inserts one dump entry's JSON lines, INSERT_ROWS at a time, through the table's own type. */
async function insertLines(db: Database, table: string, stream: Readable) {
  // A character split across two chunks must not be decoded in halves.
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const json = `[${batch.join(',')}]`;
    batch = [];
    const name = sql.identifier(table);
    await db.execute(
      sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${json}::json)`,
    );
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      batch.push(line);
      if (batch.length >= INSERT_ROWS) await flush();
    }
  }
  await flush();
}
