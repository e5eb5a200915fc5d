import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../jobs/job-runner.ts';
import { jobRuns } from '../../jobs/schema.ts';
import { listUsers } from '../identity/allowlist/allowlist-service.ts';
import {
  pruneArchives,
  removeAbandonedPartials,
  scheduledArchiveName,
  writeArchiveFile,
} from './archive-files.ts';

export const NIGHTLY_BACKUP_JOB = 'nightly-backup';

export type BackupSeams = Pick<AppContext, 'config' | 'database' | 'fileStore' | 'mailer'>;

/** 02:30 UTC: after midnight in the UK all year, before the 03:30 job-runs clean-up. */
export function nightlyBackupJob(seams: BackupSeams): JobDefinition {
  return {
    name: NIGHTLY_BACKUP_JOB,
    schedule: '30 2 * * *',
    run: async ({ tick }) => {
      try {
        return await writeNightlyBackup(seams, tick);
      } catch (error) {
        await notifyOwners(seams, error).catch((mailError: unknown) => {
          console.error('Nightly backup: could not tell the owner it failed', mailError);
        });
        throw error;
      }
    },
  };
}

/** One archive into BACKUP_DIR, then only the newest BACKUP_KEEP are kept. */
export async function writeNightlyBackup(seams: BackupSeams, at: Date) {
  const dir = seams.config.backupDir;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const abandoned = await removeAbandonedPartials(dir);
  const manifest = await writeArchiveFile(seams, path.join(dir, scheduledArchiveName(at)));
  const pruned = await pruneArchives(dir, seams.config.BACKUP_KEEP);
  return { files: manifest.files.length, pruned, abandoned };
}

async function notifyOwners(seams: BackupSeams, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  const owners = (await listUsers(seams)).filter((user) => user.role === 'owner' && user.allowed);
  const link = new URL('/admin', seams.config.PUBLIC_URL).toString();
  for (const owner of owners) {
    await seams.mailer.send({
      to: owner.email,
      subject: 'The nightly backup failed',
      text: [
        `Last night's backup could not be written: ${reason}`,
        '',
        `The archives kept so far are still in ${seams.config.backupDir}. The Admin page shows them and this failure:`,
        link,
      ].join('\n'),
    });
  }
}

/** The latest finished nightly run if it failed: a later success clears the warning. */
export async function lastBackupFailure(
  seams: Pick<AppContext, 'database'>,
): Promise<{ at: string; error: string } | null> {
  const [latest] = await seams.database.db
    .select({ outcome: jobRuns.outcome, finishedAt: jobRuns.finishedAt, error: jobRuns.error })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, NIGHTLY_BACKUP_JOB), ne(jobRuns.outcome, 'running')))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  if (latest?.outcome !== 'failed') return null;
  return {
    at: (latest.finishedAt ?? new Date()).toISOString(),
    error: latest.error ?? 'unknown error',
  };
}
