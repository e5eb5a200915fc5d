import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { openTestDatabase, type TestDatabaseHandle } from '../test/test-database.ts';
import { jobRuns } from './schema.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runsOf(t: TestApp, job: string) {
  return t.ctx.database.db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(asc(jobRuns.tick));
}

describe('the job runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('records each run with its counts, and a failure with its error', async () => {
    t.ctx.jobs.register({
      name: 'count-things',
      schedule: '0 * * * *',
      run: async () => ({ n: 3 }),
    });
    t.ctx.jobs.register({
      name: 'break-things',
      schedule: '0 * * * *',
      run: async () => {
        throw new Error('the shop did not answer');
      },
    });
    expect(await t.ctx.jobs.runNow('count-things')).toEqual({
      ran: true,
      outcome: 'succeeded',
      counts: { n: 3 },
      error: null,
    });
    expect(await t.ctx.jobs.runNow('break-things')).toMatchObject({
      ran: true,
      outcome: 'failed',
      error: 'the shop did not answer',
    });
    const [counted] = await runsOf(t, 'count-things');
    expect(counted).toMatchObject({ outcome: 'succeeded', counts: { n: 3 }, error: null });
    expect(counted!.finishedAt!.getTime()).toBeGreaterThanOrEqual(counted!.startedAt.getTime());
    const [broken] = await runsOf(t, 'break-things');
    expect(broken).toMatchObject({ outcome: 'failed', error: 'the shop did not answer' });
  });

  it('starts nothing on its own: tests (and the app) run jobs only when asked', async () => {
    let runs = 0;
    t.ctx.jobs.register({
      name: 'every-second-unstarted',
      schedule: '* * * * * *',
      run: async () => {
        runs++;
        return {};
      },
    });
    await sleep(1500);
    expect(runs).toBe(0);
    expect(await runsOf(t, 'every-second-unstarted')).toEqual([]);
  });

  it('reads schedules in UTC: price checks at 08:00 and 20:00', () => {
    t.ctx.jobs.register({
      name: 'price-checks-demo',
      schedule: '0 8,20 * * *',
      run: async () => ({}),
    });
    // 29 March 2026: the clocks go forward in the UK; UTC does not move.
    const from = new Date('2026-03-29T00:30:00Z');
    expect(t.ctx.jobs.nextRuns('price-checks-demo', 3, from).map((d) => d.toISOString())).toEqual([
      '2026-03-29T08:00:00.000Z',
      '2026-03-29T20:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
  });

  it('refuses a schedule croner cannot read, and a name used twice', () => {
    expect(() =>
      t.ctx.jobs.register({ name: 'bad', schedule: '61 * * * *', run: async () => ({}) }),
    ).toThrow();
    expect(() =>
      t.ctx.jobs.register({ name: 'count-things', schedule: '0 * * * *', run: async () => ({}) }),
    ).toThrow('Job count-things is registered twice');
  });

  it('retries due mail through the registered mail-retry job', async () => {
    expect(await t.ctx.jobs.runNow('mail-retry')).toEqual({
      ran: true,
      outcome: 'succeeded',
      // No SMTP in this app: nothing to deliver, and the outbox is left alone.
      counts: { sent: 0, retrying: 0, failed: 0 },
      error: null,
    });
  });

  it('stops cleanly: the schedule ends and a run under way finishes first', async () => {
    let finished = false;
    t.ctx.jobs.register({
      name: 'slow-stop',
      schedule: '0 0 1 1 *',
      run: async ({ signal }) => {
        await sleep(300);
        finished = true;
        return { aborted: signal.aborted ? 1 : 0 };
      },
    });
    const run = t.ctx.jobs.runNow('slow-stop');
    await sleep(50);
    await t.ctx.jobs.stop();
    expect(finished).toBe(true);
    expect(await run).toMatchObject({ ran: true, counts: { aborted: 1 } });
  });
});

/** Two app instances on one database, the same job every second, both schedules running. */
describe('two instances ticking the same job', () => {
  let database: TestDatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    // PostgreSQL: each instance has its own pool, so only the advisory lock and the tick claim
    // can keep them apart. PGlite is one process: they share the handle (and its lock).
    const second = database.openAnother ? await database.openAnother() : database;
    a = await buildTestApp({ database });
    b = await buildTestApp({ database: second });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    if (b.ctx.database !== database) await b.ctx.database.close();
    await database.close();
  });

  it('runs it once per tick', async () => {
    const executions: { instance: string; tick: string }[] = [];
    for (const [label, t] of [
      ['a', a],
      ['b', b],
    ] as const) {
      t.ctx.jobs.register({
        name: 'tick-once',
        schedule: '* * * * * *',
        run: async ({ tick }) => {
          executions.push({ instance: label, tick: tick.toISOString() });
          return {};
        },
      });
    }
    a.ctx.jobs.start();
    b.ctx.jobs.start();
    await sleep(3300);
    await Promise.all([a.ctx.jobs.stop(), b.ctx.jobs.stop()]);

    const ticks = executions.map((run) => run.tick);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ticks).size).toBe(ticks.length);
    // Every tick is a whole second, and the table agrees with what ran.
    expect(ticks.every((tick) => tick.endsWith('.000Z'))).toBe(true);
    const rows = await runsOf(a, 'tick-once');
    expect(rows.map((row) => row.tick.toISOString()).sort()).toEqual([...ticks].sort());
  });

  it('does not run a tick again on an instance that fires late for it', async () => {
    let runs = 0;
    for (const t of [a, b]) {
      t.ctx.jobs.register({
        name: 'late-tick',
        schedule: '0 8,20 * * *',
        run: async () => {
          runs++;
          return {};
        },
      });
    }
    const tick = new Date('2026-03-29T08:00:00Z');
    expect(await a.ctx.jobs.runNow('late-tick', { tick })).toMatchObject({ ran: true });
    // b's timer fired late (a busy event loop, a clock behind): the tick is taken already.
    expect(await b.ctx.jobs.runNow('late-tick', { tick })).toEqual({
      ran: false,
      reason: 'already_ran',
    });
    expect(runs).toBe(1);
    expect(await runsOf(a, 'late-tick')).toHaveLength(1);
  });

  it('never overlaps a run still going on another instance', async () => {
    const spans: { start: number; end: number }[] = [];
    for (const t of [a, b]) {
      t.ctx.jobs.register({
        name: 'slow-tick',
        schedule: '* * * * * *',
        run: async () => {
          const start = Date.now();
          await sleep(1500);
          spans.push({ start, end: Date.now() });
          return {};
        },
      });
    }
    a.ctx.jobs.start();
    b.ctx.jobs.start();
    await sleep(3600);
    await Promise.all([a.ctx.jobs.stop(), b.ctx.jobs.stop()]);

    expect(spans.length).toBeGreaterThanOrEqual(2);
    const ordered = spans.sort((x, y) => x.start - y.start);
    for (let i = 1; i < ordered.length; i++) {
      expect(ordered[i]!.start).toBeGreaterThanOrEqual(ordered[i - 1]!.end);
    }
  });
});
