import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { readInvoiceFixture } from '../test-support.ts';
import { extractionPoolStats } from './extraction-pool.ts';
import { extractionJobStats, MAX_CONCURRENT_JOBS, runExtractionJob } from './run-job.ts';

describe('extraction jobs', { timeout: 120_000 }, () => {
  it('read one document per core at once; the next waits its turn', async () => {
    const pdf = new Uint8Array(await readInvoiceFixture('10-diy-receipt.pdf'));
    const count = MAX_CONCURRENT_JOBS + 1;
    const jobs = Array.from({ length: count }, () =>
      runExtractionJob({ bytes: pdf, contentType: 'application/pdf' }, 60_000),
    );
    expect(MAX_CONCURRENT_JOBS).toBeGreaterThanOrEqual(1);
    expect(extractionJobStats()).toEqual({ running: MAX_CONCURRENT_JOBS, waiting: 1 });
    const outcomes = await Promise.all(jobs);
    expect(outcomes.map((outcome) => outcome.ok && outcome.parsed.items.length)).toEqual(
      Array.from({ length: count }, () => 3),
    );
    expect(extractionJobStats()).toEqual({ running: 0, waiting: 0 });
  });

  it('answer 429 at once when the queue is full, and nothing is left waiting', async () => {
    const pdf = new Uint8Array(await readInvoiceFixture('10-diy-receipt.pdf'));
    const jobs = Array.from({ length: MAX_CONCURRENT_JOBS + 1 }, () =>
      runExtractionJob({ bytes: pdf, contentType: 'application/pdf' }, 60_000, { queueLimit: 0 }),
    );
    const settled = await Promise.allSettled(jobs);
    const refused = settled.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'rate_limited',
      status: 429,
    });
    expect(extractionJobStats()).toEqual({ running: 0, waiting: 0 });
  });

  it('stop a document that passes the time limit', async () => {
    const photo = new Uint8Array(await readInvoiceFixture('18-photo-diy-receipt.png'));
    const started = performance.now();
    await expect(
      runExtractionJob({ bytes: photo, contentType: 'image/png' }, 300),
    ).rejects.toMatchObject({
      code: 'extraction_timeout',
      status: 422,
    });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(extractionJobStats()).toEqual({ running: 0, waiting: 0 });
  });

  it('end the reading process (and its engine) after the idle time', async () => {
    const pdf = new Uint8Array(await readInvoiceFixture('10-diy-receipt.pdf'));
    const before = extractionPoolStats().processes;
    const outcome = await runExtractionJob({ bytes: pdf, contentType: 'application/pdf' }, 60_000, {
      idleMs: 300,
    });
    expect(outcome.ok).toBe(true);
    expect(extractionPoolStats().processes).toBeGreaterThan(0);
    await sleep(1000);
    expect(extractionPoolStats().processes).toBeLessThanOrEqual(Math.max(0, before - 1));
  });
});
