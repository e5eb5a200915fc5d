import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isOwnPartial, isPartial, partialName, writerIsGone } from '../../storage/partial-files.ts';
import type { BackupManifest } from './manifest.ts';
import { type BackupProgress, type BackupSource, writeBackup } from './write-archive.ts';

/** Scheduled archives: hrt-backup-20261125T023000Z.tar. Nothing else in the folder is listed. */
const SCHEDULED_NAME = /^hrt-backup-\d{8}T\d{6}Z\.tar$/;
/** A temp file older than this is abandoned, whoever wrote it. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export function isScheduledArchiveName(name: string): boolean {
  return SCHEDULED_NAME.test(name);
}

export function scheduledArchiveName(at: Date, prefix = 'hrt-backup'): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${prefix}-${stamp}.tar`;
}

export interface ArchiveInfo {
  name: string;
  size: number;
  created_at: string;
}

/**
 * Writes an archive to `target` through a temp file beside it (mode 0600, fsynced, renamed when
 * complete): a reader, the list or a kill never sees half an archive under the real name.
 */
export async function writeArchiveFile(
  source: BackupSource,
  target: string,
  onProgress?: (progress: BackupProgress) => void,
): Promise<BackupManifest> {
  const temp = partialName(target);
  const removeTemp = () => fs.rmSync(temp, { force: true });
  // Ctrl-C or SIGTERM of the command line must not leave the temp file either.
  process.once('exit', removeTemp);
  try {
    const output = fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    const manifest = await writeBackup(source, output, onProgress);
    const handle = await fsp.open(temp, 'r');
    await handle.sync().finally(() => handle.close());
    await fsp.rename(temp, target);
    await syncDirectory(path.dirname(target));
    return manifest;
  } finally {
    removeTemp();
    process.removeListener('exit', removeTemp);
  }
}

async function syncDirectory(dir: string) {
  const handle = await fsp.open(dir, 'r');
  await handle.sync().finally(() => handle.close());
}

/** The scheduled archives, newest first. */
export async function listArchives(dir: string): Promise<ArchiveInfo[]> {
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  const archives: ArchiveInfo[] = [];
  for (const name of names.filter(isScheduledArchiveName)) {
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile()) {
      archives.push({ name, size: stat.size, created_at: stat.mtime.toISOString() });
    }
  }
  return archives.sort((a, b) => b.name.localeCompare(a.name));
}

/** Keeps the newest `keep` scheduled archives; returns how many were removed. */
export async function pruneArchives(dir: string, keep: number): Promise<number> {
  const old = (await listArchives(dir)).slice(keep);
  for (const archive of old) await fsp.rm(path.join(dir, archive.name), { force: true });
  return old.length;
}

/** Removes temp files of backups whose writer was killed (or that are a day old). */
export async function removeAbandonedPartials(dir: string): Promise<number> {
  let removed = 0;
  for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
    if (!isPartial(name) || isOwnPartial(name)) continue;
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat) continue;
    if (writerIsGone(name) || Date.now() - stat.mtimeMs > ABANDONED_AFTER_MS) {
      await fsp.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
