import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// PGlite 0.5 on Node runs PostgreSQL with fsync off, and its file layer could not sync even if
// asked: decision 024 has the details. These pieces make a commit reach the disk before it is
// answered, and a checkpoint sync the data files before it claims them.

/**
 * PGlite's defaults without `-F` (fsync off), and with `wal_sync_method=fsync`: Emscripten's
 * fdatasync() (PostgreSQL's default WAL sync) returns 0 without doing anything, while fsync()
 * reaches the file layer's `fsync`, which SyncingNodeFS makes real.
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'synchronous_commit=on',
  '-c',
  'full_page_writes=on',
];

/** The parts of Emscripten's NODEFS this relies on (it types them as an opaque file system). */
interface NodeFsLayer {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's Node file system, whose fsync() really syncs: Emscripten's NODEFS has no `fsync`
 * stream operation, so PostgreSQL's fsync() of a WAL segment, a data file or a directory did
 * nothing. Here it becomes fs.fsyncSync on the file's own Node descriptor. A failure reaches
 * PostgreSQL as an errno (through NODEFS's own translation), which makes it stop rather than
 * believe the data is safe (data_sync_retry is off).
 */
export class SyncingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const { emscriptenOpts } = result;
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod) => {
        // Before PostgreSQL runs, so its start-up (and any crash recovery) syncs as well.
        const layer = mod.NODEFS as unknown as NodeFsLayer;
        layer.stream_ops.fsync = (stream) => {
          layer.tryFSOperation(() => fs.fsyncSync(stream.nfd));
          return 0;
        };
      },
    ];
    return result;
  }
}

/** Whether `dir` holds a PostgreSQL data directory already. */
export function holdsCluster(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Syncs every file and directory under `dir`, and `dir` in its parent. PGlite writes a new
 * cluster by unpacking a template through its file layer, with no sync at all, and PostgreSQL
 * syncs only files it writes itself later: without this a power cut soon after the first start
 * could take catalog files that no later checkpoint ever syncs. Several at once, so the
 * file system can commit them together (about a second for a new cluster, not five).
 */
export async function syncDirectoryTree(dir: string): Promise<number> {
  const paths = await listTree(dir, []);
  paths.push(path.dirname(dir));
  let next = 0;
  const worker = async () => {
    while (next < paths.length) await syncPath(paths[next++]!);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return paths.length;
}

async function listTree(dir: string, into: string[]): Promise<string[]> {
  for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await listTree(child, into);
    else if (entry.isFile()) into.push(child);
  }
  into.push(dir);
  return into;
}

async function syncPath(file: string) {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
