import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../mail/schema.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

// No SMTP configured: every message waits in the outbox, which only the owner reads.
let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner', displayName: 'Olive' });
});
afterAll(() => t.close());

const storedMessages = async () =>
  (await t.ctx.database.db.select({ n: count() }).from(mailMessages))[0]!.n;

describe('the outbox (no SMTP configured)', () => {
  it('keeps the owner test message and lists it, newest first, page by page', async () => {
    expect(t.ctx.mailer.mode).toBe('outbox');
    const first = await t.ctx.mailer.send({ to: 'pm@example.com', subject: 'First', text: 'one' });
    expect(first.status).toBe('outbox');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/outbox/test',
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ id: expect.any(String), status: 'outbox' });

    const page = await t.app.inject({
      url: '/api/admin/outbox?limit=1',
      headers: { authorization: owner.authorization },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      mode: 'outbox',
      total: 2,
      items: [
        {
          id: response.json().id,
          to: owner.email,
          to_name: 'Olive',
          subject: 'Test message from Home Renovation Tracker',
          status: 'outbox',
          attempts: 0,
          last_error: null,
          next_attempt_at: null,
          sent_at: null,
        },
      ],
    });
    expect(page.json().items[0].text).toContain('waits in the outbox under Admin');
    const second = await t.app.inject({
      url: '/api/admin/outbox?limit=1&offset=1',
      headers: { authorization: owner.authorization },
    });
    expect(second.json().items.map((m: { subject: string }) => m.subject)).toEqual(['First']);
    // Nothing to deliver to: the retry job leaves outbox messages alone.
    expect(await t.ctx.mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('is the owner’s alone', async () => {
    const manager = await createSignedInUser(t, { role: 'project_manager' });
    const viewer = await createSignedInUser(t, { role: 'viewer' });
    const list = (authorization?: string) =>
      t.app.inject({ url: '/api/admin/outbox', headers: authorization ? { authorization } : {} });
    expect((await list(manager.authorization)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
    const before = await storedMessages();
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/admin/outbox/test',
      headers: { authorization: viewer.authorization },
    });
    expect(send.statusCode).toBe(403);
    expect(await storedMessages()).toBe(before);
  });

  it.each([
    ['an unknown status', 'status=lost'],
    ['a zero page size', 'limit=0'],
    ['a negative offset', 'offset=-1'],
  ])('answers %s with 400', async (_label, query) => {
    const response = await t.app.inject({
      url: `/api/admin/outbox?${query}`,
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('refuses a message that can never be sent, and stores nothing', async () => {
    const before = await storedMessages();
    await expect(
      t.ctx.mailer.send({ to: 'not an address\r\nBcc: x@y', subject: 'Hi', text: 'x' }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(
      t.ctx.mailer.send({ to: 'ok@example.com', subject: '\r\n', text: 'x' }),
    ).rejects.toMatchObject({ code: 'validation_failed', message: 'A message needs a subject.' });
    expect(await storedMessages()).toBe(before);
  });
});
