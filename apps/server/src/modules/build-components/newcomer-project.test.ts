import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia, createExpenseVia, readSummaryVia } from '../expenses/test-support.ts';

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
});
afterAll(() => t.close());

async function read(url: string) {
  const response = await t.app.inject({ url, headers: { authorization: owner.authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

it("the overview of the newcomer's project (rooms with their design items and services) adds up to the project budget", async () => {
  const kitchen = await createComponentVia(t, owner.authorization, {
    name: 'Kitchen',
    type: 'room',
    budget: 18_000,
  });
  const units = await createComponentVia(t, owner.authorization, {
    name: 'Kitchen units',
    type: 'design',
    budget: 9_000,
    parent_id: kitchen.id,
  });
  await createComponentVia(t, owner.authorization, {
    name: 'Builder',
    type: 'service',
    budget: 6_000,
    parent_id: kitchen.id,
  });
  await createComponentVia(t, owner.authorization, {
    name: 'Bathroom',
    type: 'room',
    budget: 9_500,
  });

  // Without a project budget, the rooms' budgets: the units and the builder are the kitchen's.
  expect(await read('/api/expenses/summary')).toMatchObject({
    component_count: 4,
    budget_total: 27_500,
  });

  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/project-budget',
    headers: { authorization: owner.authorization },
    payload: { budget: 27_500, contingency: { kind: 'percent', value: 10 } },
  });
  expect(set.statusCode, set.body).toBe(200);
  expect(await read('/api/settings/project-budget')).toEqual({
    budget: 27_500,
    contingency: { kind: 'percent', value: 10 },
    contingency_amount: 2_750,
  });

  await createExpenseVia(t, owner.authorization, {
    component_id: units.id,
    description: 'Base units',
    rrp: 4_200,
    amount_paid: 1_200,
  });
  expect(await readSummaryVia(t, owner.authorization, kitchen.id)).toMatchObject({
    count: 1,
    total: 4_200,
    committed_total: 4_200,
    amount_paid: 1_200,
    amount_due_committed: 3_000,
  });
  // The overview: £27,500 (not £57,100 or £42,500), and the units' £4,200 once.
  expect(await read('/api/expenses/summary')).toMatchObject({
    budget_total: 27_500,
    count: 1,
    total: 4_200,
    amount_paid: 1_200,
  });
});
