import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Task } from '@hrt/shared/schemas/schedule';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { activityEvents } from '../activity/schema.ts';
import { createComponentVia, expectWritesForbidden } from '../expenses/test-support.ts';
import { createTaskVia, expectRefused, taskBody } from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let builder: SignedInUser;
let viewer: SignedInUser;
let designer: SignedInUser;
let kitchen: BuildComponent;
let bathroom: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  builder = await createSignedInUser(t, { role: 'build_manager' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  designer = await createSignedInUser(t, { role: 'interior_designer' });
  kitchen = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
  bathroom = await createComponentVia(t, owner.authorization, { name: 'Bathroom' });
});
afterAll(() => t.close());

async function send(
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  authorization = owner.authorization,
) {
  return t.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
}

async function listAll(query = ''): Promise<{
  items: Task[];
  next_cursor: string | null;
  total_count: number;
}> {
  const response = await send('GET', `/api/tasks${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function latestEvent() {
  const [event] = await t.ctx.database.db
    .select()
    .from(activityEvents)
    .orderBy(desc(activityEvents.createdAt))
    .limit(1);
  return event;
}

describe('tasks', () => {
  it('creates a task with the defaults, its component and the status and owner names', async () => {
    const task = await createTaskVia(t, builder.authorization, {
      name: '  Strip out old kitchen  ',
      startAt: '2026-03-02',
      endAt: '2026-03-07',
      group: { id: kitchen.id },
    });
    expect(task).toMatchObject({
      name: 'Strip out old kitchen',
      startAt: '2026-03-02',
      endAt: '2026-03-07',
      status: { id: 1, name: 'Planned', color: 'warning' },
      group: { id: kitchen.id, name: 'Kitchen' },
      owner: { id: 'diy-self', name: 'DIY/Self', image: null },
      supplier: '',
      dependencies: [],
      created_by: builder.email,
    });
    expect(await latestEvent()).toMatchObject({
      action: 'created',
      resourceType: 'task',
      resourceName: 'Strip out old kitchen',
      actorEmail: builder.email,
    });
  });

  it('takes a default owner by id with its own name, and keeps anyone else as typed', async () => {
    const listed = await createTaskVia(
      t,
      owner.authorization,
      taskBody(bathroom.id, {
        name: 'First fix electrics',
        owner: { id: 'electrician', name: 'Sparky' },
        status: { id: 2 },
        supplier: 'Volt Ltd',
      }),
    );
    expect(listed.owner).toEqual({ id: 'electrician', name: 'Electrician', image: null });
    expect(listed.status).toEqual({ id: 2, name: 'In Progress', color: 'info' });
    expect(listed.supplier).toBe('Volt Ltd');
    const typed = await createTaskVia(
      t,
      owner.authorization,
      taskBody(bathroom.id, { name: 'Tiling', owner: { id: 'bob-tiles', name: 'Bob the Tiler' } }),
    );
    expect(typed.owner).toEqual({ id: 'bob-tiles', name: 'Bob the Tiler', image: null });
  });

  it('updates a task with dependencies and refuses a stale update with 409', async () => {
    const strip = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name: 'A strip' }),
    );
    const plaster = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name: 'B plaster', startAt: '2026-03-04', endAt: '2026-03-06' }),
    );
    const updated = await send('PUT', `/api/tasks/${plaster.id}`, {
      ...taskBody(kitchen.id, {
        name: 'B plaster walls',
        startAt: '2026-03-04',
        endAt: '2026-03-07',
      }),
      status: { id: 3 },
      dependencies: [strip.id, strip.id],
      updated_at: plaster.updated_at,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'B plaster walls',
      endAt: '2026-03-07',
      status: { id: 3, name: 'Done', color: 'success' },
      dependencies: [strip.id],
    });
    expect(updated.json().updated_at).not.toBe(plaster.updated_at);
    expect(await latestEvent()).toMatchObject({
      action: 'updated',
      resourceName: 'B plaster walls',
    });

    const stale = await expectRefused(
      t,
      {
        method: 'PUT',
        url: `/api/tasks/${plaster.id}`,
        headers: { authorization: owner.authorization },
        payload: { ...taskBody(kitchen.id, { name: 'Lost edit' }), updated_at: plaster.updated_at },
      },
      409,
      'changed by someone else',
    );
    expect(stale.code).toBe('stale_update');
  });

  it('moves a task, keeps its dependencies, and refuses a stale move with 409', async () => {
    const first = await createTaskVia(t, owner.authorization, taskBody(kitchen.id, { name: 'M1' }));
    const second = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name: 'M2', dependencies: [first.id] }),
    );
    const moved = await send('PATCH', `/api/tasks/${second.id}/move`, {
      start: '2026-03-09',
      end: '2026-03-11',
      updated_at: second.updated_at,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().moved).toHaveLength(1);
    expect(moved.json().moved[0]).toMatchObject({
      name: 'M2',
      startAt: '2026-03-09',
      endAt: '2026-03-11',
      dependencies: [first.id],
    });
    expect(await latestEvent()).toMatchObject({ action: 'updated', resourceName: 'M2' });
    await expectRefused(
      t,
      {
        method: 'PATCH',
        url: `/api/tasks/${second.id}/move`,
        headers: { authorization: owner.authorization },
        payload: { start: '2026-04-01', end: '2026-04-02', updated_at: second.updated_at },
      },
      409,
      'changed by someone else',
    );
    const missing = await send('PATCH', '/api/tasks/00000000-0000-4000-8000-000000000000/move', {
      start: '2026-04-01',
      end: '2026-04-02',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("moves a task to the trash and shows it as removed in other tasks' dependencies", async () => {
    const base = await createTaskVia(t, owner.authorization, taskBody(bathroom.id, { name: 'D1' }));
    const keep = await createTaskVia(t, owner.authorization, taskBody(bathroom.id, { name: 'D0' }));
    const after = await createTaskVia(
      t,
      owner.authorization,
      taskBody(bathroom.id, { name: 'D2', dependencies: [base.id, keep.id] }),
    );
    const deleted = await send('DELETE', `/api/tasks/${base.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      resource_type: 'task',
      resource_id: base.id,
      name: 'D1',
    });
    expect(await latestEvent()).toMatchObject({ action: 'deleted', resourceName: 'D1' });
    const listed = (await listAll()).items;
    expect(listed.find((task) => task.id === base.id)).toBeUndefined();
    const dependent = listed.find((task) => task.id === after.id);
    expect(dependent?.dependencies).toEqual([keep.id]);
    expect(dependent?.removed_dependencies).toEqual([{ id: base.id, name: 'D1' }]);
    expect(listed.find((task) => task.id === keep.id)?.removed_dependencies).toBeUndefined();
    expect((await send('DELETE', `/api/tasks/${base.id}`)).statusCode).toBe(404);
  });
});

