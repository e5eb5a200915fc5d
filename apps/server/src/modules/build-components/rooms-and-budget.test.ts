import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createComponentVia,
  createExpenseVia,
  readSummaryVia,
  snapshotStorage,
} from '../expenses/test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let designer: SignedInUser;
let viewer: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  designer = await createSignedInUser(t, { role: 'interior_designer' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

async function send(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  authorization = owner.authorization,
) {
  return t.app.inject({ method, url, headers: { authorization }, payload });
}

async function read(url: string) {
  const response = await t.app.inject({ url, headers: { authorization: owner.authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a design item or service in a room: the rules of belonging', () => {
  it('refuses each parent that is not a room that exists, with 422, and stores nothing', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Study' });
    const design = await createComponentVia(t, owner.authorization, {
      name: 'Shelving',
      type: 'design',
    });
    const gone = await createComponentVia(t, owner.authorization, { name: 'Box room' });
    expect((await send('DELETE', `/api/components/room/${gone.id}`)).statusCode).toBe(200);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [
        { name: 'Annex', type: 'room', parent_id: room.id },
        'A room cannot belong to another room.',
      ],
      [
        { name: 'Lamp', type: 'design', parent_id: design.id },
        'Only a room can hold design items and services.',
      ],
      [
        { name: 'Painter', type: 'service', parent_id: '7b0f5c1e-3d0a-4c55-9a43-2f1a1c7e9d10' },
        'That room does not exist or is in the trash.',
      ],
      [
        { name: 'Painter', type: 'service', parent_id: gone.id },
        'That room does not exist or is in the trash.',
      ],
    ];
    const before = await snapshotStorage(t);
    for (const [body, detail] of refusals) {
      const response = await send('POST', '/api/components', body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ code: 'unprocessable', detail });
    }
    expect(await snapshotStorage(t)).toEqual(before);
  });

  it('refuses a component as its own parent and a room given a parent on PATCH', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Landing' });
    const other = await createComponentVia(t, owner.authorization, { name: 'Attic' });
    const self = await send('PATCH', `/api/components/room/${room.id}`, { parent_id: room.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().detail).toBe('A room cannot belong to another room.');
    const roomInRoom = await send('PATCH', `/api/components/room/${room.id}`, {
      parent_id: other.id,
    });
    expect(roomInRoom.statusCode).toBe(422);
    const service = await createComponentVia(t, owner.authorization, {
      name: 'Electrician',
      type: 'service',
    });
    const itself = await send('PATCH', `/api/components/service/${service.id}`, {
      name: 'Renamed',
      parent_id: service.id,
    });
    expect(itself.statusCode).toBe(422);
    expect(itself.json().detail).toBe('A component cannot belong to itself.');
    const after = await read(`/api/components/service/${service.id}`);
    expect(after).toMatchObject({ name: 'Electrician', parent_id: null });
    expect((await read(`/api/components/room/${room.id}`)).parent_id).toBeNull();
  });

  it('puts a service in a room, keeps it there when left out of a PATCH, and takes it out with null', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Utility' });
    const service = await createComponentVia(t, owner.authorization, {
      name: 'Plumber',
      type: 'service',
      parent_id: room.id,
    });
    expect(service.parent_id).toBe(room.id);
    const renamed = await send('PATCH', `/api/components/service/${service.id}`, {
      name: 'Plumber and heating',
    });
    expect(renamed.json().parent_id).toBe(room.id);
    const out = await send('PATCH', `/api/components/service/${service.id}`, { parent_id: null });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().parent_id).toBeNull();
  });
});

