import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import tar from 'tar-stream';
import { BackupError } from './backup-error.ts';
import { MAX_LINE_BYTES } from './json-lines.ts';
import {
  type BackupManifest,
  MANIFEST_CHECKSUM_NAME,
  MANIFEST_NAME,
  manifestSchema,
} from './manifest.ts';
import { knownMigrations, latestMigration } from './schema-version.ts';

const RESTORE_ANOTHER = 'Restore from another copy of the backup.';

/**
 * Walks the archive's entries in order; turns tar-stream's errors into what they mean. A
 * visitor's own failures are its to explain: it throws a BackupError, passed on as it is.
 * An aborted `signal` stops the walk before the next entry, with the signal's reason.
 */
export async function forEachEntry(
  file: string,
  visit: (name: string, stream: Readable) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const extract = tar.extract();
  const input = createReadStream(file);
  input.on('error', (error) => extract.destroy(error));
  input.pipe(extract as unknown as NodeJS.WritableStream);
  try {
    for await (const entry of extract) {
      signal?.throwIfAborted();
      await visit(entry.header.name, entry as unknown as Readable);
      // Whatever the visitor left unread is skipped.
      entry.resume();
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (signal?.aborted && error === signal.reason) throw error;
    throw explainTarError(file, error);
  } finally {
    input.destroy();
  }
}

function explainTarError(file: string, error: unknown): BackupError {
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end/i.test(message)) {
    return new BackupError(
      'truncated',
      `The archive ${file} is incomplete: it ends in the middle of its contents, so it was cut short while being written or copied. ${RESTORE_ANOTHER}`,
    );
  }
  return new BackupError(
    'damaged',
    `The archive ${file} is damaged (${message}). ${RESTORE_ANOTHER}`,
  );
}

/** The manifest and its checksum: small entries, read whole (refused past 64 MB). */
async function readSmall(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024 * 1024)
      throw new BackupError(
        'damaged',
        "The archive's manifest is far too large: this is not a backup of this app.",
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

interface SeenEntry {
  bytes: number;
  sha256: string;
  lines: number;
}

/**
 * Reads the whole archive once and checks it before anything is changed: every entry against
 * the manifest's SHA-256 and size, the manifest against its own checksum, the dump's row
 * counts against the manifest's, and the schema against the migrations this app knows.
 */
export async function verifyArchive(file: string, signal?: AbortSignal): Promise<BackupManifest> {
  await fs.access(file).catch(() => {
    throw new BackupError('not-found', `There is no archive at ${file}. Check the path.`);
  });
  const seen = new Map<string, SeenEntry>();
  const dumpHash = createHash('sha256');
  let manifestBytes: Buffer | undefined;
  let manifestChecksum: string | undefined;
  await forEachEntry(
    file,
    async (name, stream) => {
      if (name === MANIFEST_NAME || name === MANIFEST_CHECKSUM_NAME) {
        const bytes = await readSmall(stream);
        if (name === MANIFEST_NAME) manifestBytes = bytes;
        else manifestChecksum = bytes.toString('utf8').slice(0, 64);
        return;
      }
      const hash = createHash('sha256');
      const lines = new LineCounter();
      let bytes = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        if (name.startsWith('db/')) {
          dumpHash.update(chunk);
          lines.add(chunk);
          if (lines.longest > MAX_LINE_BYTES) throw oversizedRow(file, name);
        }
        bytes += chunk.length;
      }
      seen.set(name, { bytes, sha256: hash.digest('hex'), lines: lines.count });
    },
    signal,
  );
  if (!manifestBytes || !manifestChecksum) {
    throw new BackupError(
      'truncated',
      `The archive ${file} is incomplete: its manifest is missing, so it was cut short while being written or copied. ${RESTORE_ANOTHER}`,
    );
  }
  if (createHash('sha256').update(manifestBytes).digest('hex') !== manifestChecksum) {
    throw damaged(file, MANIFEST_NAME);
  }
  const manifest = parseManifest(file, manifestBytes);
  checkSchema(manifest);
  checkEntries(file, manifest, seen, dumpHash.digest('hex'));
  return manifest;
}

