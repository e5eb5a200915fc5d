import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia, createExpenseVia } from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let viewer: SignedInUser;
let room: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  room = await createComponentVia(t, owner.authorization, { name: 'Hall' });
});
afterAll(() => t.close());

function getExpense(id: string, authorization: string) {
  return t.app.inject({ method: 'GET', url: `/api/expenses/${id}`, headers: { authorization } });
}

describe('GET /api/expenses/:id', () => {
  it('answers the expense as stored now, after another edit moved its version on', async () => {
    const expense = await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      supplier: 'Tile Shop',
      product: 'Grout',
      rrp: 12.5,
      quantity: 2,
    });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${expense.id}`,
      headers: { authorization: owner.authorization },
      payload: {
        component_id: room.id,
        supplier: 'Tile Shop',
        product: 'Grey grout',
        rrp: 12.5,
        quantity: 3,
        updated_at: expense.updated_at,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const answer = await getExpense(expense.id, viewer.authorization);
    expect(answer.statusCode, answer.body).toBe(200);
    const current = answer.json();
    expect(current.product).toBe('Grey grout');
    expect(current.quantity).toBe(3);
    expect(current.total_cost).toBe(37.5);
    expect(current.updated_at).toBe(edit.json().updated_at);
    expect(current.updated_at).not.toBe(expense.updated_at);
  });

  it('answers 404 not_found for an expense that does not exist, and 401 signed out', async () => {
    const missing = await getExpense('00000000-0000-4000-8000-000000000000', owner.authorization);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/expenses/00000000-0000-4000-8000-000000000000',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
