import { describe, expect, it } from 'vitest';
import { pageJobStats, runPageJob } from './run-page-job.ts';

const page = (body: string) =>
  new TextEncoder().encode(`<html><head><title>Lamp</title></head><body>${body}</body></html>`);
const job = (body: string) => ({
  bytes: page(body),
  contentType: 'text/html',
  pageUrl: 'https://shop.example/p/lamp',
});

describe('shop pages read in a reader thread', () => {
  it('reads a page into a preview, the thread kept for the next page', async () => {
    const outcome = await runPageJob(
      job('<main><h1>Desk Lamp</h1><p class="price">£24.00</p></main>'),
    );
    expect(outcome).toMatchObject({
      ok: true,
      reading: { preview: { name: 'Desk Lamp', price: 24, currency: 'GBP' } },
    });
    expect(pageJobStats()).toEqual({ running: 0, waiting: 0, idleThreads: 1 });
  });

  it('a page without any title: the clear refusal, nothing for the log', async () => {
    const untitled = new TextEncoder().encode('<html><body><p>£5.00</p></body></html>');
    expect(
      await runPageJob({
        bytes: untitled,
        contentType: 'text/html',
        pageUrl: 'https://shop.example/p/1',
      }),
    ).toEqual({ ok: false, message: 'No product was found on that page: it has no title.' });
  });

  it('stops a page that passes the time limit, and the next page still reads', async () => {
    // 390 levels (under the depth limit) repeated: slow to read, far slower than 50 ms.
    const slow =
      `${'<div>'.repeat(390)}<span class="price">£1.00</span>${'</div>'.repeat(390)}`.repeat(200);
    const started = performance.now();
    expect(await runPageJob(job(slow), 50)).toEqual({
      ok: false,
      message: 'No product could be read from that page: reading it took longer than 1 s.',
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(pageJobStats()).toMatchObject({ running: 0, waiting: 0 });
    const next = await runPageJob(
      job('<main><h1>Floor Lamp</h1><p class="price">£90.00</p></main>'),
    );
    expect(next).toMatchObject({
      ok: true,
      reading: { preview: { name: 'Floor Lamp', price: 90 } },
    });
  });
});