describe("a room's figures hold its children's expenses", () => {
  it("adds the units' and the builder's expenses to the kitchen's, each still its own", async () => {
    const kitchen = await createComponentVia(t, owner.authorization, {
      name: 'Kitchen',
      budget: 18_000,
    });
    const units = await createComponentVia(t, owner.authorization, {
      name: 'Kitchen units',
      type: 'design',
      budget: 9_000,
      parent_id: kitchen.id,
    });
    const builder = await createComponentVia(t, owner.authorization, {
      name: 'Builder',
      type: 'service',
      budget: 6_000,
      parent_id: kitchen.id,
    });
    await createExpenseVia(t, owner.authorization, {
      component_id: kitchen.id,
      rrp: 100,
      amount_paid: 100,
    });
    await createExpenseVia(t, owner.authorization, {
      component_id: units.id,
      rrp: 4_200,
      amount_paid: 1_000,
    });
    await createExpenseVia(t, owner.authorization, {
      component_id: builder.id,
      rrp: 1_500,
      committed: false,
    });
    expect(await readSummaryVia(t, owner.authorization, kitchen.id)).toEqual({
      count: 3,
      total: 5_800,
      unpaid_total: 4_700,
      committed_total: 4_300,
      amount_paid: 1_100,
      amount_due_committed: 3_200,
      amount_due_speculative: 1_500,
      vat_total: 0,
    });
    expect(await readSummaryVia(t, owner.authorization, units.id)).toMatchObject({
      count: 1,
      total: 4_200,
      amount_paid: 1_000,
    });
    const summaries = await read('/api/expenses/summaries');
    expect(summaries[kitchen.id]).toMatchObject({ count: 3, total: 5_800, committed_total: 4_300 });
    expect(summaries[builder.id]).toMatchObject({ count: 1, total: 1_500, committed_total: 0 });
  });

  it("reads a trashed room's children as having no room, and links them again on put-back", async () => {
    const bathroom = await createComponentVia(t, owner.authorization, {
      name: 'Bathroom',
      budget: 9_500,
    });
    const tiler = await createComponentVia(t, owner.authorization, {
      name: 'Tiler',
      type: 'service',
      parent_id: bathroom.id,
    });
    await createExpenseVia(t, owner.authorization, { component_id: tiler.id, rrp: 640 });
    expect((await readSummaryVia(t, owner.authorization, bathroom.id)).total).toBe(640);

    const trashed = await send('DELETE', `/api/components/room/${bathroom.id}`);
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect((await read(`/api/components/service/${tiler.id}`)).parent_id).toBeNull();
    const listed = await read('/api/components');
    expect(listed.find((c: { id: string }) => c.id === tiler.id).parent_id).toBeNull();
    expect(await readSummaryVia(t, owner.authorization, tiler.id)).toMatchObject({ total: 640 });

    const restored = await send('POST', `/api/trash/${trashed.json().id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await read(`/api/components/service/${tiler.id}`)).parent_id).toBe(bathroom.id);
    expect(await readSummaryVia(t, owner.authorization, bathroom.id)).toMatchObject({
      count: 1,
      total: 640,
    });
  });
});

describe('the project budget and its contingency', () => {
  it('refuses a bad budget or contingency with 400 and keeps the last one', async () => {
    const kept = await send('PUT', '/api/settings/project-budget', {
      budget: 40_000,
      contingency: { kind: 'percent', value: 5 },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ budget: 40_000, contingency: { kind: 'percent', value: 120 } }, 'at most 100'],
      [{ budget: 40_000, contingency: { kind: 'percent', value: 2.555 } }, 'two decimals'],
      [{ budget: 1_000, contingency: { kind: 'amount', value: 1_500 } }, 'more than the budget'],
      [{ budget: null, contingency: { kind: 'amount', value: 100 } }, 'Set the project budget'],
      [{ budget: -1, contingency: { kind: 'amount', value: 0 } }, 'cannot be negative'],
      [{ budget: 1_000, contingency: { kind: 'share', value: 1 } }, 'contingency'],
    ];
    for (const [body, message] of cases) {
      const response = await send('PUT', '/api/settings/project-budget', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().detail).toContain(message);
    }
    expect(await read('/api/settings/project-budget')).toEqual({
      budget: 40_000,
      contingency: { kind: 'percent', value: 5 },
      contingency_amount: 2_000,
    });
  });

  it('lets money editors but interior designers set it, and everyone read it', async () => {
    const body = { budget: 1, contingency: { kind: 'amount', value: 0 } };
    for (const who of [designer, viewer]) {
      const response = await send('PUT', '/api/settings/project-budget', body, who.authorization);
      expect(response.statusCode).toBe(403);
    }
    const seen = await t.app.inject({
      url: '/api/settings/project-budget',
      headers: { authorization: viewer.authorization },
    });
    expect(seen.json().budget).toBe(40_000);
  });

  it('keeps a contingency as an amount, and a cleared budget gives the overview back the components', async () => {
    const amount = await send('PUT', '/api/settings/project-budget', {
      budget: 30_000,
      contingency: { kind: 'amount', value: 1_500 },
    });
    expect(amount.json()).toEqual({
      budget: 30_000,
      contingency: { kind: 'amount', value: 1_500 },
      contingency_amount: 1_500,
    });
    expect((await read('/api/expenses/summary')).budget_total).toBe(30_000);
    const cleared = await send('PUT', '/api/settings/project-budget', {
      budget: null,
      contingency: { kind: 'percent', value: 0 },
    });
    expect(cleared.json()).toMatchObject({ budget: null, contingency_amount: 0 });
    // The components of this file at the top, each £1,000 unless said: Study, Shelving,
    // Landing, Attic, Electrician, Utility, Plumber (out of its room), Kitchen £18,000 (its
    // units and builder inside it) and Bathroom £9,500 (back from the trash, its tiler inside).
    expect((await read('/api/expenses/summary')).budget_total).toBe(34_500);
  });
});
