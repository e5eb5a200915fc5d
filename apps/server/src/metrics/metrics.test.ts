import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../test/smtp-test-server.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const TASK_ID = '3f0c9a52-6a1e-4c1b-9d3e-5b2a7c8d9e01';

/** The value of one sample line, `name{labels} value`, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

function scrape(t: TestApp, authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });
}

async function scrapeText(t: TestApp) {
  const response = await scrape(t, `Bearer ${TOKEN}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 404, with or without a token (not the web app page)', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await scrape(t, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let owner: SignedInUser;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, ...smtp.env() } });
    owner = await createSignedInUser(t, { role: 'owner' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers 401 without a token, with a wrong one, and with a user ID token', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      owner.authorization,
    ]) {
      const response = await scrape(t, authorization);
      expect([authorization, response.statusCode]).toEqual([authorization, 401]);
      expect(response.json().code).toBe('unauthenticated');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('answers the Prometheus text format to the right token', async () => {
    const response = await scrape(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.body).toContain('# TYPE hrt_http_requests_total counter');
    // prom-client's process metrics: resident memory and the heap.
    expect(sample(response.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(response.body).toContain('nodejs_heap_size_used_bytes');
  });

  it('counts requests and times them by route pattern, never by the raw URL', async () => {
    const series = 'hrt_http_requests_total{method="PUT",route="/api/tasks/:id",status_code="422"}';
    const before = sample(await scrapeText(t), series) ?? 0;
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/tasks/${TASK_ID}`,
        headers: { authorization: owner.authorization },
        // Refused by the schedule's validation (422): enough to be answered by the route.
        payload: { name: 'Tile the splashback' },
      });
      expect(response.statusCode, response.body).toBe(422);
    }
    const text = await scrapeText(t);
    expect(sample(text, series)).toBe(before + 2);
    expect(
      sample(text, 'hrt_http_request_duration_seconds_count{method="PUT",route="/api/tasks/:id"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'hrt_http_request_duration_seconds_bucket{le="+Inf",method="PUT",route="/api/tasks/:id"}',
      ),
    ).toBe(2);
    expect(text).not.toContain(TASK_ID);
  });

  it('counts every URL no route matched under one label', async () => {
    for (const url of ['/api/no-such-thing/1', '/api/no-such-thing/2']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const text = await scrapeText(t);
    expect(
      sample(text, 'hrt_http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(2);
    expect(text).not.toContain('no-such-thing');
  });

  it('counts job runs and failures by job', async () => {
    t.ctx.jobs.register({
      name: 'metrics-test-failing',
      schedule: '0 0 1 1 *',
      run: async () => {
        throw new Error('the test job fails');
      },
    });
    expect((await t.ctx.jobs.runNow('job-runs-cleanup')).ran).toBe(true);
    expect(await t.ctx.jobs.runNow('metrics-test-failing')).toMatchObject({ outcome: 'failed' });
    const text = await scrapeText(t);
    expect(sample(text, 'hrt_job_runs_total{job="job-runs-cleanup",outcome="succeeded"}')).toBe(1);
    expect(sample(text, 'hrt_job_runs_total{job="metrics-test-failing",outcome="failed"}')).toBe(1);
    expect(sample(text, 'hrt_job_duration_seconds_count{job="job-runs-cleanup"}')).toBe(1);
  });

  it('counts mail sent and mail the server refused for good', async () => {
    await t.ctx.mailer.send({ to: 'ann@example.com', subject: 'Hello', text: 'Sent.' });
    await t.ctx.mailer.idle();
    smtp.rejectRecipients(550);
    await t.ctx.mailer.send({ to: 'nobody@example.com', subject: 'Hello', text: 'Refused.' });
    await t.ctx.mailer.idle();
    smtp.rejectRecipients(undefined);
    const text = await scrapeText(t);
    expect(sample(text, 'hrt_mails_total{outcome="sent"}')).toBe(1);
    expect(sample(text, 'hrt_mails_total{outcome="failed"}')).toBe(1);
  });

  it('reports the database pool: PGlite as one connection, PostgreSQL as the pool of ten', async () => {
    const text = await scrapeText(t);
    const pool = {
      max: sample(text, 'hrt_db_pool_max'),
      connections: sample(text, 'hrt_db_pool_connections'),
      idle: sample(text, 'hrt_db_pool_idle'),
      waiting: sample(text, 'hrt_db_pool_waiting'),
    };
    if (t.ctx.database.kind === 'pglite') {
      expect(pool).toEqual({ max: 1, connections: 1, idle: 1, waiting: 0 });
    } else {
      // Nothing runs between requests: every connection the pool opened is idle.
      expect(pool.max).toBe(10);
      expect(pool.connections).toBeGreaterThanOrEqual(1);
      expect(pool.idle).toBe(pool.connections);
      expect(pool.waiting).toBe(0);
    }
  });

  it('counts PGlite queries running or queued as busy and waiting', async () => {
    if (t.ctx.database.kind !== 'pglite') return;
    const queries = Array.from({ length: 3 }, () => t.ctx.database.ping());
    expect(t.ctx.database.poolStats()).toEqual({ max: 1, total: 1, idle: 0, waiting: 2 });
    await Promise.all(queries);
    expect(t.ctx.database.poolStats()).toEqual({ max: 1, total: 1, idle: 1, waiting: 0 });
  });
});

describe('METRICS_TOKEN in the configuration', () => {
  it('is optional, and kept as given', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });

  it('refuses a short token or one a bearer header cannot carry', () => {
    for (const token of ['too-short', 'sixteen chars with spaces', 'ünïcødé-ünïcødé-ünïcødé']) {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(/METRICS_TOKEN/);
    }
  });
});
