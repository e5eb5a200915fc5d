import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Task } from '@hrt/shared/schemas/schedule';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { activityEvents } from '../activity/schema.ts';
import { createComponentVia } from '../expenses/test-support.ts';
import { createTaskVia, expectRefused, snapshotSchedule, taskBody } from './test-support.ts';

/**
 * Moves that carry their dependants (docs/domain.md#moves-with-dependants), over England's
 * Easter 2026: Good Friday 3 April and Easter Monday 6 April are bank holidays, so the week of
 * 30 March has three working days before them.
 */

let t: TestApp;
let owner: SignedInUser;
let kitchen: BuildComponent;
let api: ReturnType<typeof apiAs>;
/** A (Mon 30 Mar, 2 days) <- B (Wed 1 Apr, 2 days) <- C (Tue 7 Apr, 2 days); D stands alone. */
let a: Task;
let b: Task;
let c: Task;
let d: Task;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  kitchen = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
  api = apiAs(t, owner);
});
afterAll(() => t.close());

beforeEach(async () => {
  await api.ok('PUT', '/api/settings/calendar', {
    working_days: [1, 2, 3, 4, 5],
    holidays: 'england-and-wales',
  });
  const task = (name: string, startAt: string, endAt: string, dependencies: string[] = []) =>
    createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name, startAt, endAt, dependencies }),
    );
  a = await task('Strip out', '2026-03-30', '2026-04-01');
  b = await task('First fix', '2026-04-01', '2026-04-03', [a.id]);
  c = await task('Plaster', '2026-04-07', '2026-04-09', [b.id]);
  d = await task('Order worktops', '2026-04-01', '2026-04-02');
});

const move = (task: Task, body: Record<string, unknown>) =>
  api.call('PATCH', `/api/tasks/${task.id}/move`, { updated_at: task.updated_at, ...body });
const dates = (tasks: Task[]) => tasks.map((task) => [task.name, task.startAt, task.endAt]);
const read = async (task: Task): Promise<Task> => {
  const page = await api.ok('GET', '/api/tasks?limit=1000');
  return page.items.find((item: Task) => item.id === task.id);
};

describe('a move carries the tasks that depend on it', () => {
  it('shifts every dependant by the working days the start moved, keeping their lengths', async () => {
    // Two working days later (Mon 30 Mar to Wed 1 Apr): B passes the Easter weekend.
    const answer = await move(a, { start: '2026-04-01', end: '2026-04-03' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dates(answer.body.moved)).toEqual([
      ['Strip out', '2026-04-01', '2026-04-03'],
      ['First fix', '2026-04-07', '2026-04-09'],
      ['Plaster', '2026-04-09', '2026-04-11'],
    ]);
    expect(await read(d)).toMatchObject({ startAt: '2026-04-01', endAt: '2026-04-02' });
    const events = await t.ctx.database.db
      .select()
      .from(activityEvents)
      .orderBy(desc(activityEvents.createdAt))
      .limit(3);
    expect(events.map((event) => event.resourceName).sort()).toEqual([
      'First fix',
      'Plaster',
      'Strip out',
    ]);
    const firstFix = events.find((event) => event.resourceName === 'First fix');
    expect(firstFix?.changes).toEqual({
      start_at: ['2026-04-01', '2026-04-07'],
      end_at: ['2026-04-03', '2026-04-09'],
    });
  });

  it('moves them back across the holidays the same way', async () => {
    // B one working day earlier: C goes from Tue 7 Apr back over Easter to Thu 2 Apr.
    const answer = await move(b, { start: '2026-03-31', end: '2026-04-02' });
    expect(dates(answer.body.moved)).toEqual([
      ['First fix', '2026-03-31', '2026-04-02'],
      ['Plaster', '2026-04-02', '2026-04-08'],
    ]);
  });

  it('counts with the household calendar: in Scotland Easter Monday is a working day', async () => {
    await api.ok('PUT', '/api/settings/calendar', {
      working_days: [1, 2, 3, 4, 5],
      holidays: 'scotland',
    });
    const answer = await move(a, { start: '2026-04-01', end: '2026-04-03' });
    expect(dates(answer.body.moved)).toEqual([
      ['Strip out', '2026-04-01', '2026-04-03'],
      ['First fix', '2026-04-06', '2026-04-08'],
      ['Plaster', '2026-04-09', '2026-04-11'],
    ]);
  });

  it('moves the task alone with with_dependants false', async () => {
    const answer = await move(a, {
      start: '2026-04-01',
      end: '2026-04-03',
      with_dependants: false,
    });
    expect(dates(answer.body.moved)).toEqual([['Strip out', '2026-04-01', '2026-04-03']]);
    expect(await read(b)).toMatchObject({ startAt: '2026-04-01', endAt: '2026-04-03' });
    expect(await read(c)).toMatchObject({ startAt: '2026-04-07', endAt: '2026-04-09' });
  });

  it('leaves the dependants where they are when the start moved no working day', async () => {
    // Saturday to Sunday: the bar moved, but not by a working day.
    const weekend = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name: 'Skip', startAt: '2026-04-11', endAt: '2026-04-12' }),
    );
    const after = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, {
        name: 'Tidy',
        startAt: '2026-04-13',
        endAt: '2026-04-14',
        dependencies: [weekend.id],
      }),
    );
    // Saturday to the Monday after: no working day moved, its one calendar day kept.
    const answer = await move(weekend, { start: '2026-04-13', end: '2026-04-14' });
    expect(dates(answer.body.moved)).toEqual([['Skip', '2026-04-13', '2026-04-14']]);
    expect(await read(after)).toMatchObject({ startAt: '2026-04-13' });
  });

  it('refuses a stale move with 409 and moves nothing', async () => {
    await move(a, { start: '2026-04-01', end: '2026-04-03' });
    await expectRefused(
      t,
      {
        method: 'PATCH',
        url: `/api/tasks/${a.id}/move`,
        headers: { authorization: owner.authorization },
        payload: { start: '2026-04-08', end: '2026-04-10', updated_at: a.updated_at },
      },
      409,
      'changed by someone else',
    );
  });

  it('saves a drag of a Tue 1 Dec - Thu 3 Dec task two working days on as Thu 3 Dec - Mon 7 Dec', async () => {
    // December 2026: Tue 1, Thu 3, Sat 5, Mon 7, Tue 8. Ends exclusive: Mon 7 is its last day.
    const fit = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name: 'Fit units', startAt: '2026-12-01', endAt: '2026-12-04' }),
    );
    const answer = await move(fit, { start: '2026-12-03', end: '2026-12-08' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dates(answer.body.moved)).toEqual([['Fit units', '2026-12-03', '2026-12-08']]);
  });

  it('refuses a move by calendar days that ends on a day off with 422, moving nothing', async () => {
    const fit = await createTaskVia(
      t,
      owner.authorization,
      taskBody(kitchen.id, { name: 'Fit units', startAt: '2026-12-01', endAt: '2026-12-04' }),
    );
    const before = await snapshotSchedule(t);
    // Thu 3 Dec to Sat 5 Dec: two calendar days on, its last day a Saturday.
    const answer = await move(fit, { start: '2026-12-03', end: '2026-12-06' });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('unprocessable');
    expect(answer.body.detail).toBe(
      'A task moves by working days and keeps its length in working days: ' +
        'moved there it would run from Thu 3 Dec 2026 to Mon 7 Dec 2026.',
    );
    expect(await snapshotSchedule(t)).toEqual(before);
    // Put on a Saturday: refused too, it would start on the Monday.
    const saturday = await move(fit, { start: '2026-12-05', end: '2026-12-08' });
    expect(saturday.body.detail).toMatch(/run from Mon 7 Dec 2026 to Wed 9 Dec 2026\.$/);
  });
});

