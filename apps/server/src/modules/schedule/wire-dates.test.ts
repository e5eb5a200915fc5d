import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia } from '../expenses/test-support.ts';
import { createTaskVia, expectRefused, taskBody } from './test-support.ts';

/**
 * A client may send a task's days as `Date.toISOString()` of local midnight; the household
 * is in London, so in summer a day starts at 23:00 UTC the day before. Each is kept as its day.
 */
let t: TestApp;
let owner: SignedInUser;
let kitchen: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  kitchen = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
});
afterAll(() => t.close());

const move = (id: string, payload: Record<string, unknown>) => ({
  method: 'PATCH' as const,
  url: `/api/tasks/${id}/move`,
  headers: { authorization: owner.authorization },
  payload,
});

describe('task days sent as date-times', () => {
  it('moves a task to the London days of summer-time midnights (BST)', async () => {
    const task = await createTaskVia(t, owner.authorization, taskBody(kitchen.id));
    const response = await t.app.inject(
      move(task.id, { start: '2027-07-11T23:00:00.000Z', end: '2027-07-13T23:00:00.000Z' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().moved[0]).toMatchObject({ startAt: '2027-07-12', endAt: '2027-07-14' });
  });

  it('moves a task to the days of winter midnights (GMT)', async () => {
    const task = await createTaskVia(t, owner.authorization, taskBody(kitchen.id));
    const response = await t.app.inject(
      move(task.id, { start: '2027-01-11T00:00:00.000Z', end: '2027-01-13T00:00:00.000Z' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().moved[0]).toMatchObject({ startAt: '2027-01-11', endAt: '2027-01-13' });
  });

  it('still takes plain dates', async () => {
    const task = await createTaskVia(t, owner.authorization, taskBody(kitchen.id));
    const response = await t.app.inject(move(task.id, { start: '2027-01-11', end: '2027-01-13' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().moved[0]).toMatchObject({ startAt: '2027-01-11', endAt: '2027-01-13' });
  });

  it('creates and updates a task from date-times, keeping the days', async () => {
    const created = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, {
        startAt: '2027-07-09T23:00:00.000Z',
        endAt: '2027-07-10T23:00:00.000Z',
      }),
    );
    expect(created).toMatchObject({ startAt: '2027-07-10', endAt: '2027-07-11' });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/tasks/${created.id}`,
      headers: { authorization: owner.authorization },
      payload: taskBody(kitchen.id, {
        startAt: '2027-01-09T00:00:00.000Z',
        endAt: '2027-01-16T00:00:00.000Z',
        updated_at: created.updated_at,
      }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ startAt: '2027-01-09', endAt: '2027-01-16' });
  });

  it('refuses a date-time that does not exist with 422, and writes nothing', async () => {
    const task = await createTaskVia(t, owner.authorization, taskBody(kitchen.id));
    const body = await expectRefused(
      t,
      move(task.id, { start: '2027-02-30T00:00:00.000Z', end: '2027-03-02T00:00:00.000Z' }),
      422,
      'Use a date like 2026-03-14.',
    );
    expect(body.code).toBe('validation_failed');
    await expectRefused(
      t,
      move(task.id, { start: '2027-07-09T24:30:00.000Z', end: '2027-07-12T23:00:00.000Z' }),
      422,
      'Use a date like 2026-03-14.',
    );
  });

  it('refuses an end on the same London day as the start', async () => {
    const task = await createTaskVia(t, owner.authorization, taskBody(kitchen.id));
    // 23:00 UTC on 9 July is already 10 July in London: a zero-day task.
    await expectRefused(
      t,
      move(task.id, { start: '2027-07-10', end: '2027-07-09T23:00:00.000Z' }),
      422,
      'The end date must be after the start date.',
    );
  });
});
