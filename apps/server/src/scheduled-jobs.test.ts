import { afterEach, describe, expect, it } from 'vitest';
import { NIGHTLY_BACKUP_JOB } from './modules/backup/nightly-backup.ts';
import { PRICE_CHECK_JOB } from './modules/ideas/price-check-job.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the scheduled jobs', () => {
  it("check the ideas' prices twice a day", async () => {
    t = await buildTestApp();
    const from = new Date('2026-11-26T00:00:00Z');
    expect(t.ctx.jobs.nextRuns(PRICE_CHECK_JOB, 2, from)).toHaveLength(2);
  });

  it('check no price in the demo, whose shops are fictional', async () => {
    t = await buildTestApp({ env: { DEMO: '1' } });
    expect(() => t?.ctx.jobs.nextRuns(PRICE_CHECK_JOB, 1)).toThrow(
      `No job named ${PRICE_CHECK_JOB}`,
    );
    expect(t.ctx.jobs.nextRuns(NIGHTLY_BACKUP_JOB, 1)).toHaveLength(1);
  });
});
