import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../../mail/schema.ts';
import { apiAs } from '../../../test/api-as.ts';
import {
  createSignedInUser,
  refreshCookieOf,
  type SignedInUser,
  signIn,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { allowlistEntries, invitations } from '../schema.ts';

// No SMTP server here: the owner gets each link in the answer, once.
let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://reno.example.org' } });
  owner = await createSignedInUser(t, { role: 'owner', displayName: 'Ann Owner' });
});
afterAll(() => t.close());

const asOwner = () => apiAs(t, owner);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HOUR = 60 * 60 * 1000;

async function invite(email: string, role = 'project_manager') {
  const body = await asOwner().ok('POST', '/api/admin/invitations', { email, role });
  return { ...body, token: tokenOf(body.link) } as { id: string; link: string; token: string };
}

let caller = 0;
/** Each from an address of its own: the route's rate limit (10 a minute) is not under test. */
const accept = (token: string, password = 'partner-password-1', display_name = 'Pat Partner') =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/invitations/accept',
    payload: { token, password, display_name },
    remoteAddress: `10.0.0.${++caller}`,
  });

async function rowOf(id: string) {
  const [row] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, id));
  return row!;
}

async function expectGone(token: string, words: string) {
  const response = await accept(token);
  expect(response.statusCode, response.body).toBe(410);
  expect(response.json().code).toBe('invitation_gone');
  expect(response.json().detail).toContain(words);
}

