import type { LiveEvent } from '@hrt/shared/schemas/live';
import type { Notification } from '@hrt/shared/schemas/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { createComponentVia } from '../expenses/test-support.ts';

/**
 * Credit accounts and personal insurance are personal finances: their feed events (with the
 * account's or policy's name) reach only the roles that may see them, in the feed, the unread
 * count and the live stream (decision 014).
 */

let t: TestApp;
let base: string;
let owner: SignedInUser;
let viewer: SignedInUser;
let manager: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createSignedInUser(t, { role: 'owner' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  manager = await createSignedInUser(t, { role: 'project_manager' });
});
afterAll(() => t.close());

/** Collects the stream's change events until aborted. */
function listen(authorization: string) {
  const controller = new AbortController();
  const changes: LiveEvent[] = [];
  const ready = fetch(`${base}/api/events`, {
    headers: { authorization },
    signal: controller.signal,
  }).then((response) => {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (block.includes('event: change') && data) changes.push(JSON.parse(data.slice(6)));
          }
        }
      } catch {
        // Aborted by the test.
      }
    })();
  });
  return { ready, changes, stop: () => controller.abort() };
}

async function until(check: () => boolean, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function addPolicy(category: 'personal' | 'contractor') {
  const body = multipart([
    { name: 'insurance_type', value: category === 'personal' ? 'Home' : 'Liability' },
    { name: 'provider', value: 'Aviva' },
    { name: 'policy_number', value: 'P-1' },
    { name: 'insurance_category', value: category },
    { name: 'contractor_name', value: 'Smith Builders' },
    { name: 'file', file: { filename: 'p.pdf', type: 'application/pdf', data: pdf } },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/insurances',
    headers: { authorization: owner.authorization, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('events about personal finances', () => {
  it('reach the finance roles only: feed, count and live stream', async () => {
    const viewerStream = listen(viewer.authorization);
    const managerStream = listen(manager.authorization);
    await Promise.all([viewerStream.ready, managerStream.ready]);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const account = await t.app.inject({
      method: 'POST',
      url: '/api/credit-accounts',
      headers: { authorization: owner.authorization },
      payload: {
        account_name: 'Secret Amex',
        account_type: 'credit_card',
        provider: 'Amex',
        owner: 'Joint',
        current_balance: 10,
        monthly_payment: 5,
        payment_due_date: 2,
      },
    });
    expect(account.statusCode, account.body).toBe(201);
    await addPolicy('personal');
    await addPolicy('contractor');
    await createComponentVia(t, owner.authorization, { name: 'Loft' });

    const feed = async (user: SignedInUser) => {
      const response = await t.app.inject({
        url: '/api/notifications',
        headers: { authorization: user.authorization },
      });
      return (response.json() as Notification[]).map(
        (n) => `${n.resource_type} ${n.resource_name}`,
      );
    };
    const unread = async (user: SignedInUser) =>
      (
        await t.app.inject({
          url: '/api/notifications/count',
          headers: { authorization: user.authorization },
        })
      ).json().count;

    expect(await feed(viewer)).toEqual(['component Loft', 'insurance Smith Builders: Liability']);
    expect(await unread(viewer)).toBe(2);
    expect(await feed(manager)).toEqual([
      'component Loft',
      'insurance Smith Builders: Liability',
      'insurance Home (Aviva)',
      'credit_account Secret Amex',
    ]);
    expect(await unread(manager)).toBe(4);

    await until(() => managerStream.changes.length === 4 && viewerStream.changes.length >= 2);
    // Every event has reached the manager's stream, so any the viewer were wrongly sent would
    // be on its way too: give them a moment. (On PostgreSQL two notifications may be delivered
    // in either order, so the order is not what is checked.)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(viewerStream.changes.map((event) => event.resource_type).sort()).toEqual([
      'component',
      'insurance',
    ]);
    expect(JSON.stringify(viewerStream.changes)).not.toContain('Secret Amex');
    expect(managerStream.changes[0]).not.toHaveProperty('audience');
    viewerStream.stop();
    managerStream.stop();
  });
});
