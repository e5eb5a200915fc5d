import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { activityEvents } from '../activity/schema.ts';
import { componentSummaries } from '../expenses/schema.ts';
import {
  createComponentVia,
  createExpenseVia,
  expectWritesForbidden,
  listFiles,
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

async function readProjectSummary() {
  const response = await t.app.inject({
    url: '/api/expenses/summary',
    headers: { authorization: owner.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function readSummaries(): Promise<Record<string, unknown>> {
  const response = await t.app.inject({
    url: '/api/expenses/summaries',
    headers: { authorization: owner.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function listExpenseIds(): Promise<string[]> {
  const response = await t.app.inject({
    url: '/api/expenses?limit=200',
    headers: { authorization: owner.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.map((expense: { id: string }) => expense.id);
}

async function lastActivity() {
  const [row] = await t.ctx.database.db
    .select()
    .from(activityEvents)
    .orderBy(desc(activityEvents.createdAt))
    .limit(1);
  return row;
}

describe('components API', () => {
  it('creates a component with its summary row and an activity event', async () => {
    const created = await createComponentVia(t, owner.authorization, {
      name: '  Main bathroom ',
      type: 'room',
      budget: 5000.5,
    });
    expect(created).toMatchObject({
      name: 'Main bathroom',
      type: 'room',
      status: 'IN_PROGRESS',
      budget: 5000.5,
      description: null,
      created_by: owner.email,
    });
    const [summary] = await t.ctx.database.db
      .select()
      .from(componentSummaries)
      .where(eq(componentSummaries.componentId, created.id));
    expect(summary).toMatchObject({ expenseCount: 0, totalCost: 0 });
    expect(await lastActivity()).toMatchObject({
      actorEmail: owner.email,
      action: 'created',
      resourceType: 'component',
      resourceName: 'Main bathroom',
    });
  });

  it('lists and reads components by type and id, and 404s under the wrong type', async () => {
    const design = await createComponentVia(t, owner.authorization, {
      name: 'Lighting plan',
      type: 'design',
    });
    const list = await t.app.inject({
      url: '/api/components',
      headers: { authorization: viewer.authorization },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { id: string }) => c.id)).toContain(design.id);

    const one = await t.app.inject({
      url: `/api/components/design/${design.id}`,
      headers: { authorization: viewer.authorization },
    });
    expect(one.json()).toEqual(design);
    const wrongType = await t.app.inject({
      url: `/api/components/room/${design.id}`,
      headers: { authorization: viewer.authorization },
    });
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json().detail).toBe('No room with this id was found.');
  });

  it('requires a token', async () => {
    const response = await t.app.inject({ url: '/api/components' });
    expect(response.statusCode).toBe(401);
  });

  it('keeps an empty status empty through create and update; only a missing one defaults', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Loft', status: '' });
    expect(room.status).toBe('');
    const read = await t.app.inject({
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(read.json().status).toBe('');

    const started = await t.app.inject({
      method: 'PATCH',
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
      payload: { status: 'Completed', updated_at: room.updated_at },
    });
    expect(started.json().status).toBe('Completed');
    const emptied = await t.app.inject({
      method: 'PATCH',
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
      payload: { status: '', updated_at: started.json().updated_at },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().status).toBe('');

    const unsaid = await createComponentVia(t, owner.authorization, { name: 'Porch' });
    expect(unsaid.status).toBe('IN_PROGRESS');
  });

  it('patches name, status and budget, and refuses a stale updated_at with 409', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Hall' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
      payload: { name: 'Hallway', status: 'Completed', budget: 750, updated_at: room.updated_at },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Hallway', status: 'Completed', budget: 750 });
    expect(patched.json().updated_at).not.toBe(room.updated_at);

    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
      payload: { name: 'Lost update', updated_at: room.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_update');
    const after = await t.app.inject({
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(after.json().name).toBe('Hallway');
  });

  it('moves a room with its expenses to the trash: they leave its summary and the lists', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Loft', budget: 400 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const expense = await createExpenseVia(t, owner.authorization, {
        room_id: room.id,
        rrp: 10,
        amount_paid: 4,
      });
      ids.push(expense.id);
    }
    expect(await readSummaryVia(t, owner.authorization, room.id)).toMatchObject({
      count: 3,
      total: 30,
      amount_paid: 12,
    });
    const projectBefore = await readProjectSummary();
    const before = await snapshotStorage(t);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      resource_type: 'component',
      resource_id: room.id,
      label: 'Room',
      name: 'Loft',
      contents: { expenses: 3, receipts: 0, documents: 0, ideas: 0, tasks: 0, photos: 0 },
    });
    expect(await snapshotStorage(t)).toMatchObject({
      components: before.components - 1,
      summaries: before.summaries - 1,
      expenses: before.expenses - 3,
      trash: before.trash + 1,
    });
    const summary = await t.app.inject({
      url: `/api/expenses/${room.id}/summary`,
      headers: { authorization: owner.authorization },
    });
    expect(summary.statusCode).toBe(404);
    expect(await readSummaries()).not.toHaveProperty(room.id);
    const projectAfter = await readProjectSummary();
    expect(projectAfter).toMatchObject({
      component_count: projectBefore.component_count - 1,
      budget_total: projectBefore.budget_total - 400,
      count: projectBefore.count - 3,
      total: projectBefore.total - 30,
      amount_paid: projectBefore.amount_paid - 12,
    });
    const listed = await listExpenseIds();
    for (const id of ids) expect(listed).not.toContain(id);
  });

  it('moves a design item with its one expense to the trash', async () => {
    const design = await createComponentVia(t, owner.authorization, {
      name: 'Tiles',
      type: 'design',
    });
    const expense = await createExpenseVia(t, owner.authorization, {
      room_id: design.id,
      rrp: 10,
    });
    expect(await listExpenseIds()).toContain(expense.id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/components/design/${design.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      resource_type: 'component',
      resource_id: design.id,
      label: 'Design item',
      name: 'Tiles',
      contents: { expenses: 1 },
    });
    expect(await listExpenseIds()).not.toContain(expense.id);
    expect(await readSummaries()).not.toHaveProperty(design.id);
    const gone = await t.app.inject({
      url: `/api/components/design/${design.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('moves a component to the trash with its documents: rows gone, files kept until the purge', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Garage' });
    const before = await snapshotStorage(t);
    const upload = multipart([
      { name: 'component_id', value: room.id },
      { name: 'name', value: 'Floor plan' },
      { name: 'file', file: { filename: 'plan.pdf', type: 'application/pdf', data: pdf } },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { authorization: owner.authorization, ...upload.headers },
      payload: upload.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json();
    expect((await listFiles(t.filesDir)).length).toBe(before.filesOnDisk.length + 1);
    const link = (
      await t.app.inject({
        url: `/api/documents/${document.id}/download`,
        headers: { authorization: owner.authorization },
      })
    ).json();
    expect((await t.app.inject({ url: link.url })).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      resource_type: 'component',
      resource_id: room.id,
      contents: { documents: 1 },
    });
    // The rows leave their tables at once; the file stays in the store until the purge.
    const after = await snapshotStorage(t);
    expect(after).toMatchObject({
      components: before.components - 1,
      summaries: before.summaries - 1,
      documents: before.documents,
      files: before.files,
      trash: before.trash + 1,
    });
    expect(after.filesOnDisk).toHaveLength(before.filesOnDisk.length + 1);
    const download = await t.app.inject({
      url: `/api/documents/${document.id}/download`,
      headers: { authorization: owner.authorization },
    });
    expect(download.statusCode).toBe(404);
    expect((await t.app.inject({ url: link.url })).statusCode).toBe(404);
    expect(await lastActivity()).toMatchObject({ action: 'deleted', resourceName: 'Garage' });
    const gone = await t.app.inject({
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('bad component input: a clear error and nothing stored', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a negative budget', { budget: -1 }, 'Amounts cannot be negative.'],
    ['a non-numeric budget', { budget: 'lots' }, 'Enter an amount in pounds.'],
    ['a budget with three decimals', { budget: 10.001 }, 'Use at most two decimals.'],
    ['an absurdly large budget', { budget: 1e15 }, 'That amount is too large.'],
    ['an empty name', { name: '   ' }, 'Name is required.'],
    ['an unknown type', { type: 'garden' }, 'type'],
    ['a 300-character name', { name: 'x'.repeat(300) }, 'at most 120'],
  ];
  it.each(cases)('refuses %s', async (_label, body, message) => {
    const before = await snapshotStorage(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/components',
      headers: { authorization: owner.authorization },
      payload: { name: 'Study', type: 'room', ...body },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().detail).toContain(message);
    expect(await snapshotStorage(t)).toEqual(before);
  });

  it('refuses a bad budget on PATCH and keeps the old one', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Porch', budget: 10 });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
      payload: { budget: -5 },
    });
    expect(response.statusCode).toBe(400);
    const after = await t.app.inject({
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(after.json().budget).toBe(10);
  });
});

describe('component roles', () => {
  it('gives a viewer 403 on every write, and stores nothing', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Den' });
    const before = await snapshotStorage(t);
    const writes = [
      { method: 'POST' as const, url: '/api/components', payload: { name: 'X', type: 'room' } },
      { method: 'PATCH' as const, url: `/api/components/room/${room.id}`, payload: { name: 'Y' } },
      { method: 'DELETE' as const, url: `/api/components/room/${room.id}` },
    ];
    await expectWritesForbidden(t, viewer.authorization, writes);
    expect(await snapshotStorage(t)).toEqual(before);
  });

  it('lets an interior designer edit a design item but not a room', async () => {
    const design = await createComponentVia(t, designer.authorization, {
      name: 'Colour scheme',
      type: 'design',
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/components/design/${design.id}`,
      headers: { authorization: designer.authorization },
      payload: { status: 'Completed' },
    });
    expect(patched.statusCode).toBe(200);

    const before = await snapshotStorage(t);
    const createRoom = await t.app.inject({
      method: 'POST',
      url: '/api/components',
      headers: { authorization: designer.authorization },
      payload: { name: 'Nursery', type: 'room' },
    });
    expect(createRoom.statusCode).toBe(403);
    expect(createRoom.json().detail).toBe('Interior designers may only change design items.');

    const room = await createComponentVia(t, owner.authorization, { name: 'Utility' });
    const editRoom = await t.app.inject({
      method: 'PATCH',
      url: `/api/components/room/${room.id}`,
      headers: { authorization: designer.authorization },
      payload: { name: 'Renamed' },
    });
    expect(editRoom.statusCode).toBe(403);
    const deleteRoom = await t.app.inject({
      method: 'DELETE',
      url: `/api/components/room/${room.id}`,
      headers: { authorization: designer.authorization },
    });
    expect(deleteRoom.statusCode).toBe(403);
    const unchanged = await t.app.inject({
      url: `/api/components/room/${room.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(unchanged.json().name).toBe('Utility');
    expect((await snapshotStorage(t)).components).toBe(before.components + 1);
  });
});
