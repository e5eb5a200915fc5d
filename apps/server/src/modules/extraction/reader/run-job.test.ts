import { describe, expect, it } from 'vitest';
import { readInvoiceFixture } from '../test-support.ts';
import { extractionJobStats, MAX_CONCURRENT_JOBS, runExtractionJob } from './run-job.ts';

describe('extraction jobs', () => {
  it('read at most two documents at once; the others wait their turn', async () => {
    const pdf = new Uint8Array(await readInvoiceFixture('10-diy-receipt.pdf'));
    const jobs = [1, 2, 3].map(() =>
      runExtractionJob({ bytes: pdf, contentType: 'application/pdf' }, 30_000),
    );
    expect(MAX_CONCURRENT_JOBS).toBe(2);
    expect(extractionJobStats()).toEqual({ running: 2, waiting: 1 });
    const outcomes = await Promise.all(jobs);
    expect(outcomes.map((outcome) => outcome.ok && outcome.parsed.items.length)).toEqual([3, 3, 3]);
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
});
