// npm run restore -- <file> [--replace]: into the database and file store the configuration
// names, PGlite or PostgreSQL (decision 025).
import fs from 'node:fs/promises';
import path from 'node:path';
import { scheduledArchiveName, writeArchiveFile } from '../modules/backup/archive-files.ts';
import { restoreBackup } from '../modules/backup/restore.ts';
import { latestMigration } from '../modules/backup/schema-version.ts';
import { exitOnSignals, fail, type Installation, openInstallation } from './open-installation.ts';
import { endProgress, progressBar } from './progress-bar.ts';

async function main() {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const [file] = args.filter((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run restore -- <file.tar> [--replace]');
    process.exit(2);
  }
  exitOnSignals();
  const installation = await openInstallation();
  try {
    console.error(`Checking ${file} ...`);
    const result = await restoreBackup(path.resolve(file), installation, {
      replace,
      backupExisting: () => backUpWhatIsThere(installation),
      onProgress: progressBar('Restoring'),
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

main().catch(fail);
