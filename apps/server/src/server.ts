import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DirectoryLockedError } from './db/directory-lock.ts';
import { findReferencedKeys } from './modules/files/repository.ts';
import { bootstrapOwner, prepareSetupLink } from './modules/identity/owner-setup.ts';
import { resolveSigningSecret } from './modules/settings/signing-secret.ts';
import { createLocalFileStore } from './storage/local-file-store.ts';

async function main() {
  // An optional .env beside the process's working directory; real variables win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
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

  // Before listening, so a headless owner can sign in as soon as the port answers.
  await announceOwnerSetup(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Home Renovation Tracker is running on ${config.PUBLIC_URL} (database: ${database.kind})`,
  );
}

/** First run: OWNER_EMAIL/OWNER_PASSWORD make the owner; otherwise print a one-time link. */
async function announceOwnerSetup(app: Awaited<ReturnType<typeof buildApp>>) {
  const { config, database } = app.ctx;
  if (config.OWNER_EMAIL && config.OWNER_PASSWORD) {
    const result = await bootstrapOwner(
      database.db,
      app.identity,
      config.OWNER_EMAIL,
      config.OWNER_PASSWORD,
    );
    app.log.info(`Owner account ${config.OWNER_EMAIL}: ${result}`);
    return;
  }
  const link = await prepareSetupLink(database.db, config.PUBLIC_URL);
  if (link) {
    // Printed plainly as well, so it is visible whatever the log level or format.
    console.log(`\nNo owner account yet. Open this one-time link to create it:\n  ${link}\n`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof DirectoryLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
