import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { PreparedMessage } from './mail-message.ts';
import { mailMessages, type mailStatuses } from './schema.ts';

export type MailStatus = (typeof mailStatuses)[number];
export type MailMessageRow = typeof mailMessages.$inferSelect;

export async function insertMessage(
  db: Database,
  message: PreparedMessage,
  status: 'outbox' | 'queued',
  createdBy: string | null,
): Promise<MailMessageRow> {
  const [row] = await db
    .insert(mailMessages)
    .values({
      toAddress: message.to.address,
      toName: message.to.name ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      status,
      // Due at once; the claim below moves it on before anyone tries it.
      nextAttemptAt: status === 'queued' ? sql`now()` : null,
      createdBy,
    })
    .returning();
  return row!;
}

/**
 * Takes a due, queued message for one delivery attempt: counts the attempt and moves its next
 * attempt time to `retryInSeconds` from now in the same statement, so no other instance (or
 * retry run) takes it while this attempt is under way. Undefined when it is not due.
 */
export async function claimMessage(
  db: Database,
  id: string,
  retryInSeconds: (attempt: number) => number,
): Promise<MailMessageRow | undefined> {
  const [current] = await db
    .select({ attempts: mailMessages.attempts })
    .from(mailMessages)
    .where(eq(mailMessages.id, id));
  if (!current) return undefined;
  const attempt = current.attempts + 1;
  const [row] = await db
    .update(mailMessages)
    .set({
      attempts: attempt,
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds(attempt)})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(mailMessages.id, id),
        // Unchanged since it was read: a concurrent claim made it attempts + 1 already.
        eq(mailMessages.attempts, current.attempts),
        eq(mailMessages.status, 'queued'),
        lte(mailMessages.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function markSent(db: Database, id: string) {
  await db
    .update(mailMessages)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      nextAttemptAt: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(eq(mailMessages.id, id));
}

/** Records a failed attempt; `final` gives up (no further retries). */
export async function markAttemptFailed(db: Database, id: string, error: string, final: boolean) {
  await db
    .update(mailMessages)
    .set({
      lastError: error,
      updatedAt: sql`now()`,
      ...(final ? { status: 'failed' as const, nextAttemptAt: null } : {}),
    })
    .where(eq(mailMessages.id, id));
}

/** Queued messages whose next attempt is due, oldest first. */
export async function findDueMessageIds(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.status, 'queued'), lte(mailMessages.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailMessages.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Newest first, for the owner's outbox page. */
export async function listMessages(
  db: Database,
  options: { status?: MailStatus | undefined; limit: number; offset: number },
) {
  const where: SQL | undefined = options.status
    ? eq(mailMessages.status, options.status)
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(mailMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
