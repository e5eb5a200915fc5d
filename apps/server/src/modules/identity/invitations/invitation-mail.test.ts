import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test/smtp-test-server.ts';
import { contacts } from '../../contacts/schema.ts';
import { invitations } from '../schema.ts';

// A real SMTP receiver on loopback: the invitation and the owners' mails are read back as a
// mail client would.
let smtp: SmtpTestServer;
let t: TestApp;
let owner: SignedInUser;
let secondOwner: SignedInUser;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp({ env: smtp.env({ PUBLIC_URL: 'https://reno.example.org' }) });
  owner = await createSignedInUser(t, { role: 'owner', displayName: 'Ann Owner' });
  secondOwner = await createSignedInUser(t, { role: 'owner' });
  await createSignedInUser(t, { role: 'project_manager', email: 'pm@example.com' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('an invitation with a mail server', () => {
  it('is mailed with the one-time link, which the answer does not carry', async () => {
    const response = await apiAs(t, owner).call('POST', '/api/admin/invitations', {
      email: 'partner@example.co.uk',
      role: 'project_manager',
    });
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('link');
    await t.ctx.mailer.idle();

    const mail = await smtp.nextMail();
    expect(mail.envelope.to).toEqual(['partner@example.co.uk']);
    expect(mail.parsed.subject).toBe('You are invited to the Home Renovation Tracker');
    const text = mail.parsed.text ?? '';
    expect(text).toContain(
      "Ann Owner has invited you to the household's Home Renovation Tracker as Project manager.",
    );
    expect(text).toContain('The link works once, until');
    const link = /https:\/\/reno\.example\.org\/invite\?token=([\w-]+)/.exec(text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const [row] = await t.ctx.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, response.body.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/identity/invitations/accept',
      payload: { token, password: 'partner-password-1', display_name: 'Pat' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('a resend mails a new link', async () => {
    const sent = await apiAs(t, owner).ok('POST', '/api/admin/invitations', {
      email: 'builder@example.com',
      role: 'build_manager',
    });
    await t.ctx.mailer.idle();
    const first = (await smtp.nextMail()).parsed.text ?? '';
    const resent = await apiAs(t, owner).ok('POST', `/api/admin/invitations/${sent.id}/resend`);
    expect(resent).not.toHaveProperty('link');
    await t.ctx.mailer.idle();
    const second = (await smtp.nextMail()).parsed.text ?? '';
    const tokenIn = (text: string) => /invite\?token=([\w-]+)/.exec(text)?.[1];
    expect(tokenIn(second)).toBeTruthy();
    expect(tokenIn(second)).not.toBe(tokenIn(first));
    expect(second).toContain('as Build manager.');
  });

  it("tells a trade for whom it is invited: the contact's company", async () => {
    const [contact] = await t.ctx.database.db
      .insert(contacts)
      .values({ name: 'Tess Tiler', company: 'Tidy Tiles Ltd', trade: 'Tiler' })
      .returning({ id: contacts.id });
    await apiAs(t, owner).ok('POST', '/api/admin/invitations', {
      email: 'tess@example.com',
      role: 'trade',
      contact_id: contact!.id,
    });
    await t.ctx.mailer.idle();
    const text = (await smtp.nextMail()).parsed.text ?? '';
    expect(text).toContain(
      "Ann Owner has invited you to the household's Home Renovation Tracker as Trade for Tidy Tiles Ltd.",
    );
  });
});

describe('access requests', () => {
  const ask = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/access-request', payload: { email } });
  const digestAt = (tick: Date) => t.ctx.jobs.runNow('access-request-digest', { tick });
  const inMinutes = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

  it('reach every owner in one digest an hour at most, no address in the subject', async () => {
    expect((await ask('stranger@example.com')).statusCode).toBe(202);
    await t.ctx.mailer.idle();
    // Nothing per request.
    expect(smtp.received).toEqual([]);

    const first = new Date();
    expect(await digestAt(first)).toMatchObject({ outcome: 'succeeded', counts: { sent: 2 } });
    await t.ctx.mailer.idle();
    const mails = [await smtp.nextMail(), await smtp.nextMail()];
    expect(mails.flatMap((mail) => mail.envelope.to).sort()).toEqual(
      [owner.email, secondOwner.email].sort(),
    );
    for (const mail of mails) {
      expect(mail.parsed.subject).toBe(
        'Access requests are waiting in the Home Renovation Tracker',
      );
      expect(mail.parsed.text?.trimEnd()).toBe(
        [
          '1 person has asked for access to your Home Renovation Tracker:',
          '',
          '  stranger@example.com',
          '',
          'Approve with a role (and send an invitation) or decline under Pending access requests in Admin: https://reno.example.org/admin',
          '',
          'You get this mail at most once an hour, when someone new has asked.',
        ].join('\n'),
      );
    }

    // Within the hour: new requests and repeats wait for the next digest.
    expect((await ask('second@example.com')).statusCode).toBe(202);
    expect((await ask('stranger@example.com')).statusCode).toBe(202);
    expect(await digestAt(inMinutes(first, 55))).toMatchObject({ counts: { sent: 0 } });
    await t.ctx.mailer.idle();
    expect(smtp.received).toEqual([]);

    expect(await digestAt(inMinutes(first, 60))).toMatchObject({ counts: { sent: 2 } });
    await t.ctx.mailer.idle();
    const next = [await smtp.nextMail(), await smtp.nextMail()];
    for (const mail of next) {
      expect(mail.parsed.text).toContain(
        '2 people have asked for access to your Home Renovation Tracker:\n\n  second@example.com\n  stranger@example.com\n',
      );
    }

    // An hour on, with nobody new: no mail.
    expect(await digestAt(inMinutes(first, 125))).toMatchObject({ counts: { sent: 0 } });
    await t.ctx.mailer.idle();
    expect(smtp.received).toEqual([]);
  });
});
