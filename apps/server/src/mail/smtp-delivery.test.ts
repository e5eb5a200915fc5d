import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../test/smtp-test-server.ts';
import { mailMessages } from './schema.ts';

// Real SMTP on loopback: every message is read back from the receiver, parsed as a mail
// client would.
let smtp: SmtpTestServer;
let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  smtp = await startSmtpTestServer({ auth: { user: 'reno', pass: 'mail-secret' } });
  t = await buildTestApp({ env: smtp.env() });
  owner = await createSignedInUser(t, { role: 'owner', displayName: 'Ann Owner' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.rejectRecipients(undefined));

async function row(id: string) {
  const [found] = await t.ctx.database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.id, id));
  return found!;
}

describe('mail over SMTP', () => {
  it('delivers the test message to the signed-in owner, logging in to the server', async () => {
    expect(t.ctx.mailer.mode).toBe('smtp');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/outbox/test',
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().status).toBe('queued');
    await t.ctx.mailer.idle();

    const mail = await smtp.nextMail();
    expect(mail.envelope).toEqual({ from: 'reno@example.com', to: [owner.email] });
    expect(mail.parsed.subject).toBe('Test message from Home Renovation Tracker');
    expect(mail.parsed.from?.value).toEqual([{ address: 'reno@example.com', name: 'Renovation' }]);
    expect(mail.parsed.to).toMatchObject({ value: [{ address: owner.email, name: 'Ann Owner' }] });
    expect(mail.parsed.text).toContain('Hello Ann Owner,');
    expect(mail.parsed.text).toContain('outgoing mail works');
    expect(await row(response.json().id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
  });

  it('sends what a feature asks for: subject, recipient and body, read back', async () => {
    const sent = await t.ctx.mailer.send({
      to: { name: 'Bob Builder', address: 'bob@example.com' },
      subject: 'Price drop: Oak worktop £450.00',
      text: 'The oak worktop is now £450.00.\nTarget: £475.00.',
      html: '<p>The oak worktop is now <b>£450.00</b>.</p>',
    });
    await t.ctx.mailer.idle();
    const mail = await smtp.nextMail();
    expect(mail.envelope.to).toEqual(['bob@example.com']);
    expect(mail.parsed.subject).toBe('Price drop: Oak worktop £450.00');
    expect(mail.parsed.text).toBe('The oak worktop is now £450.00.\nTarget: £475.00.');
    expect(mail.parsed.html).toBe('<p>The oak worktop is now <b>£450.00</b>.</p>');
    expect((await row(sent.id)).status).toBe('sent');
  });

  it('never turns CR/LF in a name or subject into a header or a recipient', async () => {
    await t.ctx.mailer.send({
      to: { name: 'Eve\r\nBcc: x@y.example', address: 'eve@example.com' },
      subject: 'Kitchen\r\nBcc: x@y.example',
      text: 'Hello',
    });
    await t.ctx.mailer.idle();
    const mail = await smtp.nextMail();
    // Only the one real recipient was given to the server...
    expect(mail.envelope.to).toEqual(['eve@example.com']);
    // ...and no line of the message starts a Bcc (or any injected) header.
    expect(mail.raw).not.toMatch(/^bcc:/im);
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.subject).toBe('Kitchen Bcc: x@y.example');
    expect(mail.parsed.to).toMatchObject({
      value: [{ address: 'eve@example.com', name: 'Eve Bcc: x@y.example' }],
    });
  });

  it('keeps a message the server turns away for now (4xx) queued, and retries it later', async () => {
    smtp.rejectRecipients(451);
    const sent = await t.ctx.mailer.send({ to: 'cat@example.com', subject: 'Retry me', text: 'x' });
    await t.ctx.mailer.idle();
    const failed = await row(sent.id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed.lastError).toContain('451');
    // The first retry waits a minute.
    const waitSeconds = (failed.nextAttemptAt!.getTime() - failed.updatedAt.getTime()) / 1000;
    expect(Math.round(waitSeconds)).toBe(60);

    smtp.rejectRecipients(undefined);
    expect(await t.ctx.mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // A minute later (moved back rather than waited for), the mail-retry job delivers it.
    await t.ctx.database.db
      .update(mailMessages)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailMessages.id, sent.id));
    expect(await t.ctx.jobs.runNow('mail-retry')).toMatchObject({
      ran: true,
      counts: { sent: 1, retrying: 0, failed: 0 },
    });
    const mail = await smtp.nextMail();
    expect(mail.parsed.subject).toBe('Retry me');
    expect(await row(sent.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up at once on a permanent refusal (5xx), and after the last retry', async () => {
    smtp.rejectRecipients(550);
    const refused = await t.ctx.mailer.send({ to: 'gone@example.com', subject: 'No', text: 'x' });
    await t.ctx.mailer.idle();
    const final = await row(refused.id);
    expect(final).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(final.lastError).toContain('550');

    smtp.rejectRecipients(451);
    const tired = await t.ctx.mailer.send({ to: 'busy@example.com', subject: 'Late', text: 'x' });
    await t.ctx.mailer.idle();
    await t.ctx.database.db
      .update(mailMessages)
      .set({ attempts: 5, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailMessages.id, tired.id));
    expect(await t.ctx.mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await row(tired.id)).toMatchObject({ status: 'failed', attempts: 6 });
  });
});
