import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

/** The app registers every feature's job under its old name and UTC schedule (decision 026). */
describe('the scheduled jobs the app registers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const from = new Date('2026-11-25T00:00:00Z');
  const nextTwo = (name: string) =>
    t.ctx.jobs.nextRuns(name, 2, from).map((date) => date.toISOString());

  it.each([
    ['nightly-backup', ['2026-11-25T02:30:00.000Z', '2026-11-26T02:30:00.000Z']],
    ['price-checks', ['2026-11-25T08:00:00.000Z', '2026-11-25T20:00:00.000Z']],
    ['mail-retry', ['2026-11-25T00:01:00.000Z', '2026-11-25T00:02:00.000Z']],
    ['insurance-reminders', ['2026-11-25T07:00:00.000Z', '2026-11-26T07:00:00.000Z']],
    ['job-runs-cleanup', ['2026-11-25T03:30:00.000Z', '2026-11-26T03:30:00.000Z']],
    ['access-request-digest', ['2026-11-25T00:05:00.000Z', '2026-11-25T00:10:00.000Z']],
  ])('%s runs at %j', (name, expected) => {
    expect(nextTwo(name)).toEqual(expected);
  });
});

describe('the scheduled jobs of the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO: '1' } });
  });
  afterAll(() => t.close());

  it('check no price: its shops are fictional (decision 042)', () => {
    expect(() => t.ctx.jobs.nextRuns('price-checks', 1)).toThrow('No job named price-checks');
  });

  it('keep every other job', () => {
    const from = new Date('2026-11-25T00:00:00Z');
    expect(t.ctx.jobs.nextRuns('nightly-backup', 1, from).map((d) => d.toISOString())).toEqual([
      '2026-11-25T02:30:00.000Z',
    ]);
  });
});
