import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia, snapshotStorage } from '../expenses/test-support.ts';
import { makeHugePng, makeLongPdf, makeScanPdf, makeZip } from './huge-documents.ts';
import { extractionPoolStats } from './reader/extraction-pool.ts';
import { extractionJobStats } from './reader/run-job.ts';

// No document, hostile or just large, makes the server answer 5xx, hang or grow (decision
// 023). The real app listens on loopback; its resident memory (this process) is sampled while it works.
const RSS_LIMIT_MB = 600;
const CAP_SECONDS = 60;
let t: TestApp;
let base: string;
let owner: SignedInUser;
let room: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp({ env: { EXTRACTION_TIMEOUT_SECONDS: String(CAP_SECONDS) } });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await createSignedInUser(t, { role: 'owner' });
  room = await createComponentVia(t, owner.authorization, { name: 'Loft' });
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: { code?: string; detail?: string };
  ms: number;
}

async function upload(name: string, type: string, data: Buffer): Promise<Answer> {
  const form = new FormData();
  form.append('room_id', room.id);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const started = performance.now();
  const response = await fetch(`${base}/api/expenses/extract`, {
    method: 'POST',
    headers: { authorization: owner.authorization },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    ms: performance.now() - started,
  };
}

/** Runs `work` while sampling this process's RSS every 10 ms; returns the work's result and the peak. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await work();
    return { result, peakMb: peak / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function expectClearRefusal(answer: Answer, status: number, code: string, detail: RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ code, detail: expect.stringMatching(detail) });
  expect(answer.ms).toBeLessThan(CAP_SECONDS * 1000);
  const health = await fetch(`${base}/api/health`);
  expect(health.status).toBe(200);
}

describe('documents that would take the server down', { timeout: 120_000 }, () => {
  it('a 14,000 x 14,000 scan in a PDF is refused with a clear message; the server stays under 600 MB', async () => {
    const pdf = await makeScanPdf(14_000, 14_000);
    expect(pdf.length).toBeLessThan(1024 * 1024);
    const before = await snapshotStorage(t);
    const { result, peakMb } = await withPeakRss(() => upload('scan.pdf', 'application/pdf', pdf));
    await expectClearRefusal(result, 422, 'document_too_large', /14000 x 14000 pixels/);
    expect(peakMb).toBeLessThan(RSS_LIMIT_MB);
    expect(extractionPoolStats().peakChildRssMb).toBeLessThan(RSS_LIMIT_MB);
    expect(await snapshotStorage(t)).toEqual(before);
  });

  it('three at once queue (or get 429) and memory does not grow with them', async () => {
    const pdf = await makeScanPdf(14_000, 14_000);
    const { result, peakMb } = await withPeakRss(() =>
      Promise.all([1, 2, 3].map(() => upload('scan.pdf', 'application/pdf', pdf))),
    );
    for (const answer of result) {
      if (answer.status === 429) expect(answer.body.code).toBe('rate_limited');
      else await expectClearRefusal(answer, 422, 'document_too_large', /14000 x 14000/);
    }
    expect(peakMb).toBeLessThan(RSS_LIMIT_MB);
    expect(extractionPoolStats().peakChildRssMb).toBeLessThan(RSS_LIMIT_MB);
    expect(extractionJobStats()).toEqual({ running: 0, waiting: 0 });
  });

  it('a scan whose size is written by reference is still not decoded (pdf.js maxImageSize)', async () => {
    const pdf = await makeScanPdf(14_000, 14_000, { indirectSize: true });
    const { result, peakMb } = await withPeakRss(() => upload('scan.pdf', 'application/pdf', pdf));
    await expectClearRefusal(result, 422, 'document_unreadable', /no text and no scanned pages/);
    expect(peakMb).toBeLessThan(RSS_LIMIT_MB);
    expect(extractionPoolStats().peakChildRssMb).toBeLessThan(RSS_LIMIT_MB);
  });

  it('a 20,000 x 20,000 pixel image is refused before it is decoded', async () => {
    const png = await makeHugePng(20_000, 20_000);
    const { result, peakMb } = await withPeakRss(() => upload('receipt.png', 'image/png', png));
    await expectClearRefusal(result, 422, 'document_too_large', /20000 x 20000 pixels/);
    expect(peakMb).toBeLessThan(RSS_LIMIT_MB);
  });

  it('a 300-page PDF', async () => {
    const answer = await upload('report.pdf', 'application/pdf', await makeLongPdf(300));
    await expectClearRefusal(answer, 422, 'too_many_pages', /300 pages; up to 20/);
  });

  it('a PDF that is really a ZIP', async () => {
    const answer = await upload('invoice.pdf', 'application/pdf', makeZip());
    await expectClearRefusal(answer, 415, 'unsupported_media_type', /not an accepted type/);
  });

  it('an empty file', async () => {
    const answer = await upload('invoice.pdf', 'application/pdf', Buffer.alloc(0));
    await expectClearRefusal(answer, 400, 'validation_failed', /empty/);
  });
});
