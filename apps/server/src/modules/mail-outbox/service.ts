import type { OutboxPage, OutboxQuery, SentMail } from '@hrt/shared/schemas/mail';
import type { AppContext } from '../../app-context.ts';
import { listMessages } from '../../mail/mail-repository.ts';
import { toMailMessage } from './presenter.ts';

export async function listOutbox(ctx: AppContext, query: OutboxQuery): Promise<OutboxPage> {
  const { rows, total } = await listMessages(ctx.database.db, query);
  return { mode: ctx.mailer.mode, total, items: rows.map(toMailMessage) };
}

/** A message to the owner, to see that mail works (or, without SMTP, how the outbox looks). */
export async function sendTestMessage(
  ctx: AppContext,
  recipient: { email: string; displayName: string | null },
): Promise<SentMail> {
  return ctx.mailer.send(
    {
      to: { name: recipient.displayName ?? undefined, address: recipient.email },
      subject: 'Test message from Home Renovation Tracker',
      text: [
        `Hello${recipient.displayName ? ` ${recipient.displayName}` : ''},`,
        '',
        `This test message was sent from ${ctx.config.PUBLIC_URL} at ${new Date().toISOString()}.`,
        ctx.mailer.mode === 'smtp'
          ? 'If you are reading it in your mailbox, outgoing mail works.'
          : 'No SMTP server is configured, so it waits in the outbox under Admin.',
      ].join('\n'),
    },
    { createdBy: recipient.email },
  );
}
