import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { taskMessages } from '@hrt/shared/schemas/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia } from '../expenses/test-support.ts';
import { createTaskVia, expectRefused, taskBody } from './test-support.ts';

/** Each bad input to the task routes: a 422 with a clear message, and nothing written. */
let t: TestApp;
let owner: SignedInUser;
let kitchen: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  kitchen = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/tasks',
  headers: { authorization: owner.authorization },
  payload,
});
const put = (id: string, payload: Record<string, unknown>) => ({
  method: 'PUT' as const,
  url: `/api/tasks/${id}`,
  headers: { authorization: owner.authorization },
  payload,
});
const GHOST = '7b0c2a56-1111-4222-8333-444455556666';

describe('refused task input', () => {
  it.each([
    ['an end before the start', { startAt: '2026-03-05', endAt: '2026-03-04' }],
    ['an end on the start (zero days)', { startAt: '2026-03-05', endAt: '2026-03-05' }],
  ])('refuses %s (no swap)', async (_case, dates) => {
    const body = await expectRefused(
      t,
      post(taskBody(kitchen.id, dates)),
      422,
      taskMessages.endNotAfterStart,
    );
    expect(body.errors).toEqual({ endAt: [taskMessages.endNotAfterStart] });
  });

  it.each([
    ['2026-02-30', 'That date does not exist.'],
    ['2026-13-01', 'That date does not exist.'],
    ['02/03/2026', 'Use a date like 2026-03-14.'],
  ])('refuses the date %s', async (date, message) => {
    await expectRefused(t, post(taskBody(kitchen.id, { startAt: date })), 422, message);
  });

  it('refuses a move ending before it starts, or to a date that does not exist', async () => {
    const task = await createTaskVia(t, owner.authorization, taskBody(kitchen.id));
    const move = (start: string, end: string) => ({
      method: 'PATCH' as const,
      url: `/api/tasks/${task.id}/move`,
      headers: { authorization: owner.authorization },
      payload: { start, end },
    });
    await expectRefused(t, move('2026-03-10', '2026-03-09'), 422, taskMessages.endNotAfterStart);
    await expectRefused(t, move('2026-02-29', '2026-03-09'), 422, 'That date does not exist.');
  });

  it('refuses a missing name, an unknown component and a control character', async () => {
    await expectRefused(
      t,
      post(taskBody(kitchen.id, { name: '   ' })),
      422,
      taskMessages.nameRequired,
    );
    await expectRefused(t, post(taskBody(GHOST)), 422, taskMessages.componentRequired);
    await expectRefused(
      t,
      post({ ...taskBody(kitchen.id), group: undefined }),
      422,
      taskMessages.componentRequired,
    );
    const body = await expectRefused(
      t,
      post(taskBody(kitchen.id, { name: 'Tile\u0000s' })),
      422,
      'control characters',
    );
    expect(body.code).toBe('control_characters');
  });

  it('refuses a dependency on an unknown task and on a deleted one', async () => {
    await expectRefused(
      t,
      post(taskBody(kitchen.id, { dependencies: [GHOST] })),
      422,
      taskMessages.unknownDependency,
    );
    const gone = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name: 'Gone' }),
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/tasks/${gone.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ resource_type: 'task', resource_id: gone.id });
    const body = await expectRefused(
      t,
      post(taskBody(kitchen.id, { dependencies: [gone.id] })),
      422,
      taskMessages.unknownDependency,
    );
    expect(body).toMatchObject({
      code: 'unprocessable',
      errors: { dependencies: [taskMessages.unknownDependency] },
    });
  });

  it('refuses a task depending on itself', async () => {
    const task = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name: 'Self' }),
    );
    await expectRefused(
      t,
      put(task.id, taskBody(kitchen.id, { name: 'Self', dependencies: [task.id] })),
      422,
      taskMessages.selfDependency,
    );
  });

  it('refuses a loop of two and a loop of three', async () => {
    const a = await createTaskVia(t, owner.authorization, taskBody(kitchen.id, { name: 'Loop A' }));
    const b = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name: 'Loop B', dependencies: [a.id] }),
    );
    // a waits for b, which waits for a.
    await expectRefused(
      t,
      put(a.id, taskBody(kitchen.id, { name: 'Loop A', dependencies: [b.id] })),
      422,
      taskMessages.dependencyCycle,
    );
    const c = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name: 'Loop C', dependencies: [b.id] }),
    );
    // a -> c -> b -> a.
    await expectRefused(
      t,
      put(a.id, taskBody(kitchen.id, { name: 'Loop A', dependencies: [c.id] })),
      422,
      taskMessages.dependencyCycle,
    );
  });
});
