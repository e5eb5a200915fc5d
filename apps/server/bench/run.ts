// `npm run bench` (builds the web app first): in Chromium, the landing page's JavaScript and
// what /expenses downloads and waits for before its tiles show (bench/browser.ts); then how
// the overview (GET /api/components + GET /api/expenses/summaries) holds
// up with 20 components and 20,000 expenses, against a trivial 20-row select measured with
// the same harness. Real HTTP on 127.0.0.1 with 50 concurrent keep-alive connections driven by
// autocannon on its own worker thread, ~5 s per measurement, the two measured twice in turns.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
// scratch database is created and dropped). Last, the phone figures: Lighthouse's mobile audit
// of six pages (bench/phone.ts; BENCH_PHONE=0 skips it, BENCH_ONLY=phone runs it alone). Before
// it, the real server's resident memory on each database (bench/server-memory.ts;
// BENCH_MEMORY=0 skips it, BENCH_ONLY=memory runs it alone), and the demo's first start
// (bench/demo-start.ts; BENCH_DEMO=0 skips it, BENCH_ONLY=demo runs it alone).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import type { Principal } from '../src/http/access.ts';
import { createComponent } from '../src/modules/build-components/service.ts';
import { adminQuery } from './admin-query.ts';
import { printBackupRestore } from './backup-restore.ts';
import { registerBaselineRoute, startBenchApp } from './bench-app.ts';
import { type BrowserFigures, measureInBrowser, type SessionTokens } from './browser.ts';
import { demoStartLines, measureDemoStart } from './demo-start.ts';
import {
  type ExtractionMemory,
  extractionMemoryLines,
  IDLE_WAIT_SECONDS,
  measureExtractionMemory,
} from './extraction-memory.ts';
import { measurePhone, phoneLines } from './phone.ts';
import {
  measureSchedule,
  SCHEDULE_COMPONENTS,
  SCHEDULE_RENDER_LIMIT_MS,
  type ScheduleFigures,
  seedScheduleComponents,
  seedTasks,
} from './schedule.ts';
import { seedComponents, seedExpenses } from './seed-expenses.ts';
import { measureServerMemory, serverMemoryLines } from './server-memory.ts';
import { signInOwner } from './sign-in.ts';
import { printWriteThroughput } from './write-throughput.ts';

const COMPONENTS = 20;
const EXPENSES = 20_000;
const CONCURRENCY = 50;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const WARMUP_MS = 1000;
const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');
const LANDING_JS_LIMIT = 150 * 1024;
const EXPENSES_TRANSFER_LIMIT = 500 * 1024;
const TILES_MS_LIMIT = 1000;

interface Measurement {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
}

interface Row {
  database: string;
  overview: Measurement;
  baseline: Measurement;
  /** Measured on the first database only: the browser's figures do not depend on it. */
  browser?: BrowserFigures | string;
  schedule?: ScheduleFigures[];
  /** Measured on the first database only, before the load: memory around one receipt photo. */
  extraction?: ExtractionMemory | string;
}

