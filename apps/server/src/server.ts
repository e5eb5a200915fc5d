import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DirectoryLockedError } from './db/directory-lock.ts';
import { findReferencedKeys } from './modules/files/repository.ts';
import { resolveSigningSecret } from './modules/settings/signing-secret.ts';
import { createLocalFileStore } from './storage/local-file-store.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  await database.migrate();

  const fileStore = createLocalFileStore(path.join(config.dataDir, 'files'));
  const swept = await fileStore.sweep((keys) => findReferencedKeys(database.db, keys));
  const signingSecret = config.SIGNING_SECRET ?? (await resolveSigningSecret(database.db));

  const app = await buildApp(
    { config, database, fileStore, signingSecret },
    { logger: { level: config.LOG_LEVEL } },
  );
  if (swept.tempFilesRemoved || swept.orphansRemoved) {
    app.log.info(swept, 'removed leftover files from the file store');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Home Renovation Tracker is running on ${config.PUBLIC_URL} (database: ${database.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DirectoryLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
