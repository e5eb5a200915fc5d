import { criticalPath, findCycle } from '@hrt/shared/domain/task-graph';
import { toWorkingCalendar } from '@hrt/shared/domain/working-days';
import type { WorkingCalendarAnswer } from '@hrt/shared/schemas/calendar';
import type { Task } from '@hrt/shared/schemas/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import type { DemoSeed } from './demo-seed.ts';
import { moreDemoParts } from './more-parts.ts';
import { demoDays, makeTestSeed, mulberry32, TEST_TODAY } from './more-parts-support.ts';
import { layOutDemoSchedule } from './schedule.ts';

let t: TestApp;
let seed: DemoSeed;
let owner: SignedInUser;
let tasks: Task[];

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: { authorization: owner.authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ seed, owner } = await makeTestSeed(t));
  for (const part of moreDemoParts) await part(seed);
  tasks = (await get<{ items: Task[] }>('/api/tasks?limit=200')).items;
}, 60_000);
afterAll(() => t?.close());

describe('the demo schedule', () => {
  it('has 80 tasks over the four rooms, done, in progress and planned', () => {
    expect(tasks).toHaveLength(80);
    const byRoom = Object.fromEntries(
      ['Kitchen', 'Bathroom', 'Bedroom one', 'Bedroom two'].map((room) => [
        room,
        tasks.filter((task) => task.group.name === room).length,
      ]),
    );
    expect(byRoom).toEqual({ Kitchen: 27, Bathroom: 19, 'Bedroom one': 17, 'Bedroom two': 17 });
    const byStatus = (name: string) => tasks.filter((task) => task.status.name === name).length;
    expect({
      done: byStatus('Done'),
      inProgress: byStatus('In Progress'),
      planned: byStatus('Planned'),
    }).toEqual({ done: 18, inProgress: 2, planned: 60 });
  });

  it('has dependencies on existing tasks only, no loop, and a critical path through the rooms', () => {
    const ids = new Set(tasks.map((task) => task.id));
    const links = tasks.flatMap((task) => task.dependencies);
    expect(links.length).toBeGreaterThan(100);
    expect(links.every((id) => ids.has(id))).toBe(true);
    expect(findCycle(tasks)).toBeNull();
    const path = criticalPath(tasks).map((id) => tasks.find((task) => task.id === id)!.name);
    expect(path[0]).toBe('Measured survey and kitchen design sign-off');
    expect(path.at(-1)).toBe('Builders clean and handover');
    expect(path).toHaveLength(18);
  });

  it('lays out the same schedule for the same seed, and it is what the API stored', async () => {
    const calendar = toWorkingCalendar(await get<WorkingCalendarAnswer>('/api/settings/calendar'));
    const layOut = (seedNumber: number) =>
      layOutDemoSchedule({ random: mulberry32(seedNumber), ...demoDays(TEST_TODAY) }, calendar);
    const first = layOut(24);
    expect(layOut(24)).toEqual(first);
    const other = layOut(25);
    expect(other).not.toEqual(first);
    const nameOf = new Map(tasks.map((task) => [task.id, task.name]));
    const stored = tasks.map((task) => ({
      name: task.name,
      startAt: task.startAt,
      endAt: task.endAt,
      after: task.dependencies.map((id) => nameOf.get(id)).sort(),
    }));
    const keyName = new Map(first.map((plan) => [plan.key, plan.name]));
    const planned = first.map((plan) => ({
      name: plan.name,
      startAt: plan.startAt,
      endAt: plan.endAt,
      after: plan.after.map((key) => keyName.get(key)).sort(),
    }));
    const order = (list: typeof stored) =>
      [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(order(stored)).toEqual(order(planned));
    expect(first[0]).toMatchObject({ startAt: '2026-10-27', endAt: '2026-10-29', status: 3 });
  });
});
