// npm run restore -- <file> [--replace]: into the database and file store the configuration
// names, PGlite or PostgreSQL (decision 025).
import fs from 'node:fs/promises';
import path from 'node:path';
import { scheduledArchiveName, writeArchiveFile } from '../modules/backup/archive-files.ts';
import { BackupError } from '../modules/backup/backup-error.ts';
import { restoreBackup } from '../modules/backup/restore.ts';
import { latestMigration } from '../modules/backup/schema-version.ts';
import { fail, type Installation, openInstallation } from './open-installation.ts';
import { endProgress, progressBar } from './progress-bar.ts';

async function main() {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const [file] = args.filter((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run restore -- <file.tar> [--replace]');
    process.exit(2);
  }
  const stop = stopOnSignals();
  console.error(
    'An archive is the whole installation, accounts and keys included, and its checksums catch damage, not deliberate changes: restore only an archive you made or got from someone you trust.',
  );
  const installation = await openInstallation();
  try {
    console.error(`Checking ${file} ...`);
    const result = await restoreBackup(path.resolve(file), installation, {
      replace,
      backupExisting: () => backUpWhatIsThere(installation),
      onProgress: progressBar('Restoring'),
      signal: stop.signal,
    });
    endProgress();
    const { manifest } = result;
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    if (result.previousBackup) console.log(`What was there before is in ${result.previousBackup}.`);
    console.log(
      `Restored ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.files.length} files into ${installation.database.kind} (archive schema ${manifest.migration.tag}, now ${latestMigration().tag}). Start the server.`,
    );
  } finally {
    await installation.database.close();
  }
}

/** --replace: the data that is about to go, kept first in BACKUP_DIR. */
async function backUpWhatIsThere(installation: Installation): Promise<string> {
  const dir = installation.config.backupDir;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const target = path.join(dir, scheduledArchiveName(new Date(), 'hrt-before-restore'));
  console.error(`The target holds data: backing it up to ${target} first ...`);
  await writeArchiveFile(installation, target, progressBar('Backing up'));
  endProgress();
  return target;
}

/**
 * The first Ctrl-C or SIGTERM stops the restore at its next step and undoes what it loaded;
 * a second one ends the process at once, which is safe too: the live data is only replaced
 * by a single final step, and what a restore leaves half-made is cleared by the next start.
 */
function stopOnSignals(): AbortController {
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stop.signal.aborted) {
        console.error(
          `\n${signal}: stopped at once. The installation is as it was before the restore; the next start clears what the restore left half-made.`,
        );
        process.exit(130);
      }
      endProgress();
      console.error(`\n${signal}: stopping the restore and undoing what it loaded ...`);
      stop.abort(new BackupError('interrupted', `The restore was stopped (${signal}).`));
    });
  }
  return stop;
}

main().catch((error: unknown) => {
  if (error instanceof BackupError && error.code === 'interrupted') {
    console.error(`\n${error.message}\n`);
    process.exit(130);
  }
  fail(error);
});
