// Bad input and roles for expenses: each refused request leaves every table and the files
// directory exactly as it was.
import { randomUUID } from 'node:crypto';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createComponentVia,
  createExpenseVia,
  expectWritesForbidden,
  readSummaryVia,
  snapshotStorage,
} from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let designer: SignedInUser;
let viewer: SignedInUser;
let kitchen: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  designer = await createSignedInUser(t, { role: 'interior_designer' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  kitchen = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
});
afterAll(() => t.close());

const summaryOf = (componentId: string) => readSummaryVia(t, viewer.authorization, componentId);

describe('bad expense input: a clear error and nothing stored', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a negative RRP', { rrp: -1 }, 'Amounts cannot be negative.'],
    ['a non-numeric RRP', { rrp: '12.50' }, 'Enter an amount in pounds.'],
    ['a negative quantity', { quantity: -2 }, 'Quantity cannot be negative.'],
    ['a non-numeric quantity', { quantity: 'two' }, 'Enter a quantity.'],
    ['an amount with three decimals', { amount_paid: 1.005 }, 'Use at most two decimals.'],
    ['a quantity with three decimals', { quantity: 1.234 }, 'Use at most two decimals.'],
    ['a negative discount', { discount: -3 }, 'Amounts cannot be negative.'],
    [
      'an absurdly large RRP',
      { rrp: 1e13 },
      'Amounts above £10,000,000.00 are not plausible for one expense. Check the figure.',
    ],
    [
      'an amount paid just above the plausible bound',
      { amount_paid: 10_000_000.01 },
      'Amounts above £10,000,000.00 are not plausible for one expense. Check the figure.',
    ],
    [
      'the amount paid of the review, 99,999,999',
      { amount_paid: 99_999_999 },
      'Amounts above £10,000,000.00 are not plausible for one expense. Check the figure.',
    ],
    ['an absurdly large quantity', { quantity: 1e9 }, 'That quantity is too large.'],
    [
      'a total above the plausible bound from fields within it',
      { rrp: 5_000_000, quantity: 2, add_vat: 'PLUS_VAT' },
      'That total is above £10,000,000.00, which is not plausible for one expense.',
    ],
    [
      'discounts larger than the price',
      { rrp: 10, discount: 20 },
      'The discounts are larger than the price.',
    ],
    [
      'an unknown add_vat',
      { add_vat: 'HALF_VAT' },
      'add_vat must be one of NO_VAT, INC_VAT or PLUS_VAT.',
    ],
    ['an unknown component', { room_id: randomUUID() }, 'The chosen component does not exist.'],
    ['a component id that is not a UUID', { room_id: 'kitchen' }, 'Choose a component.'],
    [
      'an unknown paid-by account',
      { paid_by_account_id: randomUUID(), amount_paid: 5 },
      'The chosen paid-by account does not exist.',
    ],
    ['a 300-character supplier', { supplier: 's'.repeat(300) }, 'Use at most 200 characters.'],
  ];

  it.each(cases)('refuses %s on create', async (_label, body, message) => {
    const before = await snapshotStorage(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { authorization: owner.authorization },
      payload: { room_id: kitchen.id, rrp: 10, ...body },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().detail).toContain(message);
    expect(await snapshotStorage(t)).toEqual(before);
  });

  it.each(cases)('refuses %s on update and keeps the stored row', async (_label, body, message) => {
    const expense = await createExpenseVia(t, owner.authorization, { room_id: kitchen.id, rrp: 7 });
    const summaryBefore = await summaryOf(kitchen.id);
    const before = await snapshotStorage(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${expense.id}`,
      headers: { authorization: owner.authorization },
      payload: { room_id: kitchen.id, rrp: 10, ...body },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toContain(message);
    expect(await snapshotStorage(t)).toEqual(before);
    expect(await summaryOf(kitchen.id)).toEqual(summaryBefore);
  });
});

describe('expense roles', () => {
  it('gives a viewer 403 on every write and stores nothing', async () => {
    const expense = await createExpenseVia(t, owner.authorization, {
      room_id: kitchen.id,
      product: 'Hob',
    });
    const before = await snapshotStorage(t);
    const writes = [
      {
        method: 'POST' as const,
        url: '/api/expenses',
        payload: { room_id: kitchen.id, product: 'Hob' },
      },
      {
        method: 'PUT' as const,
        url: `/api/expenses/${expense.id}`,
        payload: { room_id: kitchen.id },
      },
      { method: 'DELETE' as const, url: `/api/expenses/${expense.id}` },
      { method: 'DELETE' as const, url: `/api/expenses/${expense.id}/receipt` },
      { method: 'POST' as const, url: `/api/expenses/${expense.id}/receipt`, payload: {} },
    ];
    await expectWritesForbidden(t, viewer.authorization, writes);
    expect(await snapshotStorage(t)).toEqual(before);
  });

  it('lets an interior designer edit expenses of design items only', async () => {
    const design = await createComponentVia(t, owner.authorization, {
      name: 'Curtains',
      type: 'design',
    });
    const own = await createExpenseVia(t, designer.authorization, { room_id: design.id, rrp: 60 });
    expect(own.total_cost).toBe(60);

    const before = await snapshotStorage(t);
    const onRoom = await t.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { authorization: designer.authorization },
      payload: { room_id: kitchen.id, rrp: 1 },
    });
    expect(onRoom.statusCode).toBe(403);
    // Nor may a design item's expense be moved into a room.
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${own.id}`,
      headers: { authorization: designer.authorization },
      payload: { room_id: kitchen.id, rrp: 60 },
    });
    expect(move.statusCode).toBe(403);
    expect(await snapshotStorage(t)).toEqual(before);
  });
});
