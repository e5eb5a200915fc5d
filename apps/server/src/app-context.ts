import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createSmtpTransport, type MailTransport } from './mail/smtp-transport.ts';
import { createFileStore } from './storage/create-file-store.ts';
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
  /** HMAC key for signed download links; the same on every instance. */
  signingSecret: string;
  /**
   * What goes with a deleted component beyond the foreign keys' cascades (a document's stored
   * file). Empty until buildApp hands in the list (component-parts.ts), like the jobs.
   */
  componentPartRemovers: ComponentPartRemover[];
}

/**
 * Removes what a module keeps under a component, inside the transaction that deletes the
 * component, and returns the storage keys to delete once that transaction has committed.
 */
export type ComponentPartRemover = (tx: Database, componentId: string) => Promise<string[]>;

/** The seams made from the configuration; tests may hand in their own store or transport. */
export function createAppContext(options: {
  config: Config;
  database: DatabaseHandle;
  signingSecret: string;
  fileStore?: FileStore;
  mailTransport?: MailTransport;
}): AppContext {
  const { config, database } = options;
  const transport =
    options.mailTransport ?? (config.smtp ? createSmtpTransport(config.smtp) : undefined);
  const mailer = createMailer(database.db, transport);
  const jobs = createJobRunner(database);
  const fileStore = options.fileStore ?? createFileStore(config);
  return {
    config,
    database,
    fileStore,
    mailer,
    jobs,
    signingSecret: options.signingSecret,
    componentPartRemovers: [],
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
