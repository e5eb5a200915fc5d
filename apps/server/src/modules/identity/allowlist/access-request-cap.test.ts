import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../../mail/schema.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { accessRequests, allowlistEntries } from '../schema.ts';

// Without a mail server: the digest is read back from the outbox.
let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://reno.example.org' } });
  owner = await createSignedInUser(t, { role: 'owner' });
});
afterAll(() => t.close());

let caller = 0;
const ask = (email: string, authorization?: string) => {
  caller++;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/access-request',
    payload: { email },
    headers: authorization ? { authorization } : {},
    // An address of its own each time: the route's rate limit is not what this tests.
    remoteAddress: `10.20.${Math.floor(caller / 250)}.${caller % 250}`,
  });
};
const pendingEmails = async () =>
  (
    await t.ctx.database.db
      .select({ email: accessRequests.email })
      .from(accessRequests)
      .where(eq(accessRequests.status, 'pending'))
  )
    .map((row) => row.email)
    .sort();

describe('the pending access requests, bounded at 50', () => {
  it('keeps no 51st request from a stranger, and answers it as any other', async () => {
    const flood = Array.from(
      { length: 50 },
      (_, i) => `flood-${String(i).padStart(2, '0')}@example.com`,
    );
    for (const email of flood) {
      const answer = await ask(email);
      expect([answer.statusCode, answer.json().status]).toEqual([202, 'submitted']);
    }
    const late = await ask('late@example.com');
    expect(late.statusCode).toBe(202);
    expect(late.json()).toEqual({
      status: 'submitted',
      message: "Your request has been submitted. We'll review and get back to you.",
    });
    expect(await pendingEmails()).toEqual(flood);
  });

  it('still files a caller whose token names them', async () => {
    const person = await createSignedInUser(t, { role: 'viewer', email: 'known@example.com' });
    await t.ctx.database.db
      .delete(allowlistEntries)
      .where(eq(allowlistEntries.email, 'known@example.com'));
    const answer = await ask('ignored@example.com', person.authorization);
    expect([answer.statusCode, answer.json()]).toEqual([201, { status: 'pending' }]);
    expect(await pendingEmails()).toHaveLength(51);
    expect(await pendingEmails()).toContain('known@example.com');
  });

  it('tells the owner in one mail that the list is full', async () => {
    const run = await t.ctx.jobs.runNow('access-request-digest');
    expect(run).toMatchObject({ outcome: 'succeeded', counts: { sent: 1 } });
    const mails = await t.ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, owner.email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.status).toBe('outbox');
    expect(mail!.subject).toBe('Access requests are waiting in the Home Renovation Tracker');
    const lines = mail!.textBody.split('\n');
    expect(lines[0]).toBe('51 people have asked for access to your Home Renovation Tracker:');
    // Newest first, the signed-in caller's; 50 listed, then the one left over.
    expect(lines[2]).toBe('  known@example.com');
    expect(lines.filter((line) => line.startsWith('  '))).toHaveLength(51);
    expect(lines.slice(-6)).toEqual([
      '',
      'Approve with a role (and send an invitation) or decline under Pending access requests in Admin: https://reno.example.org/admin',
      '',
      'The list is full: new requests from people who are not signed in are not kept until you approve or decline some.',
      '',
      'You get this mail at most once an hour, when someone new has asked.',
    ]);
    expect(lines.at(-7)).toBe('  and 1 more');
  });
});