/** Counts the lines of a dump entry, and the longest one, a chunk at a time. */
class LineCounter {
  count = 0;
  longest = 0;
  private current = 0;

  add(chunk: Buffer) {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      this.longest = Math.max(this.longest, this.current + end - start);
      this.count++;
      this.current = 0;
      start = end + 1;
    }
    this.current += chunk.length - start;
    this.longest = Math.max(this.longest, this.current);
  }
}

function oversizedRow(file: string, entry: string): BackupError {
  return new BackupError(
    'oversized-row',
    `The archive ${file} holds a row in ${entry} longer than ${MAX_LINE_BYTES / 1024 / 1024} MB, far more than any row this app writes: it was not made by this app's backup. Nothing was changed. ${RESTORE_ANOTHER}`,
  );
}

function damaged(file: string, entry: string): BackupError {
  return new BackupError(
    'damaged',
    `The archive ${file} is damaged: ${entry} does not match its checksum. Nothing was changed. ${RESTORE_ANOTHER}`,
  );
}

function parseManifest(file: string, bytes: Buffer): BackupManifest {
  try {
    return manifestSchema.parse(JSON.parse(bytes.toString('utf8')));
  } catch {
    throw new BackupError(
      'damaged',
      `The archive ${file} is not a Home Renovation Tracker backup this version can read (its manifest is not understood). Update the app, or use another archive.`,
    );
  }
}

/** Refuses a newer schema, and one whose history this app does not share. */
function checkSchema(manifest: BackupManifest) {
  const latest = latestMigration();
  const theirs = manifest.migration;
  if (theirs.index > latest.index) {
    throw new BackupError(
      'newer-schema',
      `This archive comes from a newer version of the app (app ${manifest.app_version}, schema ${theirs.tag}); this one knows schema up to ${latest.tag}. Update the app to version ${manifest.app_version} or later, then restore again. Nothing was changed.`,
    );
  }
  const ours = knownMigrations()[theirs.index];
  if (ours?.tag !== theirs.tag || ours.when !== theirs.when) {
    throw new BackupError(
      'unknown-schema',
      `This archive's schema (${theirs.tag}) is not one this app's migrations know. Restore it with the version of the app that wrote it (${manifest.app_version}). Nothing was changed.`,
    );
  }
}

function checkEntries(
  file: string,
  manifest: BackupManifest,
  seen: Map<string, SeenEntry>,
  dumpSha256: string,
) {
  const expected = new Set<string>();
  const rowsPerTable = new Map<string, number>();
  for (const entry of [...manifest.dump.entries, ...manifest.files]) {
    expected.add(entry.name);
    const found = seen.get(entry.name);
    if (!found) {
      throw new BackupError(
        'truncated',
        `The archive ${file} is incomplete: ${entry.name} is missing. ${RESTORE_ANOTHER}`,
      );
    }
    if (found.bytes !== entry.bytes || found.sha256 !== entry.sha256)
      throw damaged(file, entry.name);
  }
  for (const entry of manifest.dump.entries) {
    if (seen.get(entry.name)!.lines !== entry.rows) throw damaged(file, entry.name);
    rowsPerTable.set(entry.table, (rowsPerTable.get(entry.table) ?? 0) + entry.rows);
  }
  if (dumpSha256 !== manifest.dump.sha256) throw damaged(file, 'the database dump');
  for (const [table, count] of Object.entries(manifest.tables)) {
    if ((rowsPerTable.get(table) ?? 0) !== count) throw damaged(file, `the rows of ${table}`);
  }
  const extra = [...seen.keys()].find((name) => !expected.has(name));
  if (extra) throw damaged(file, `${extra} (not in the manifest)`);
}
