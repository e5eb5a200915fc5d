import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDirectory } from '../storage/private-directory.ts';
import { syncDirectoryTree } from './pglite-durability.ts';

const CHILD = path.join(import.meta.dirname, 'init-cluster-child.mjs');

/**
 * Makes a new cluster at `dir` in a child process (decision 041). PGlite makes one by running
 * initdb in the same process, with a second PGlite and the initdb module beside it; their
 * WebAssembly memory is never handed back, and a first start held twice what a later one does.
 * The cluster is made beside `dir`, every file synced (PGlite writes it without a sync), then
 * renamed into place: a power cut leaves either no cluster, made again on the next start, or
 * a whole one.
 */
export async function initClusterApart(dir: string): Promise<void> {
  const staging = `${dir}.new`;
  fs.rmSync(staging, { recursive: true, force: true });
  makePrivateDirectory(staging);
  await runChild(staging);
  await syncDirectoryTree(staging);
  // `dir` holds no cluster (no PG_VERSION): nothing PostgreSQL could use, so nothing to keep.
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(staging, dir);
  const parent = fs.openSync(path.dirname(dir), 'r');
  try {
    fs.fsyncSync(parent);
  } finally {
    fs.closeSync(parent);
  }
}

function runChild(staging: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // --liftoff-only: a process that lives a second or two never gains from TurboFan compiling
    // PostgreSQL's WebAssembly again in the background; that compile only competes for the CPU
    // (about 1 s of it, decision 047).
    const child = spawn(process.execPath, ['--liftoff-only', CHILD, staging], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Creating the database failed (${signal ?? code}): ${stderr.trim()}`));
    });
  });
}
