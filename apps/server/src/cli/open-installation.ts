import { type Config, ConfigError } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { DirectoryLockedError } from '../db/directory-lock.ts';
import { openConfiguredDatabase } from '../db/open-configured-database.ts';
import { BackupError } from '../modules/backup/backup-error.ts';
import { openFileStore } from '../storage/create-file-store.ts';
import type { FileStore } from '../storage/file-store.ts';

export interface Installation {
  config: Config;
  database: DatabaseHandle;
  fileStore: FileStore;
}

/** The database and file store the configuration names, as the server would open them. */
export async function openInstallation(): Promise<Installation> {
  const { config, database } = await openConfiguredDatabase();
  return { config, database, fileStore: await openFileStore(config) };
}

/** Prints an error the way a person can act on it, and exits with 1. */
export function fail(error: unknown): never {
  if (error instanceof DirectoryLockedError) {
    console.error(
      `\n${error.message}\nThe embedded database is open in the running server. Download a backup from the Admin page while it runs (or GET /api/admin/backup), or stop the server and run this again.\n`,
    );
  } else if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
}

/** Ctrl-C and SIGTERM end the command through process.exit, so its exit handlers clean up. */
export function exitOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopped; nothing partial is kept.`);
      process.exit(130);
    });
  }
}
