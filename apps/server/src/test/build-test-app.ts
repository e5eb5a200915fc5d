import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type AppContext, createAppContext } from '../app-context.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openFileStore } from '../storage/create-file-store.ts';
import type { FileStore } from '../storage/file-store.ts';
import { createLocalFileStore } from '../storage/local-file-store.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  filesDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and a temp file store. `prepare` may add routes before
 * the app is made ready (used to exercise shared plumbing such as uploads).
 */
export async function buildTestApp(
  options: BuildAppOptions & {
    env?: Record<string, string>;
    prepare?: (app: TestApp['app']) => void | Promise<void>;
    /** Another instance on an existing database (it stays open when this app closes). */
    database?: DatabaseHandle;
    /** Another store than the temp local directory (e.g. an S3 bucket on loopback). */
    fileStore?: FileStore;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-test-'));
  const filesDir = path.join(dataDir, 'files');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const sharedDatabase = options.database;
  const database = sharedDatabase ?? (await openTestDatabase());
  const ctx = createAppContext({
    config,
    database,
    // STORAGE=s3 in `env` makes the real adapter from the configuration.
    fileStore:
      options.fileStore ??
      (config.s3 ? await openFileStore(config) : createLocalFileStore(filesDir)),
    signingSecret: 'test-signing-secret-that-is-long-enough-123',
  });
  const app = await buildApp(ctx, options);
  await options.prepare?.(app);
  await app.ready();
  return {
    app,
    ctx,
    filesDir,
    async close() {
      await app.close();
      if (!sharedDatabase) await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
