// npm run backup -- <file>: one archive of every row and stored file (decision 025).
import fs from 'node:fs';
import path from 'node:path';
import { removeAbandonedPartials, writeArchiveFile } from '../modules/backup/archive-files.ts';
import { BackupError } from '../modules/backup/backup-error.ts';
import { exitOnSignals, fail, openInstallation } from './open-installation.ts';
import { endProgress, progressBar } from './progress-bar.ts';

async function main() {
  const [file] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run backup -- <file.tar>');
    process.exit(2);
  }
  const target = path.resolve(file);
  if (fs.existsSync(target)) {
    throw new BackupError('not-empty', `${target} exists already. Choose another file name.`);
  }
  exitOnSignals();
  const installation = await openInstallation();
  try {
    await removeAbandonedPartials(path.dirname(target));
    const started = Date.now();
    const manifest = await writeArchiveFile(installation, target, progressBar('Backing up'));
    endProgress();
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    const size = fs.statSync(target).size;
    console.log(
      `Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.files.length} files (schema ${manifest.migration.tag}) to ${target}: ${(size / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await installation.database.close();
  }
}

main().catch(fail);
