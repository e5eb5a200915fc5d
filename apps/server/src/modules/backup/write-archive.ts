import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { DatabaseHandle } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { BackupError } from './backup-error.ts';
import {
  ARCHIVE_FORMAT,
  appVersion,
  type BackupManifest,
  type FileEntry,
  MANIFEST_CHECKSUM_NAME,
  MANIFEST_NAME,
} from './manifest.ts';
import { takeSnapshot } from './snapshot.ts';

/** Where an archive stands, for a progress bar: tables first, then files. */
export interface BackupProgress {
  phase: 'tables' | 'files';
  /** Entries (tables' dump entries, then files) done of this phase's total. */
  done: number;
  total: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface BackupSource {
  database: DatabaseHandle;
  fileStore: FileStore;
}

type EntryWriter = tar.Pack;

/**
 * Writes one archive of every table and every stored file to `output` (a file or a response),
 * streamed: at most one dump entry (4 MB) and the stream buffers are in memory at a time.
 */
export async function writeBackup(
  source: BackupSource,
  output: Writable,
  onProgress: (progress: BackupProgress) => void = () => {},
): Promise<BackupManifest> {
  const snapshot = await takeSnapshot(source.database.db);
  try {
    const pack = tar.pack();
    const piped = pipeline(pack as unknown as AsyncIterable<Buffer>, output);
    // A failed output (closed response, full disk) must stop the writing below too.
    piped.catch(() => pack.destroy());
    // Each step also ends when the output fails, so a closed download never leaves it waiting.
    const orFailedOutput = <T>(step: Promise<T>) => Promise.race([step, piped.then(() => step)]);
    const dumpBytes = snapshot.entries.reduce((sum, entry) => sum + entry.bytes, 0);
    const fileBytes = snapshot.files.reduce((sum, file) => sum + file.bytes, 0);
    const bytesTotal = dumpBytes + fileBytes;
    let bytesDone = 0;
    const dumpHash = createHash('sha256');
    for (const [index, entry] of snapshot.entries.entries()) {
      await orFailedOutput(
        addEntry(pack, entry.name, entry.bytes, createReadStream(entry.spoolPath), (chunk) =>
          dumpHash.update(chunk),
        ),
      );
      bytesDone += entry.bytes;
      onProgress({
        phase: 'tables',
        done: index + 1,
        total: snapshot.entries.length,
        bytesDone,
        bytesTotal,
      });
    }
    const files: FileEntry[] = [];
    for (const [index, file] of snapshot.files.entries()) {
      const name = `files/${file.key}`;
      const hash = createHash('sha256');
      const stream = await source.fileStore.open(file.key).catch(() => {
        throw new BackupError(
          'file-changed',
          `The stored file ${file.key} was removed while the backup ran. Run the backup again.`,
        );
      });
      await orFailedOutput(addEntry(pack, name, file.bytes, stream, (chunk) => hash.update(chunk)));
      files.push({ name, key: file.key, bytes: file.bytes, sha256: hash.digest('hex') });
      bytesDone += file.bytes;
      onProgress({
        phase: 'files',
        done: index + 1,
        total: snapshot.files.length,
        bytesDone,
        bytesTotal,
      });
    }
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      app_version: appVersion(),
      created_at: new Date().toISOString(),
      source: { database: source.database.kind, storage: source.fileStore.kind },
      migration: snapshot.migration,
      tables: snapshot.tables,
      dump: {
        sha256: dumpHash.digest('hex'),
        bytes: dumpBytes,
        entries: snapshot.entries.map(({ spoolPath: _spool, ...entry }) => entry),
      },
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await orFailedOutput(addBuffer(pack, MANIFEST_NAME, manifestBytes));
    const checksum = `${createHash('sha256').update(manifestBytes).digest('hex')}  ${MANIFEST_NAME}\n`;
    await orFailedOutput(addBuffer(pack, MANIFEST_CHECKSUM_NAME, Buffer.from(checksum)));
    pack.finalize();
    await piped;
    return manifest;
  } finally {
    await snapshot.dispose();
  }
}

const entryHeader = (name: string, size: number) => ({
  name,
  size,
  mode: 0o600,
  mtime: new Date(),
  type: 'file' as const,
});

function addBuffer(pack: EntryWriter, name: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = pack.entry(entryHeader(name, bytes.length), bytes, (error) =>
      error ? reject(error) : resolve(),
    );
    sink.on('error', reject);
  });
}

/** Copies `source` into one entry of exactly `size` bytes, waiting whenever the archive is full. */
async function addEntry(
  pack: EntryWriter,
  name: string,
  size: number,
  source: Readable,
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  let entry!: Writable;
  const finished = new Promise<void>((done, fail) => {
    const sink = pack.entry(entryHeader(name, size), (error) => (error ? fail(error) : done()));
    // A closed output destroys the entry with an error event; unheard, it would end the process.
    sink.on('error', fail);
    // tar-stream's entries are streamx streams: write, drain and end behave as Node's.
    entry = sink as unknown as Writable;
  });
  // Awaited at the end; a failure before that is seen through the write loop or the output.
  finished.catch(() => {});
  let written = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) break;
      onChunk(chunk);
      if (!entry.write(chunk)) await drained(pack, entry);
    }
  } finally {
    source.destroy();
  }
  if (written !== size) {
    entry.destroy();
    throw new BackupError(
      'file-changed',
      `${name} has ${written} bytes where its row says ${size}: it changed while the backup ran. Run the backup again.`,
    );
  }
  entry.end();
  await finished;
}

/** Waits until the entry takes more bytes; rejects when the archive was closed meanwhile. */
function drained(pack: EntryWriter, entry: Writable): Promise<void> {
  const packEvents = pack as unknown as Writable;
  return new Promise((resolve, reject) => {
    const settle = () => {
      entry.off('drain', settle);
      entry.off('close', settle);
      packEvents.off('close', settle);
      if (entry.destroyed || packEvents.destroyed)
        reject(new Error('The archive output was closed.'));
      else resolve();
    };
    entry.on('drain', settle);
    entry.on('close', settle);
    packEvents.on('close', settle);
  });
}