describe('putting several tasks back at once (the undo)', () => {
  it('puts back every moved task in one call', async () => {
    const moved: Task[] = (await move(a, { start: '2026-04-01', end: '2026-04-03' })).body.moved;
    const originals = new Map([a, b, c].map((task) => [task.id, task]));
    const answer = await api.call('PATCH', '/api/tasks/move', {
      tasks: moved.map((task) => ({
        id: task.id,
        start: originals.get(task.id)!.startAt,
        end: originals.get(task.id)!.endAt,
        updated_at: task.updated_at,
      })),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dates(answer.body.moved)).toEqual([
      ['Strip out', '2026-03-30', '2026-04-01'],
      ['First fix', '2026-04-01', '2026-04-03'],
      ['Plaster', '2026-04-07', '2026-04-09'],
    ]);
    expect(await read(c)).toMatchObject({ startAt: '2026-04-07', endAt: '2026-04-09' });
  });

  it('refuses the whole put-back when one task changed since (409)', async () => {
    const moved: Task[] = (await move(a, { start: '2026-04-01', end: '2026-04-03' })).body.moved;
    await move(moved[2]!, { start: '2026-04-20', end: '2026-04-22' });
    const stale = moved.map((task) => ({
      id: task.id,
      start: '2026-03-02',
      end: '2026-03-03',
      updated_at: task.updated_at,
    }));
    const before = await snapshotSchedule(t);
    const answer = await api.call('PATCH', '/api/tasks/move', { tasks: stale });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('stale_update');
    expect(await snapshotSchedule(t)).toEqual(before);
  });

  it('answers 404 for an unknown task and changes nothing', async () => {
    const before = await snapshotSchedule(t);
    const answer = await api.call('PATCH', '/api/tasks/move', {
      tasks: [
        { id: a.id, start: '2026-05-04', end: '2026-05-05' },
        { id: '00000000-0000-4000-8000-000000000000', start: '2026-05-04', end: '2026-05-05' },
      ],
    });
    expect(answer.status).toBe(404);
    expect(await snapshotSchedule(t)).toEqual(before);
  });

  it.each([
    ['no tasks', [], 'Name at least one task.'],
    ['a task twice', 'twice', 'Name each task once.'],
    ['an end before the start', 'backwards', 'The end date must be after the start date.'],
  ])('refuses %s with 422', async (_name, which, message) => {
    const item = { id: a.id, start: '2026-05-04', end: '2026-05-05' };
    const tasks =
      which === 'twice'
        ? [item, item]
        : which === 'backwards'
          ? [{ ...item, end: '2026-05-01' }]
          : which;
    await expectRefused(
      t,
      {
        method: 'PATCH',
        url: '/api/tasks/move',
        headers: { authorization: owner.authorization },
        payload: { tasks },
      },
      422,
      message,
    );
  });
});
