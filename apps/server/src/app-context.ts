import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createSmtpTransport, type MailTransport } from './mail/smtp-transport.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import type { FileStore } from './storage/file-store.ts';

/** What every module needs from the outside world, built once by server.ts or the tests. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  fileStore: FileStore;
  /** Outgoing mail: SMTP, or the outbox the owner reads when no SMTP server is configured. */
  mailer: Mailer;
  /**
   * Scheduled jobs (UTC cron, one run per tick across instances). Empty until buildApp hands
   * it the features' jobs (scheduled-jobs.ts); started by server.ts only.
   */
  jobs: JobRunner;
  /**
   * The Prometheus instruments (metrics/metrics.ts) the seams and features count through;
   * GET /metrics serves them when METRICS_TOKEN is set.
   */
  metrics: Metrics;
  /** HMAC key for signed download links; the same on every instance. */
  signingSecret: string;
  /**
   * What each table's owner does when its rows go to the trash or come back (summaries,
   * balances, files beyond stored_files), by table name. Empty until buildApp hands in the
   * list (trash-hooks.ts), like the jobs.
   */
  trashHooks: Record<string, TrashHook>;
}

/**
 * A table owner's part in the trash (decision 030), given the rows as JSON (row_to_json), inside the
 * transaction that moves them.
 */
export interface TrashHook {
  /** After the rows left: take back what they added elsewhere (a component's totals). */
  afterRemove?: (tx: Database, rows: Record<string, unknown>[]) => Promise<void>;
  /** After the rows came back: add it again. */
  afterRestore?: (tx: Database, rows: Record<string, unknown>[]) => Promise<void>;
  /** The files the rows own, deleted from the store when the trash entry is purged. */
  storageKeys?: (rows: Record<string, unknown>[]) => string[];
  /**
   * Whether moving the rows, either way, changes personal finances (a payment from a credit
   * account moves its balance): then only a role that may see them may delete or restore.
   */
  movesPersonalFinances?: (rows: Record<string, unknown>[]) => boolean;
}

/** The seams made from the configuration; tests may hand in their own store or transport. */
export function createAppContext(options: {
  config: Config;
  database: DatabaseHandle;
  signingSecret: string;
  /** The store the configuration names (storage/create-file-store.ts opens it). */
  fileStore: FileStore;
  mailTransport?: MailTransport;
}): AppContext {
  const { config, database } = options;
  const transport =
    options.mailTransport ?? (config.smtp ? createSmtpTransport(config.smtp) : undefined);
  const metrics = createMetrics({
    poolStats: () => database.poolStats(),
    processMetrics: config.METRICS_TOKEN !== undefined,
  });
  const mailer = createMailer(database.db, transport, metrics);
  const jobs = createJobRunner(database, metrics);
  const { fileStore } = options;
  return {
    config,
    database,
    fileStore,
    mailer,
    jobs,
    metrics,
    signingSecret: options.signingSecret,
    trashHooks: {},
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
