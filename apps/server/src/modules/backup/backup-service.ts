import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { AppError } from '@hrt/shared/errors';
import type { BackupList } from '@hrt/shared/schemas/backup';
import type { AppContext } from '../../app-context.ts';
import { isScheduledArchiveName, listArchives } from './archive-files.ts';
import { lastBackupFailure } from './nightly-backup.ts';
import { writeBackup } from './write-archive.ts';

/** Download links for the browser live as long as file links (decision 003). */
const LINK_TTL_SECONDS = 5 * 60;

export async function listBackups(ctx: AppContext): Promise<BackupList> {
  return {
    archives: await listArchives(ctx.config.backupDir),
    last_failure: await lastBackupFailure(ctx),
    keep: ctx.config.BACKUP_KEEP,
  };
}

/** A scheduled archive's bytes and size; 404 for any other name. */
export async function openScheduledArchive(ctx: AppContext, name: string) {
  const file = path.join(ctx.config.backupDir, name);
  const stat = isScheduledArchiveName(name) ? await fs.stat(file).catch(() => null) : null;
  if (!stat?.isFile()) throw new AppError('not_found', 'There is no backup archive of that name.');
  return { size: stat.size, stream: createReadStream(file) };
}

/** Streams a fresh archive into `output` (a response); a failure cuts it short, never silently. */
export function streamFreshBackup(ctx: AppContext, output: Writable) {
  writeBackup(ctx, output).catch((error: unknown) => {
    console.error('Backup download failed', error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}

export function freshBackupFileName(now = new Date()): string {
  return `hrt-backup-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.tar`;
}

/**
 * A five-minute link the browser can follow without its bearer token (a download cannot carry
 * one): the signature, made for an owner, is the permission.
 */
export function signBackupLink(ctx: AppContext, name: string | undefined, now = Date.now()) {
  const target = name ?? 'fresh';
  const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  const query = new URLSearchParams({
    target,
    expires: String(expires),
    signature: sign(ctx.signingSecret, target, expires),
  });
  return { url: `/api/backup-downloads?${query}` };
}

export function verifyBackupLink(
  ctx: AppContext,
  target: string,
  expires: number,
  signature: string,
) {
  const expected = Buffer.from(sign(ctx.signingSecret, target, expires));
  const given = Buffer.from(signature);
  const valid =
    expires * 1000 >= Date.now() &&
    expected.length === given.length &&
    timingSafeEqual(expected, given);
  if (!valid) throw new AppError('forbidden', 'This download link is invalid or has expired.');
}

function sign(secret: string, target: string, expires: number): string {
  return createHmac('sha256', secret).update(`backup:${target}:${expires}`).digest('base64url');
}