async function main() {
  const rows: Row[] = [];
  // BENCH_ONLY=pglite or BENCH_ONLY=postgres runs one of the two (for profiling); =phone the
  // phone figures alone.
  const only = process.env.BENCH_ONLY;
  if (only === 'extraction') return benchExtractionOnly();
  if (only === 'phone') return console.log(phoneLines(await measurePhone()).join('\n'));
  if (only === 'demo') return console.log(demoStartLines(await measureDemoStart()).join('\n'));
  if (only === 'memory') {
    return console.log(serverMemoryLines(await measureServerMemory()).join('\n'));
  }
  if (only !== 'postgres') {
    rows.push(await benchDatabase('PGlite', () => openDatabase({}), { browser: true }));
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url && only !== 'pglite') {
    const name = `hrt_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    try {
      rows.push(
        await benchDatabase(
          'PostgreSQL',
          () => openDatabase({ databaseUrl: withDatabase(url, name) }),
          { browser: rows.length === 0 },
        ),
      );
    } finally {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    }
  } else {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
  }
  printTable(rows);
  if (!only || only === 'pglite') await printWriteThroughput();
  await printBackupRestore();
  if (!only) console.log(serverMemoryLines(await measureServerMemory()).join('\n'));
  if (!only) console.log(['', ...demoStartLines(await measureDemoStart())].join('\n'));
  // Last: Lighthouse's simulated phone needs the machine to itself more than the rest.
  if (!only) console.log(['', ...phoneLines(await measurePhone())].join('\n'));
}

async function benchDatabase(
  label: string,
  open: () => Promise<DatabaseHandle>,
  options: { browser: boolean },
): Promise<Row> {
  console.log(`\n== ${label}`);
  const { app, ctx, close } = await startBenchApp(await open());
  registerBaselineRoute({ app, ctx });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const authorization = await signInOwner(app, ctx, address);
    const extraction = options.browser
      ? await extractionFigures(ctx, authorization, address)
      : undefined;
    const seeded = await seed(ctx, authorization.principal);
    console.log(
      `seeded ${COMPONENTS} components and ${EXPENSES} expenses in ${seeded.toFixed(1)} s; summaries verified against a fresh aggregation`,
    );
    const browser = options.browser
      ? await browserFigures(ctx, address, authorization.tokens)
      : undefined;
    const schedule =
      browser && typeof browser !== 'string'
        ? await scheduleFigures(ctx, authorization.principal, address, authorization.tokens)
        : undefined;
    const headers = { authorization: authorization.header };
    const { baseline, overview } = await measureInTurns(address, headers);
    return {
      database: label,
      overview,
      baseline,
      ...(browser ? { browser } : {}),
      ...(schedule ? { schedule } : {}),
      ...(extraction ? { extraction } : {}),
    };
  } finally {
    await close();
  }
}

/** The load's project: the components, then their expenses, summaries verified. */
async function seed(ctx: AppContext, principal: Principal): Promise<number> {
  const started = performance.now();
  const ids = await seedComponents(ctx, principal, COMPONENTS);
  await seedExpenses(ctx, principal, ids, { from: 0, to: EXPENSES });
  return (performance.now() - started) / 1000;
}

/** The browser's figures, with the Total Expenses tile checked against the database. */
async function browserFigures(
  ctx: AppContext,
  address: string,
  tokens: SessionTokens,
): Promise<BrowserFigures | string> {
  if (process.env.BENCH_BROWSER === '0') return 'skipped (BENCH_BROWSER=0)';
  if (!fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    return 'skipped: no web build (npm run bench builds it; run `npm run build`)';
  }
  const figures = await measureInBrowser(address, tokens);
  const result = await ctx.database.db.execute(
    sql`select coalesce(sum(total_cost), 0)::text as total from expenses`,
  );
  const total = (result as unknown as { rows: Array<{ total: string }> }).rows[0]?.total ?? '0';
  const expected = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(
    Number(total),
  );
  if (figures.expensesTotalTile !== expected) {
    throw new Error(`Total Expenses tile shows ${figures.expensesTotalTile}, expected ${expected}`);
  }
  return figures;
}

/**
 * BENCH_ONLY=extraction: the memory around one receipt photo alone, on PGlite, without the
 * seeding and the load (a quick check: EXTRACTION_IDLE_SECONDS=20 BENCH_IDLE_WAIT_SECONDS=30).
 */
async function benchExtractionOnly(): Promise<void> {
  const { app, ctx, close } = await startBenchApp(await openDatabase({}));
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const authorization = await signInOwner(app, ctx, address);
    const extraction = await extractionFigures(ctx, authorization, address);
    console.log(
      typeof extraction === 'string'
        ? `Extraction memory ${extraction}`
        : extractionMemoryLines(extraction).join('\n'),
    );
  } finally {
    await close();
  }
}

/** Memory before, right after and long after reading one receipt photo (decision 023). */
async function extractionFigures(
  ctx: AppContext,
  authorization: { header: string; principal: Principal },
  address: string,
): Promise<ExtractionMemory | string> {
  if (process.env.BENCH_EXTRACTION === '0') return 'skipped (BENCH_EXTRACTION=0)';
  console.log(
    `reading one receipt photo, then waiting ${IDLE_WAIT_SECONDS} s for the idle release`,
  );
  const room = await createComponent(ctx, authorization.principal, {
    name: 'Receipts bench room',
    type: 'room',
    status: 'IN_PROGRESS',
    budget: 1000,
  });
  return measureExtractionMemory(
    address,
    authorization.header,
    room.id,
    ctx.config.EXTRACTION_IDLE_SECONDS,
  );
}

/** /schedule with 2,000 tasks, then with 10,000 (the same 30 components). */
async function scheduleFigures(
  ctx: AppContext,
  principal: Principal,
  address: string,
  tokens: SessionTokens,
): Promise<ScheduleFigures[]> {
  const componentIds = await seedScheduleComponents(ctx, principal);
  const figures: ScheduleFigures[] = [];
  let seeded = 0;
  for (const count of [2_000, 10_000]) {
    await seedTasks(ctx.database.db, componentIds, { from: seeded, to: count }, principal.email);
    seeded = count;
    figures.push(await measureSchedule(address, tokens, count));
  }
  return figures;
}

/**
 * The baseline and the overview in turns, twice (baseline, overview, baseline, overview), each
 * pair of figures summed: measured once each, the one that ran first met whatever the seeding
 * left behind (PostgreSQL's autovacuum, the garbage collector) and read up to 4x slower in
 * either direction on a shared machine (decision 044).
 */
async function measureInTurns(address: string, headers: Record<string, string>) {
  const turns: Array<{ baseline: Measurement; overview: Measurement }> = [];
  for (let turn = 0; turn < 2; turn++) {
    const baseline = await measure(address, headers, ['/api/bench/baseline']);
    const overview = await measure(address, headers, [
      '/api/components',
      '/api/expenses/summaries',
    ]);
    turns.push({ baseline, overview });
  }
  return {
    baseline: combined(turns.map((turn) => turn.baseline)),
    overview: combined(turns.map((turn) => turn.overview)),
  };
}

/** Requests and seconds added up; the latencies are the worse turn's. */
function combined(measurements: Measurement[]): Measurement {
  return {
    requests: measurements.reduce((sum, m) => sum + m.requests, 0),
    errors: measurements.reduce((sum, m) => sum + m.errors, 0),
    seconds: measurements.reduce((sum, m) => sum + m.seconds, 0),
    p50: Math.max(...measurements.map((m) => m.p50)),
    p99: Math.max(...measurements.map((m) => m.p99)),
  };
}

/** 50 connections, each looping over `paths`, after a warm-up; autocannon's latency figures. */
async function measure(
  address: string,
  headers: Record<string, string>,
  paths: string[],
): Promise<Measurement> {
  await runClients(address, headers, paths, WARMUP_MS);
  return runClients(address, headers, paths, DURATION_MS);
}

/**
 * autocannon on one worker thread (`workers: 1`), so generating the load does not steal this
 * thread, which serves the requests. Each connection cycles through `paths` in order.
 */
async function runClients(
  address: string,
  headers: Record<string, string>,
  paths: string[],
  durationMs: number,
): Promise<Measurement> {
  const result = await autocannon({
    url: address,
    connections: CONCURRENCY,
    workers: 1,
    duration: durationMs / 1000,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

function printTable(rows: Row[]) {
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const browser = rows.find((row) => row.browser)?.browser;
  const lines = [''];
  if (typeof browser === 'string') lines.push(`Browser figures ${browser}`);
  else if (browser) {
    lines.push(
      `Chromium, ${EXPENSES} expenses, empty cache:`,
      `  landing page initial JavaScript ${kB(browser.landingJsGzipBytes)} gzipped (${browser.landingScripts} scripts; ${kB(browser.landingJsTransferBytes)} transferred as brotli) (target < ${kB(LANDING_JS_LIMIT)})`,
      `  /expenses transferred ${kB(browser.expensesTransferBytes)} before its tiles showed (target < ${kB(EXPENSES_TRANSFER_LIMIT)})`,
      `  /expenses tiles showed ${browser.expensesTilesMs.toFixed(0)} ms after navigation (target < ${TILES_MS_LIMIT} ms; Total Expenses ${browser.expensesTotalTile}, checked against the database)`,
    );
  }
  const extraction = rows.find((row) => row.extraction)?.extraction;
  if (typeof extraction === 'string') lines.push(`Extraction memory ${extraction}`);
  else if (extraction) lines.push(...extractionMemoryLines(extraction));
  for (const figures of rows.find((row) => row.schedule)?.schedule ?? []) {
    const target =
      figures.tasks <= 2_000 ? ` (target < ${SCHEDULE_RENDER_LIMIT_MS} ms)` : ' (must stay usable)';
    lines.push(
      `  /schedule with ${figures.tasks} tasks across ${SCHEDULE_COMPONENTS} components rendered in ${figures.renderMs.toFixed(0)} ms after its tasks arrived (median of ${figures.runs.map((ms) => ms.toFixed(0)).join(', ')} ms)${target}`,
    );
  }
  lines.push(
    '',
    `Overview = GET /api/components + GET /api/expenses/summaries (alternating), ${COMPONENTS} components, ${EXPENSES} expenses`,
    `Baseline = authenticated 20-row select; ${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each, twice in turns, real HTTP`,
    '',
    '| database   | workload | req/s   | p50 ms | p99 ms | errors | overview/baseline |',
    '|------------|----------|---------|--------|--------|--------|-------------------|',
  );
  for (const row of rows) {
    const rate = (m: Measurement) => m.requests / m.seconds;
    const ratio = rate(row.overview) / rate(row.baseline);
    const line = (name: string, m: Measurement, extra: string) =>
      `| ${row.database.padEnd(10)} | ${name.padEnd(8)} | ${rate(m).toFixed(0).padStart(7)} | ${m.p50.toFixed(1).padStart(6)} | ${m.p99.toFixed(1).padStart(6)} | ${String(m.errors).padStart(6)} | ${extra.padEnd(17)} |`;
    lines.push(line('overview', row.overview, `${ratio.toFixed(2)} (target >= 0.8)`));
    lines.push(line('baseline', row.baseline, ''));
  }
  const postgres = rows.find((row) => row.database === 'PostgreSQL');
  if (postgres) {
    lines.push(
      '',
      `PostgreSQL overview p99 ${postgres.overview.p99.toFixed(1)} ms (target < 50 ms)`,
    );
  }
  console.log(lines.join('\n'));
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

await main();
