import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { type AppContext, createAppContext } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { buildComponents } from '../src/modules/build-components/schema.ts';
import { createLocalFileStore } from '../src/storage/local-file-store.ts';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');

export interface BenchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  /** Closes the app and the database and removes the scratch data directory. */
  close(): Promise<void>;
}

/**
 * The app as production builds it, on a migrated `database` and a scratch data directory, not
 * yet listening (a bench may add routes first).
 */
export async function startBenchApp(database: DatabaseHandle): Promise<BenchApp> {
  const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'hrt-bench-'));
  await database.migrate();
  const ctx = createAppContext({
    config: loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR,
      // The reading process lets its OCR engine go after this idle time (default 300 s).
      EXTRACTION_IDLE_SECONDS: process.env.EXTRACTION_IDLE_SECONDS ?? '300',
    }),
    database,
    fileStore: createLocalFileStore(path.join(dataDir, 'files')),
    signingSecret: randomBytes(32).toString('hex'),
  });
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await database.close();
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The overview's yardstick: a trivial authenticated 20-row select, registered only in benches. */
export function registerBaselineRoute({ app, ctx }: Pick<BenchApp, 'app' | 'ctx'>): void {
  app.get('/api/bench/baseline', { config: { access: 'project.read' } }, async () =>
    ctx.database.db
      .select({ id: buildComponents.id, name: buildComponents.name })
      .from(buildComponents)
      .limit(20),
  );
}
