import fs from 'node:fs';
import path from 'node:path';
import { type Config, loadConfig } from '../config.ts';
import { makePrivateDirectory } from '../storage/private-directory.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

/**
 * Loads the configuration and opens the database it names, the same way for the server and
 * for the backup commands. The data directory holds the database, uploads and secrets (and
 * archives hold every secret the app keeps): only this user may read anything created from
 * here on (directories 0700, files 0600), whatever the shell's umask.
 */
export async function openConfiguredDatabase(
  options: {
    /** Runs on the configuration before the data directory is made (the demo's clean start). */
    prepare?: (config: Config) => void;
  } = {},
): Promise<{ config: Config; database: DatabaseHandle }> {
  process.umask(0o077);
  // An optional .env beside the process's working directory; real variables win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  options.prepare?.(config);
  makePrivateDirectory(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  return { config, database };
}
