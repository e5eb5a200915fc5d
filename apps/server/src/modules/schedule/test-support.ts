// Shared set-up for the schedule tests: real HTTP calls through app.inject, and direct counts
// of the tables to prove that a refused request wrote nothing.
import type { Task } from '@hrt/shared/schemas/schedule';
import { asc, count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { activityEvents } from '../activity/schema.ts';
import { taskDependencies, tasks } from './schema.ts';

export function taskBody(componentId: string, fields: Record<string, unknown> = {}) {
  return {
    name: 'Strip out',
    startAt: '2026-03-02',
    endAt: '2026-03-04',
    group: { id: componentId },
    ...fields,
  };
}

export async function createTaskVia(
  t: TestApp,
  authorization: string,
  body: Record<string, unknown>,
): Promise<Task> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: { authorization },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Every task and dependency row, and how many activity events exist. */
export async function snapshotSchedule(t: TestApp) {
  const db = t.ctx.database.db;
  return {
    tasks: await db.select().from(tasks).orderBy(asc(tasks.id)),
    dependencies: await db
      .select()
      .from(taskDependencies)
      .orderBy(asc(taskDependencies.taskId), asc(taskDependencies.dependsOnId)),
    events: (await db.select({ n: count() }).from(activityEvents))[0]!.n,
  };
}

export interface WriteRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: Record<string, unknown>;
}

/** A refusal with this status and a detail containing the message, and nothing written. */
export async function expectRefused(
  t: TestApp,
  request: WriteRequest,
  status: number,
  message: string,
) {
  const before = await snapshotSchedule(t);
  const response = await t.app.inject(request);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().detail).toContain(message);
  expect(await snapshotSchedule(t)).toEqual(before);
  return response.json();
}
