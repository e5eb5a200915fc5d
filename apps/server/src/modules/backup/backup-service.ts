import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { AppError } from '@hrt/shared/errors';
import { can } from '@hrt/shared/roles';
import type { BackupDownloadQuery, BackupList } from '@hrt/shared/schemas/backup';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import { listUsers } from '../identity/allowlist/allowlist-service.ts';
import { isScheduledArchiveName, listArchives } from './archive-files.ts';
import { claimBackupLink, insertBackupLink } from './links-repository.ts';
import { lastBackupFailure } from './nightly-backup.ts';
import { writeBackup } from './write-archive.ts';

/** Download links for the browser live as long as file links (decision 003). */
const LINK_TTL_SECONDS = 5 * 60;

/** What the backups' services use of the app context. */
export type BackupDeps = Pick<AppContext, 'config' | 'database' | 'fileStore' | 'signingSecret'>;

export async function listBackups(
  deps: Pick<BackupDeps, 'config' | 'database'>,
  _principal: Principal,
): Promise<BackupList> {
  return {
    archives: await listArchives(deps.config.backupDir),
    last_failure: await lastBackupFailure(deps),
    keep: deps.config.BACKUP_KEEP,
  };
}

/**
 * A scheduled archive's bytes and size; 404 for any other name. It serves the owner's download
 * and a followed link alike, whose right was checked before (route or link), so no principal.
 */
export async function openScheduledArchive(deps: Pick<BackupDeps, 'config'>, name: string) {
  const file = path.join(deps.config.backupDir, name);
  const stat = isScheduledArchiveName(name) ? await fs.stat(file).catch(() => null) : null;
  if (!stat?.isFile()) throw new AppError('not_found', 'There is no backup archive of that name.');
  return { size: stat.size, stream: createReadStream(file) };
}

/**
 * Streams a fresh archive into `output` (a response); a failure cuts it short, never silently.
 * Like the scheduled archive, it serves the owner and a followed link alike.
 */
export function streamFreshBackup(
  deps: Pick<BackupDeps, 'database' | 'fileStore'>,
  output: Writable,
) {
  writeBackup(deps, output).catch((error: unknown) => {
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
 * one). The signature keeps forged and altered links away from the database; the link's row
 * makes it work once and remembers who asked for it.
 */
export async function createBackupLink(
  deps: Pick<BackupDeps, 'database' | 'signingSecret'>,
  principal: Principal,
  { name }: { name?: string | undefined },
) {
  const now = new Date();
  const maker = principal.email;
  const target = name ?? 'fresh';
  const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
  const link = await insertBackupLink(deps.database.db, maker, new Date(expires * 1000), now);
  const query = new URLSearchParams({
    link,
    target,
    expires: String(expires),
    signature: sign(deps.signingSecret, link, target, expires),
  });
  return { url: `/api/backup-downloads?${query}` };
}

/**
 * Checks a followed link and uses it up; answers what it downloads. A link seen before is
 * refused (410), and so is one whose maker is no longer an allowed owner: the link is worth
 * what its maker's rights are worth now, not when they asked.
 */
export async function followBackupLink(
  deps: Pick<BackupDeps, 'database' | 'signingSecret'>,
  link: BackupDownloadQuery,
) {
  const now = new Date();
  const expected = Buffer.from(sign(deps.signingSecret, link.link, link.target, link.expires));
  const given = Buffer.from(link.signature);
  const valid =
    link.expires * 1000 >= now.getTime() &&
    expected.length === given.length &&
    timingSafeEqual(expected, given);
  if (!valid) throw new AppError('forbidden', 'This download link is invalid or has expired.');
  const maker = await claimBackupLink(deps.database.db, link.link, now);
  if (maker === undefined) {
    throw new AppError(
      'link_used',
      'This download link has been used already. Start the download again from Admin.',
    );
  }
  const entry = (await listUsers(deps)).find((user) => user.email === maker);
  if (!entry?.allowed || !can(entry.role, 'users.manage')) {
    throw new AppError(
      'forbidden',
      'The account that asked for this link may no longer download backups.',
    );
  }
  return link.target;
}

function sign(secret: string, link: string, target: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`backup:${link}:${target}:${expires}`)
    .digest('base64url');
}
