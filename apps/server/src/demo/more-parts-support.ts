// A demo seed for the tests of the demo's parts: the owner signed in for real, the four rooms
// made through the API, a seeded random and a fixed today, so expected figures are literals.
import { addDays } from '@hrt/shared/domain/calendar-days';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { multipart } from '../test/upload-fixtures.ts';
import type { DemoSeed } from './demo-seed.ts';
import { seededRandom } from './random.ts';

/** A Thursday, so the working-day layout is the same whatever day the tests run. */
export const TEST_TODAY = '2026-11-26';

/** The demo's own seeded random (mulberry32), under the name the tests use. */
export const mulberry32 = seededRandom;

export function demoDays(today: string) {
  return { today, day: (offset: number) => addDays(today, offset) };
}

export async function makeTestSeed(
  t: TestApp,
  seedNumber = 24,
): Promise<{ seed: DemoSeed; owner: SignedInUser }> {
  const owner = await createSignedInUser(t, { role: 'owner', email: 'owner@demo.example' });
  // Another member, whose changes are the owner's notifications.
  await createSignedInUser(t, { role: 'build_manager', email: 'site@demo.example' });
  const asOwner = async (method: string, url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: owner.authorization },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.body ? response.json() : undefined;
  };
  const uploadAsOwner: DemoSeed['uploadAsOwner'] = async (url, parts) => {
    const body = multipart(
      parts.map((part) =>
        typeof part.value === 'string'
          ? { name: part.name, value: part.value }
          : {
              name: part.name,
              file: {
                filename: part.filename ?? 'file',
                type: part.contentType ?? 'application/octet-stream',
                data: part.value,
              },
            },
      ),
    );
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: owner.authorization, ...body.headers },
      payload: body.payload,
    });
    if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.body}`);
    return response.json();
  };
  const room = async (name: string) =>
    ((await asOwner('POST', '/api/components', { name, type: 'room' })) as { id: string }).id;
  const components = {
    kitchen: await room('Kitchen'),
    bathroom: await room('Bathroom'),
    bedroomOne: await room('Bedroom one'),
    bedroomTwo: await room('Bedroom two'),
  };
  const seed: DemoSeed = {
    ctx: t.ctx,
    asOwner,
    uploadAsOwner,
    random: mulberry32(seedNumber),
    ...demoDays(TEST_TODAY),
    components,
  };
  return { seed, owner };
}
