import type { OutboxPage, OutboxQuery, SentMail } from '@hrt/shared/schemas/mail';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import { listMessages } from '../../mail/mail-repository.ts';
import { toMailMessage } from './presenter.ts';

/** What the outbox's services use of the app context. */
export type OutboxDeps = Pick<AppContext, 'config' | 'database' | 'mailer'>;

export async function listOutbox(
  deps: Pick<OutboxDeps, 'database' | 'mailer'>,
  _principal: Principal,
  query: OutboxQuery,
): Promise<OutboxPage> {
  const { rows, total } = await listMessages(deps.database.db, query);
  return { mode: deps.mailer.mode, total, items: rows.map(toMailMessage) };
}

/** A message to the owner, to see that mail works (or, without SMTP, how the outbox looks). */
export async function sendTestMessage(
  deps: Pick<OutboxDeps, 'config' | 'mailer'>,
  principal: Principal,
): Promise<SentMail> {
  return deps.mailer.send(
    {
      to: { name: principal.displayName ?? undefined, address: principal.email },
      subject: 'Test message from Home Renovation Tracker',
      text: [
        `Hello${principal.displayName ? ` ${principal.displayName}` : ''},`,
        '',
        `This test message was sent from ${deps.config.PUBLIC_URL} at ${new Date().toISOString()}.`,
        deps.mailer.mode === 'smtp'
          ? 'If you are reading it in your mailbox, outgoing mail works.'
          : 'No SMTP server is configured, so it waits in the outbox under Admin.',
      ].join('\n'),
    },
    { createdBy: principal.email },
  );
}
