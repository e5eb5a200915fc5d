import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { listFiles } from '../expenses/test-support.ts';
import { TRASH_PURGE_JOB } from './purge-job.ts';

let t: TestApp;
let owner: SignedInUser;
let manager: SignedInUser;
let designer: SignedInUser;
let builder: SignedInUser;
let viewer: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  manager = await createSignedInUser(t, { role: 'project_manager' });
  designer = await createSignedInUser(t, { role: 'interior_designer' });
  builder = await createSignedInUser(t, { role: 'build_manager' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

const call = (user: SignedInUser, method: string, url: string, payload?: unknown) =>
  apiAs(t, user).call(method, url, payload);
const ok = (user: SignedInUser, method: string, url: string, payload?: unknown) =>
  apiAs(t, user).ok(method, url, payload);

const trashIds = async (user: SignedInUser) =>
  (await ok(user, 'GET', '/api/trash')).items.map((item: { id: string }) => item.id);

describe('who sees and restores what', () => {
  it('a viewer can neither see the trash nor restore', async () => {
    const component = await ok(owner, 'POST', '/api/components', { name: 'Shed', type: 'room' });
    const entry = await ok(owner, 'DELETE', `/api/components/room/${component.id}`);
    expect((await call(viewer, 'GET', '/api/trash')).status).toBe(403);
    expect((await call(viewer, 'POST', `/api/trash/${entry.id}/restore`)).status).toBe(403);
    expect(await trashIds(owner)).toContain(entry.id);
  });

  it('a member restores only what they could delete', async () => {
    const room = await ok(owner, 'POST', '/api/components', { name: 'Bathroom', type: 'room' });
    const entry = await ok(owner, 'DELETE', `/api/components/room/${room.id}`);
    // An interior designer may not delete a room, so may not restore one: seen, refused.
    const seen = (await ok(designer, 'GET', '/api/trash')).items.find(
      (item: { id: string }) => item.id === entry.id,
    );
    expect(seen).toMatchObject({ can_restore: false, label: 'Room', name: 'Bathroom' });
    const refused = await call(designer, 'POST', `/api/trash/${entry.id}/restore`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect(await trashIds(owner)).toContain(entry.id);
    // A build manager may delete rooms, so may restore one.
    expect((await call(builder, 'POST', `/api/trash/${entry.id}/restore`)).status).toBe(200);
    expect(
      (await ok(owner, 'GET', '/api/components?type=room')).map((c: { id: string }) => c.id),
    ).toContain(room.id);
  });

  it('personal finance items in the trash are seen only by those who may see them', async () => {
    const account = await ok(manager, 'POST', '/api/credit-accounts', {
      account_name: 'Savings card',
      account_type: 'credit_card',
      provider: 'Monzo',
      owner: 'Joint',
      current_balance: 0,
      credit_limit: 500,
      monthly_payment: 0,
      payment_due_date: 1,
    });
    const entry = await ok(manager, 'DELETE', `/api/credit-accounts/${account.id}`);
    expect(await trashIds(owner)).toContain(entry.id);
    expect(await trashIds(manager)).toContain(entry.id);
    expect(await trashIds(builder)).not.toContain(entry.id);
    expect(await trashIds(designer)).not.toContain(entry.id);
    expect((await call(builder, 'POST', `/api/trash/${entry.id}/restore`)).status).toBe(404);
    expect((await call(manager, 'POST', `/api/trash/${entry.id}/restore`)).status).toBe(200);
  });

  it('only the owner deletes forever', async () => {
    const room = await ok(owner, 'POST', '/api/components', { name: 'Cellar', type: 'room' });
    const entry = await ok(owner, 'DELETE', `/api/components/room/${room.id}`);
    expect((await call(manager, 'DELETE', `/api/trash/${entry.id}`)).status).toBe(403);
    expect(await trashIds(owner)).toContain(entry.id);
    expect((await call(owner, 'DELETE', `/api/trash/${entry.id}`)).status).toBe(204);
    expect(await trashIds(owner)).not.toContain(entry.id);
  });
});

describe('what belongs together', () => {
  it('an expense whose component is in the trash waits for the component', async () => {
    const room = await ok(owner, 'POST', '/api/components', { name: 'Utility', type: 'room' });
    const boiler = await ok(owner, 'POST', '/api/expenses', {
      component_id: room.id,
      description: 'Boiler',
      rrp: 900,
    });
    await ok(owner, 'POST', '/api/expenses', {
      component_id: room.id,
      description: 'Pipes',
      rrp: 100,
    });
    const expenseEntry = await ok(owner, 'DELETE', `/api/expenses/${boiler.id}`);
    const roomEntry = await ok(owner, 'DELETE', `/api/components/room/${room.id}`);
    expect(roomEntry.contents).toMatchObject({ expenses: 1 });

    const refused = await call(owner, 'POST', `/api/trash/${expenseEntry.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'restore_parent_first',
      detail: "'Boiler' belongs to 'Utility', which is in the trash too. Restore 'Utility' first.",
    });
    expect(await trashIds(owner)).toContain(expenseEntry.id);

    await ok(owner, 'POST', `/api/trash/${roomEntry.id}/restore`);
    expect((await ok(owner, 'GET', `/api/expenses/${room.id}/summary`)).total).toBe(100);
    await ok(owner, 'POST', `/api/trash/${expenseEntry.id}/restore`);
    expect((await ok(owner, 'GET', `/api/expenses/${room.id}/summary`)).total).toBe(1000);
  });

  it('a dependency comes back with whichever task is restored last', async () => {
    const room = await ok(owner, 'POST', '/api/components', { name: 'Drive', type: 'room' });
    const task = (name: string, dependencies: string[] = []) =>
      ok(owner, 'POST', '/api/tasks', {
        name,
        startAt: '2026-06-01',
        endAt: '2026-06-03',
        group: { id: room.id },
        dependencies,
      });
    const dig = await task('Dig out');
    const pave = await task('Pave', [dig.id]);
    const digEntry = await ok(owner, 'DELETE', `/api/tasks/${dig.id}`);
    const paveEntry = await ok(owner, 'DELETE', `/api/tasks/${pave.id}`);
    // Dig comes back first: its link waits with Pave, and returns with it.
    await ok(owner, 'POST', `/api/trash/${digEntry.id}/restore`);
    await ok(owner, 'POST', `/api/trash/${paveEntry.id}/restore`);
    const all = await ok(owner, 'GET', '/api/tasks');
    const restored = all.items.find((item: { id: string }) => item.id === pave.id);
    expect(restored.dependencies).toEqual([dig.id]);
  });
});

describe('the purge job', () => {
  it('keeps items 29 days on and removes them and their files 31 days on', async () => {
    const room = await ok(owner, 'POST', '/api/components', { name: 'Attic', type: 'room' });
    const body = multipart([
      { name: 'component_id', value: room.id },
      { name: 'name', value: 'Attic plans' },
      { name: 'file', file: { filename: 'attic.pdf', type: 'application/pdf', data: pdf } },
    ]);
    const filesBefore = await listFiles(t.filesDir);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { authorization: owner.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const stored = (await listFiles(t.filesDir)).filter((file) => !filesBefore.includes(file));
    expect(stored).toHaveLength(1);
    const entry = await ok(owner, 'DELETE', `/api/components/room/${room.id}`);
    const deletedAt = Date.parse(entry.deleted_at);
    const day = 24 * 60 * 60 * 1000;

    await t.ctx.jobs.runNow(TRASH_PURGE_JOB, { tick: new Date(deletedAt + 29 * day) });
    expect(await trashIds(owner)).toContain(entry.id);
    expect(await listFiles(t.filesDir)).toEqual(expect.arrayContaining(stored));

    await t.ctx.jobs.runNow(TRASH_PURGE_JOB, { tick: new Date(deletedAt + 31 * day) });
    expect(await trashIds(owner)).not.toContain(entry.id);
    expect(await listFiles(t.filesDir)).not.toEqual(expect.arrayContaining(stored));
    expect((await call(owner, 'POST', `/api/trash/${entry.id}/restore`)).status).toBe(404);
  });
});
