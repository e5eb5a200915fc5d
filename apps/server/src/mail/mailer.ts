import type { Database } from '../db/client.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { type OutgoingMail, prepareMessage } from './mail-message.ts';
import {
  claimMessage,
  findDueMessageIds,
  insertMessage,
  type MailStatus,
  markAttemptFailed,
  markSent,
} from './mail-repository.ts';
import type { MailTransport } from './smtp-transport.ts';

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the message has failed. */
const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60, 6 * 60 * 60];
const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

export interface Mailer {
  /** 'smtp' delivers; 'outbox' keeps every message for the owner to read in the app. */
  readonly mode: 'smtp' | 'outbox';
  /**
   * Records the message and, with SMTP, starts delivering it without waiting: the request
   * that sent it never fails or stalls because the mail server does. Throws only for a
   * message that can never be sent (no valid address, no subject).
   */
  send(mail: OutgoingMail, options?: { createdBy?: string }): Promise<SentMail>;
  /** Tries every queued message that is due (the mail-retry job). */
  deliverDue(limit?: number): Promise<DeliveryCounts>;
  /** Resolves once the deliveries started by `send` have finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface SentMail {
  id: string;
  status: MailStatus;
}

interface DeliveryCounts {
  sent: number;
  retrying: number;
  failed: number;
  [key: string]: number;
}

export function createMailer(
  db: Database,
  transport: MailTransport | undefined,
  metrics: Pick<Metrics, 'mails'>,
): Mailer {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  /** One attempt at one message; never throws (the outcome is in the row). */
  async function attempt(id: string): Promise<'sent' | 'retrying' | 'failed' | 'skipped'> {
    if (!transport) return 'skipped';
    const message = await claimMessage(db, id, (n) => RETRY_DELAYS_SECONDS[n - 1] ?? 0);
    if (!message) return 'skipped';
    try {
      await transport.deliver({
        to: { name: message.toName ?? undefined, address: message.toAddress },
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
      });
      await markSent(db, id);
      metrics.mails.inc({ outcome: 'sent' });
      return 'sent';
    } catch (error) {
      const final = message.attempts >= MAX_ATTEMPTS || isPermanent(error);
      await markAttemptFailed(db, id, describeError(error), final);
      metrics.mails.inc({ outcome: final ? 'failed' : 'retrying' });
      return final ? 'failed' : 'retrying';
    }
  }

  const idle = async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };

  const track = <T>(work: Promise<T>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  return {
    mode: transport ? 'smtp' : 'outbox',

    async send(mail, options = {}) {
      const prepared = prepareMessage(mail);
      const status = transport ? 'queued' : 'outbox';
      const row = await insertMessage(db, prepared, status, options.createdBy ?? null);
      if (!transport) metrics.mails.inc({ outcome: 'outbox' });
      if (transport && !closed) {
        // Not awaited: a slow or refusing server must not hold the request. A failure here
        // (even the database) leaves the row queued, and the retry job tries again.
        track(attempt(row.id).catch(() => 'skipped'));
      }
      return { id: row.id, status };
    },

    async deliverDue(limit = 20) {
      const counts: DeliveryCounts = { sent: 0, retrying: 0, failed: 0 };
      if (!transport) return counts;
      for (const id of await findDueMessageIds(db, limit)) {
        const outcome = await track(attempt(id));
        if (outcome !== 'skipped') counts[outcome]++;
      }
      return counts;
    },

    idle,

    async close() {
      closed = true;
      await idle();
      transport?.close();
    },
  };
}

/** SMTP 5xx answers are final (no such mailbox, refused); network trouble and 4xx are not. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describeError(error: unknown): string {
  const { message, code } = error as { message?: string; code?: string };
  const text = [code, message].filter(Boolean).join(': ') || String(error);
  return text.slice(0, 500);
}
