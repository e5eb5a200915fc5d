import { buildApp } from './app.ts';
import { createAppContext } from './app-context.ts';
import { type Config, demoIgnoredWarning } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { fillDemoProject } from './demo/start-demo.ts';
import { chooseLoggerOptions } from './http/log-setup.ts';
import { bootstrapOwner, prepareSetupLink } from './modules/identity/owner-setup/owner-setup.ts';
import { resolveSigningSecret } from './modules/settings/signing-secret.ts';
import { findReferencedKeys } from './referenced-keys.ts';
import { openFileStore } from './storage/create-file-store.ts';
import { StorageUnavailableError } from './storage/file-store.ts';
import { sweepOrphanedFiles } from './storage/sweep.ts';

/**
 * The server on an open database: migrates it, builds the app, fills the demo when asked,
 * listens and starts the jobs. server.ts loads this module while the database opens.
 */
export async function serve(config: Config, database: DatabaseHandle): Promise<void> {
  await database.migrate();

  const signingSecret = config.SIGNING_SECRET ?? (await resolveSigningSecret(database.db));
  const ctx = createAppContext({
    config,
    database,
    signingSecret,
    fileStore: await openFileStore(config),
  });
  const { fileStore } = ctx;
  const app = await buildApp(ctx, {
    logger: chooseLoggerOptions(config.LOG_LEVEL, Boolean(process.stdout.isTTY)),
  });
  const storageReady = await checkFileStore(app);
  const ignoredByDemo = demoIgnoredWarning(config);
  if (ignoredByDemo) app.log.warn(ignoredByDemo);

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

  const demoAccounts = config.DEMO ? await fillDemoProject(app) : undefined;
  // Before listening, so a headless owner can sign in as soon as the port answers.
  if (!demoAccounts) await announceOwnerSetup(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  // Plainly, so it is visible whatever the log level or format.
  if (demoAccounts) console.log(demoAccounts);
  app.log.info(
    `Home Renovation Tracker is running on ${config.PUBLIC_URL} (database: ${database.kind}, storage: ${fileStore.kind}, mail: ${ctx.mailer.mode})`,
  );
  if (storageReady) void sweepFileStore(app);
  // Every instance runs the schedules; a lock and a claim per tick make each run happen once.
  ctx.jobs.start();
}

/**
 * A store that does not answer (S3 endpoint down, bucket missing) is reported loudly but does
 * not stop the server: everything without files keeps working, and /api/health says why.
 */
async function checkFileStore(app: Awaited<ReturnType<typeof buildApp>>): Promise<boolean> {
  try {
    await app.ctx.fileStore.check();
    return true;
  } catch (error) {
    const message = error instanceof StorageUnavailableError ? error.message : String(error);
    app.log.error(`File storage is unavailable: ${message}`);
    // Plainly as well, so it is seen whatever the log level or format.
    console.error(`\nFile storage is unavailable: ${message}\n`);
    return false;
  }
}

/** In the background after listening: a large bucket must not delay the start. */
async function sweepFileStore(app: Awaited<ReturnType<typeof buildApp>>) {
  const { fileStore, database } = app.ctx;
  try {
    // The embedded database's lock covers the whole data directory, files included.
    const exclusive = database.kind === 'pglite' && fileStore.kind === 'local';
    const swept = await sweepOrphanedFiles(
      fileStore,
      (keys) => findReferencedKeys(database.db, keys),
      new Date(),
      { exclusive },
    );
    app.log.info(
      swept,
      `file store sweep: removed ${swept.partialsRemoved} partial uploads left by an interrupted write, ${swept.orphansRemoved} unreferenced files older than an hour`,
    );
  } catch (error) {
    app.log.error({ err: error }, 'the file store sweep failed');
  }
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
    app.log.info(
      result === 'skipped'
        ? `OWNER_EMAIL ignored: an owner exists already (manage owners on the admin screen)`
        : `Owner account ${config.OWNER_EMAIL}: ${result}`,
    );
    return;
  }
  const link = await prepareSetupLink(database.db, config.PUBLIC_URL);
  if (link) {
    // Printed plainly as well, so it is visible whatever the log level or format.
    console.log(`\nNo owner account yet. Open this one-time link to create it:\n  ${link}\n`);
  }
}
