import { criticalPath, findCycle } from '@hrt/shared/domain/task-graph';
import { toWorkingCalendar } from '@hrt/shared/domain/working-days';
import type { WorkingCalendarAnswer } from '@hrt/shared/schemas/calendar';
import type { Idea, MonitoredItem } from '@hrt/shared/schemas/ideas';
import type { OutboxPage } from '@hrt/shared/schemas/mail';
import type { Notification } from '@hrt/shared/schemas/notifications';
import type { Task } from '@hrt/shared/schemas/schedule';
import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline';
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
let allTasks: Task[];

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: { authorization: owner.authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ seed, owner } = await makeTestSeed(t));
  for (const part of moreDemoParts) await part(seed);
  // The owner's: the site manager adds two of their own (the notifications).
  allTasks = (await get<{ items: Task[] }>('/api/tasks')).items;
  tasks = allTasks.filter((task) => task.created_by === owner.email);
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

describe('the demo ideas', () => {
  it('gives every room ideas, three watched with weeks of prices', async () => {
    const byRoom = await Promise.all(
      Object.values(seed.components).map((id) => get<Idea[]>(`/api/ideas?component_id=${id}`)),
    );
    expect(byRoom.map((room) => room.length)).toEqual([3, 3, 2, 2]);
    // Each with a drawn picture kept as its copy, served like any kept picture.
    const picture = await t.app.inject({ url: byRoom[0]![0]!.image_url! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(byRoom.flat().every((idea) => idea.image_url?.includes('/picture?'))).toBe(true);
    const items = (await get<MonitoredItem[]>('/api/price-monitoring/items')).sort(
      (a, b) => b.target_price! - a.target_price!,
    );
    expect(
      items.map((item) => ({
        current: item.current_price,
        target: item.target_price,
        prices: item.price_history.map((entry) => entry.price),
      })),
    ).toEqual([
      { current: 849, target: 850, prices: [949, 949, 929, 929, 899, 899, 899, 879, 849] },
      { current: 589, target: 550, prices: [620, 599, 599, 640, 640, 615, 615, 599, 589] },
      { current: 85, target: 70, prices: [95, 95, 89, 89, 92, 92, 89, 85, 85] },
    ]);
    const tapHistory = items[0]!.price_history.map((entry) => entry.checked_at.slice(0, 10));
    expect(tapHistory[0]).toBe('2026-10-21');
    expect(tapHistory.at(-1)).toBe('2026-11-25');
  });

  it('sent exactly one price alert, for the tap that met its target', async () => {
    const outbox = await get<OutboxPage>('/api/admin/outbox');
    expect(outbox.items.map((mail) => [mail.to, mail.subject])).toEqual([
      ['owner@demo.example', 'Price alert: Boiling water tap, brushed steel is now £849.00'],
    ]);
  });
});

describe('the demo journal', () => {
  it('has six public entries with generated photos anyone may read', async () => {
    const response = await t.app.inject({ url: '/api/timeline/entries' });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as PublicTimelineEntry[];
    expect(entries.map((entry) => [entry.date, entry.photos.length])).toEqual([
      ['2026-11-25', 1],
      ['2026-11-22', 2],
      ['2026-11-15', 2],
      ['2026-11-09', 1],
      ['2026-11-02', 3],
      ['2026-10-27', 2],
    ]);
    const photo = await t.app.inject({ url: entries[0]!.photos[0]!.thumbnail_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(entries[4]!.photos[0]).toMatchObject({ width: 640, height: 480 });
  });
});

describe('the demo notifications', () => {
  it("tell the owner of the site manager's changes to the schedule", async () => {
    expect(allTasks).toHaveLength(82);
    const feed = await get<Notification[]>('/api/notifications');
    expect(
      feed.map((item) => [item.user_email, item.action, item.resource_type, item.resource_name]),
    ).toEqual([
      ['site@demo.example', 'updated', 'task', 'Strip wallpaper and remove picture rails'],
      ['site@demo.example', 'created', 'task', 'Treat woodworm in the floor joists'],
      ['site@demo.example', 'created', 'task', 'Replace the lead water main (found on site)'],
    ]);
    expect(await get('/api/notifications/count')).toEqual({ count: 3 });
  });
});
