import type { LiveEvent } from '@hrt/shared/schemas/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { TestDatabaseHandle } from '../../test/test-database.ts';
import { createComponentVia } from '../expenses/test-support.ts';

let t: TestApp;
let base: string;
let watcher: SignedInUser;
let editor: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  watcher = await createSignedInUser(t, { role: 'viewer' });
  editor = await createSignedInUser(t, { role: 'build_manager' });
});
afterAll(() => t.close());

interface Frame {
  event: string;
  id?: string;
  data: string;
}

/** A real streaming client over HTTP: reads frames as the server writes them. */
async function openStream(url: string, authorization: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const frame: Frame = { event: 'message', data: '' };
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) frame.event = line.slice(7);
              else if (line.startsWith('id: ')) frame.id = line.slice(4);
              else if (line.startsWith('data: ')) frame.data += line.slice(6);
            }
            if (frame.data) frames.push(frame);
            for (const wake of waiters.splice(0)) wake();
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by the test.
      }
    })();
  }
  return {
    response,
    frames,
    changes: () =>
      frames.filter((f) => f.event === 'change').map((f) => JSON.parse(f.data) as LiveEvent),
    /** Waits until `count` frames arrived, failing after `ms`. */
    async waitFor(count: number, ms = 2000) {
      const deadline = Date.now() + ms;
      while (frames.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Only ${frames.length} of ${count} frames in ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}

describe('live updates (server-sent events)', () => {
  it("tells a reader about another user's change within 2 seconds", async () => {
    const stream = await openStream(`${base}/api/events`, watcher.authorization);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await createComponentVia(t, editor.authorization, { name: 'Utility room' });
    await stream.waitFor(1, 2000);
    expect(stream.changes()).toEqual([
      expect.objectContaining({
        user_email: editor.email,
        action: 'created',
        resource_type: 'component',
        resource_name: 'Utility room',
      }),
    ]);
    expect(stream.frames[0]!.id).toBe(stream.changes()[0]!.id);
    stream.close();
  });

  it('replays the events missed while disconnected, in order, once each', async () => {
    const first = await openStream(`${base}/api/events`, watcher.authorization);
    await createComponentVia(t, editor.authorization, { name: 'Porch' });
    await first.waitFor(1);
    const lastSeen = first.changes()[0]!.id;
    first.close();

    await createComponentVia(t, editor.authorization, { name: 'Loft' });
    await createComponentVia(t, editor.authorization, { name: 'Cellar' });

    const resumed = await openStream(`${base}/api/events`, watcher.authorization, lastSeen);
    await resumed.waitFor(2);
    await createComponentVia(t, editor.authorization, { name: 'Garage' });
    await resumed.waitFor(3);
    expect(resumed.changes().map((event) => event.resource_name)).toEqual([
      'Loft',
      'Cellar',
      'Garage',
    ]);
    resumed.close();
  });

  it('asks for a full reload when the last event id is unknown', async () => {
    const stream = await openStream(
      `${base}/api/events`,
      watcher.authorization,
      '00000000-0000-4000-8000-000000000000',
    );
    await stream.waitFor(1);
    expect(stream.frames[0]!.event).toBe('reset');
    stream.close();
  });

  it('refuses a stream without a token', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('hears changes made through another instance sharing the database', async (context) => {
    const openAnother = (t.ctx.database as TestDatabaseHandle).openAnother;
    // Two instances share a database only on PostgreSQL; PGlite has one owner process.
    if (!openAnother) return context.skip();
    const secondDatabase = await openAnother();
    const second = await buildTestApp({ database: secondDatabase });
    try {
      const stream = await openStream(`${base}/api/events`, watcher.authorization);
      await createComponentVia(second, editor.authorization, { name: 'Made elsewhere' });
      await stream.waitFor(1, 2000);
      expect(stream.changes()[0]).toMatchObject({ resource_name: 'Made elsewhere' });
      stream.close();
    } finally {
      await second.close();
      await secondDatabase.close();
    }
  });
});