describe('POST /api/admin/invitations without a mail server', () => {
  it('answers the link once, allowlists the role, and stores only the hash of the token', async () => {
    const before = Date.now();
    const response = await asOwner().call('POST', '/api/admin/invitations', {
      email: 'Partner@Example.co.uk',
      role: 'project_manager',
    });
    expect(response.status).toBe(201);
    const body = response.body;
    expect(body).toMatchObject({
      email: 'partner@example.co.uk',
      role: 'project_manager',
      status: 'pending',
      invited_by: owner.email,
    });
    expect(body.link).toMatch(/^https:\/\/reno\.example\.org\/invite\?token=[\w-]{43}$/);
    const expires = new Date(body.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 48 * HOUR - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 48 * HOUR + 1000);

    const token = tokenOf(body.link);
    const row = await rowOf(body.id);
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // Nor is it kept in the outbox, as a mail's text.
    const mails = await t.ctx.database.db.select().from(mailMessages);
    expect(JSON.stringify(mails)).not.toContain(token);
    const [entry] = await t.ctx.database.db
      .select()
      .from(allowlistEntries)
      .where(eq(allowlistEntries.email, 'partner@example.co.uk'));
    expect(entry).toMatchObject({ role: 'project_manager', allowed: true });

    // The list never shows the link again.
    const list = await asOwner().ok('GET', '/api/admin/invitations');
    const listed = list.find((item: { id: string }) => item.id === body.id);
    expect(listed).toMatchObject({ email: 'partner@example.co.uk', status: 'pending' });
    expect(listed).not.toHaveProperty('link');
  });

  it('refuses an e-mail that has an account already (409)', async () => {
    const response = await asOwner().call('POST', '/api/admin/invitations', {
      email: owner.email,
      role: 'viewer',
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('conflict');
    expect(response.body.detail).toBe(`${owner.email} already has an account: they can sign in.`);
  });

  it('replaces the open invitation of the same e-mail', async () => {
    const first = await invite('twice@example.com');
    const second = await invite('twice@example.com', 'viewer');
    const list = await asOwner().ok('GET', '/api/admin/invitations');
    const ids = list.map((item: { id: string }) => item.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
    await expectGone(first.token, 'withdrawn');
  });
});

describe('POST /api/identity/invitations/accept', () => {
  it('signs the person in as sign-in answers, with the role of the invitation', async () => {
    const sent = await invite('pat@example.com');
    const response = await accept(sent.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['expiresIn', 'idToken']);
    expect(response.json().expiresIn).toBe(3600);
    expect(refreshCookieOf(response)).toBeTruthy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${response.json().idToken}` },
    });
    expect(me.json()).toEqual({
      email: 'pat@example.com',
      displayName: 'Pat Partner',
      role: 'project_manager',
      contact_id: null,
    });
    // Their own password works from now on.
    expect((await signIn(t, 'pat@example.com', 'partner-password-1')).idToken).toBeTruthy();
    expect((await rowOf(sent.id)).acceptedAt).toBeInstanceOf(Date);
    const list = await asOwner().ok('GET', '/api/admin/invitations');
    expect(list.map((item: { id: string }) => item.id)).not.toContain(sent.id);

    // The link works once.
    await expectGone(sent.token, 'already been used');
  });

  it('answers 410 for a revoked link, and revoking twice is refused', async () => {
    const sent = await invite('revoked@example.com');
    const revoked = await asOwner().call('DELETE', `/api/admin/invitations/${sent.id}`);
    expect(revoked.status).toBe(204);
    expect((await rowOf(sent.id)).revokedAt).toBeInstanceOf(Date);
    await expectGone(sent.token, 'This invitation was withdrawn. Ask the owner for a new one.');
    const again = await asOwner().call('DELETE', `/api/admin/invitations/${sent.id}`);
    expect(again.status).toBe(410);
    // The allowlist entry stays: removing access is the allowlist's job.
    const users = await asOwner().ok('GET', '/api/admin/users');
    expect(users.map((user: { email: string }) => user.email)).toContain('revoked@example.com');
  });

  it('answers 410 for an expired link; a resend gives a new one and the old stops', async () => {
    const sent = await invite('late@example.com', 'build_manager');
    await t.ctx.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, sent.id));
    await expectGone(sent.token, 'This invitation has expired: links work for 48 hours.');
    const list = await asOwner().ok('GET', '/api/admin/invitations');
    expect(list.find((item: { id: string }) => item.id === sent.id).status).toBe('expired');

    const resent = await asOwner().ok('POST', `/api/admin/invitations/${sent.id}/resend`);
    expect(resent).toMatchObject({ id: sent.id, status: 'pending' });
    const newToken = tokenOf(resent.link);
    expect(newToken).not.toBe(sent.token);
    expect((await rowOf(sent.id)).tokenHash).toBe(sha256(newToken));
    await expectGone(sent.token, 'not valid');
    expect((await accept(newToken)).statusCode).toBe(200);
  });

  it('a resend of a pending invitation stops its old link at once', async () => {
    const sent = await invite('resend@example.com');
    const resent = await asOwner().ok('POST', `/api/admin/invitations/${sent.id}/resend`);
    await expectGone(sent.token, 'replaced by a newer one');
    expect((await accept(tokenOf(resent.link))).statusCode).toBe(200);
    const late = await asOwner().call('POST', `/api/admin/invitations/${sent.id}/resend`);
    expect(late.status).toBe(410);
  });

  it('refuses a link whose allowlist entry was removed, and a weak password, storing nothing', async () => {
    const sent = await invite('removed@example.com');
    const weak = await accept(sent.token, 'short');
    expect(weak.statusCode).toBe(400);
    expect((await rowOf(sent.id)).acceptedAt).toBeNull();
    await asOwner().ok('DELETE', '/api/admin/users/removed@example.com');
    await expectGone(sent.token, 'taken away access');
    expect((await rowOf(sent.id)).acceptedAt).toBeNull();
  });

  it('refuses an unknown id (404)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await asOwner().call('DELETE', `/api/admin/invitations/${id}`)).status).toBe(404);
    expect((await asOwner().call('POST', `/api/admin/invitations/${id}/resend`)).status).toBe(404);
  });
});

describe('who may invite', () => {
  it('only users.manage: a project manager gets 403, a stranger 401', async () => {
    const sent = await invite('someone@example.com');
    const manager = apiAs(t, await createSignedInUser(t, { role: 'project_manager' }));
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/admin/invitations', { email: 'x@example.com', role: 'viewer' }],
      ['GET', '/api/admin/invitations'],
      ['DELETE', `/api/admin/invitations/${sent.id}`],
      ['POST', `/api/admin/invitations/${sent.id}/resend`],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await manager.call(method, url, payload);
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.body.code).toBe('forbidden');
      const anonymous = await t.app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await rowOf(sent.id)).revokedAt).toBeNull();
  });
});