describe('the task list', () => {
  it('pages by start date, then name, then id, with every dependency', async () => {
    const page = await listAll();
    // Earlier tests made these: every name, in the list's order.
    expect(page.items.map((task) => `${task.startAt} ${task.name}`)).toEqual([
      '2026-03-02 A strip',
      '2026-03-02 D0',
      '2026-03-02 D2',
      '2026-03-02 First fix electrics',
      '2026-03-02 M1',
      '2026-03-02 Strip out old kitchen',
      '2026-03-02 Tiling',
      '2026-03-04 B plaster walls',
      '2026-03-09 M2',
    ]);
    expect(page.total_count).toBe(9);
    expect(page.next_cursor).toBeNull();

    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const next = await listAll(query);
      expect(next.total_count).toBe(9);
      names.push(...next.items.map((task) => task.name));
      cursor = next.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(names).toEqual(page.items.map((task) => task.name));
  });

  it('refuses a cursor that is not one of its own', async () => {
    for (const cursor of [
      'nonsense',
      Buffer.from('["2026-02-30","a","x"]').toString('base64url'),
    ]) {
      const response = await send('GET', `/api/tasks?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('The page cursor is not valid.');
    }
  });
});

describe('roles', () => {
  it('lets every role read the schedule', async () => {
    for (const user of [owner, builder, viewer, designer]) {
      const response = await send('GET', '/api/tasks', undefined, user.authorization);
      expect(response.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
  });

  it('refuses every write to viewers and interior designers, writing nothing', async () => {
    const task = (await listAll()).items[0]!;
    const writes = [
      { method: 'POST' as const, url: '/api/tasks', payload: taskBody(kitchen.id) },
      { method: 'PUT' as const, url: `/api/tasks/${task.id}`, payload: taskBody(kitchen.id) },
      {
        method: 'PATCH' as const,
        url: `/api/tasks/${task.id}/move`,
        payload: { start: '2026-05-01', end: '2026-05-02' },
      },
      { method: 'DELETE' as const, url: `/api/tasks/${task.id}` },
      { method: 'POST' as const, url: '/api/ai/agentic-plan', payload: { goal: 'Kitchen' } },
      { method: 'POST' as const, url: '/api/ai/analyze', payload: { description: 'Kitchen' } },
      { method: 'POST' as const, url: '/api/ai/test' },
    ];
    const before = await listAll();
    await expectWritesForbidden(t, viewer.authorization, writes);
    await expectWritesForbidden(t, designer.authorization, writes);
    expect(await listAll()).toEqual(before);
  });
});
