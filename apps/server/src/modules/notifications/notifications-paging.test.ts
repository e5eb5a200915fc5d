import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { activityEvents } from '../activity/schema.ts';

let t: TestApp;
let reader: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  reader = await createSignedInUser(t, { role: 'viewer' });
  // 25 events by someone else, 15 of them in the very same instant: the pages must neither
  // skip nor repeat events that share a timestamp.
  const same = new Date('2026-05-01T09:00:00.123Z');
  await t.ctx.database.db.insert(activityEvents).values(
    Array.from({ length: 25 }, (_, i) => ({
      actorEmail: 'builder@example.com',
      action: 'updated',
      resourceType: 'expense',
      resourceName: `Item ${i}`,
      createdAt: i < 15 ? same : new Date(same.getTime() + (i - 14) * 1000),
    })),
  );
});
afterAll(() => t.close());

async function page(query: string) {
  const response = await t.app.inject({
    url: `/api/notifications?${query}`,
    headers: { authorization: reader.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; resource_name: string }[];
}

describe('notification feed paging', () => {
  it('continues after the last item of a page, through events sharing a timestamp', async () => {
    const first = await page('limit=20');
    expect(first).toHaveLength(20);
    expect(first[0]!.resource_name).toBe('Item 24');
    const second = await page(`limit=20&before_id=${first[19]!.id}`);
    expect(second).toHaveLength(5);
    const names = [...first, ...second].map((item) => item.resource_name);
    expect(new Set(names).size).toBe(25);
    const third = await page(`limit=20&before_id=${second[4]!.id}`);
    expect(third).toEqual([]);
  });
});
