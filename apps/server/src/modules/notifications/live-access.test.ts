import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * Decision 020: an open live-update stream does not keep its role after the user's allowlist
 * entry changes. Revoking, demoting or removing a user ends their streams at once (the client
 * reconnects with what it may now see), and leaves everyone else's open.
 */

let t: TestApp;
let base: string;
let owner: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createSignedInUser(t, { role: 'owner' });
});
afterAll(() => t.close());

/** A real streaming client over HTTP; `ended` resolves when the server closes the stream. */
async function openStream(authorization: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { authorization },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  let closed = false;
  const ended = (async () => {
    try {
      for await (const _chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        // Frames are not looked at here: only whether the stream stays open.
      }
    } catch {
      // Aborted by the test.
    }
    closed = true;
  })();
  return {
    isClosed: () => closed,
    /** Resolves true when the stream ends within `ms`, false when it is still open. */
    async endsWithin(ms: number) {
      const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
      return Promise.race([ended.then(() => true as const), timeout]);
    },
    close: () => controller.abort(),
  };
}

const setEntry = async (email: string, role: string, allowed = true) => {
  const query = new URLSearchParams({ email, role, allowed: String(allowed) });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users?${query}`,
    headers: { authorization: owner.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('live-update streams follow allowlist changes', () => {
  it('a demotion ends that user’s stream within 2 s; the reconnect has the new role', async () => {
    const manager = await createSignedInUser(t, { role: 'project_manager' });
    const bystander = await createSignedInUser(t, { role: 'viewer' });
    const stream = await openStream(manager.authorization);
    const other = await openStream(bystander.authorization);
    try {
      // Still open before the change: the end below is caused by it.
      expect(await stream.endsWithin(300)).toBe(false);
      await setEntry(manager.email, 'viewer');
      expect(await stream.endsWithin(2000)).toBe(true);
      expect(other.isClosed()).toBe(false);
      // The client reconnects with the same token and now reads as a viewer.
      const again = await openStream(manager.authorization);
      const me = await t.app.inject({
        url: '/api/auth/me',
        headers: { authorization: manager.authorization },
      });
      expect(me.json().role).toBe('viewer');
      again.close();
    } finally {
      stream.close();
      other.close();
    }
  });

  it('a revocation ends the stream within 2 s, and a new one is refused', async () => {
    const member = await createSignedInUser(t, { role: 'build_manager' });
    const stream = await openStream(member.authorization);
    try {
      expect(await stream.endsWithin(300)).toBe(false);
      await setEntry(member.email, 'build_manager', false);
      expect(await stream.endsWithin(2000)).toBe(true);
      const refused = await fetch(`${base}/api/events`, {
        headers: { authorization: member.authorization },
      });
      expect(refused.status).toBe(403);
      await refused.body?.cancel();
    } finally {
      stream.close();
    }
  });

  it('removal from the allowlist ends the stream within 2 s', async () => {
    const member = await createSignedInUser(t, { role: 'interior_designer' });
    const stream = await openStream(member.authorization);
    try {
      expect(await stream.endsWithin(300)).toBe(false);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${encodeURIComponent(member.email)}`,
        headers: { authorization: owner.authorization },
      });
      expect(removed.statusCode).toBe(204);
      expect(await stream.endsWithin(2000)).toBe(true);
    } finally {
      stream.close();
    }
  });
});
