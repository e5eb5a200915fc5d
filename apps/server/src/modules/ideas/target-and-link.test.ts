import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * An idea's link must be a web address, and a price alert's target more than £0.00 (decision
 * 058): refused with a message on the field, nothing stored.
 */

const NOT_A_LINK = 'That is not a web address: enter one like https://www.howdens.com/kitchens.';
const TARGET_ABOVE_ZERO = 'Enter a target price above £0.00.';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let componentId: string;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiAs(t, await createSignedInUser(t, { role: 'owner' }));
  componentId = (await api.ok('POST', '/api/components', { name: 'Kitchen', type: 'room' })).id;
});
afterAll(() => t.close());

describe('an idea link', () => {
  it('is refused when it is no web address', async () => {
    const refused = await api.call('POST', '/api/ideas', {
      component_id: componentId,
      name: 'Tap',
      url: 'https://not a url',
    });
    expect([refused.status, refused.body.errors]).toEqual([400, { url: [NOT_A_LINK] }]);
    expect(await api.ok('GET', `/api/ideas?component_id=${componentId}`)).toEqual([]);
  });
});

describe('a price alert target', () => {
  it('is refused at £0.00 or below, on Set Target and on a preference change', async () => {
    const idea = await api.ok('POST', '/api/ideas', {
      component_id: componentId,
      name: 'Brass tap',
      price: 129,
      url: 'https://shop.example.org/brass-tap',
    });
    const set = (target: number) =>
      api.call('POST', '/api/price-monitoring/items', {
        idea_id: idea.id,
        target_price: target,
        email: 'ann@example.com',
      });
    const zero = await set(0);
    expect([zero.status, zero.body.errors]).toEqual([400, { target_price: [TARGET_ABOVE_ZERO] }]);
    const negative = await set(-5);
    expect([negative.status, negative.body.errors]).toEqual([
      400,
      { target_price: ['Amounts cannot be negative.'] },
    ]);
    const items = await api.ok('GET', `/api/price-monitoring/items?component_id=${componentId}`);
    expect(items).toEqual([]);

    // Above the current price is taken (the form warns instead).
    expect((await set(150)).status).toBe(201);
    const changed = await api.call('PUT', `/api/price-monitoring/preferences/${idea.id}`, {
      monitor_price: true,
      email_alerts: true,
      target_price: 0,
    });
    expect([changed.status, changed.body.errors]).toEqual([
      400,
      { target_price: [TARGET_ABOVE_ZERO] },
    ]);
  });
});
