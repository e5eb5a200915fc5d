// The phone figures (decision 039): Lighthouse's default mobile audit (a mid-range phone: 4x CPU
// slowdown and slow 4G, simulated) of six pages in Debian's Chromium, on a project of its own
// with 6 components and 2,000 expenses, then /expenses again at 20,000. Signed in as the app
// keeps a session: the ID token in localStorage and the refresh cookie (decision 020), both
// set before the audits (Lighthouse's storage reset leaves cookies and localStorage alone).
// Each figure is the median of three cold loads (BENCH_PHONE_RUNS to change).
import fs from 'node:fs';
import path from 'node:path';
import { creditAccountFieldsSchema } from '@hrt/shared/schemas/credit';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { AppContext } from '../src/app-context.ts';
import { openDatabase } from '../src/db/client.ts';
import type { Principal } from '../src/http/access.ts';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../src/http/refresh-cookie.ts';
import { createCreditAccount } from '../src/modules/credit/service.ts';
import { startBenchApp } from './bench-app.ts';
import { seedTasks } from './schedule.ts';
import { seedComponents, seedExpenses } from './seed-expenses.ts';
import { type BenchSignIn, signInOwner } from './sign-in.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const COMPONENTS = 6;
const TASKS = 120;
const EXPENSES = 2_000;
const MANY_EXPENSES = 20_000;

/** The phone targets (decision 039; at 2,000 expenses; /expenses at 20,000 has its own two). */
const PHONE_TARGETS = {
  performance: 0.9,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
  accessibility: 1,
  manyLcpMs: 3000,
  manyTbtMs: 300,
};

interface Audit {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  /**
   * Script evaluation on the main thread, as Lighthouse reports it (the observed time times the
   * 4x slowdown). It moves much less between runs than TBT, which counts only the part of each
   * long task past 50 ms: the figure to compare two builds by.
   */
  scriptMs: number;
  /** Lighthouse's measure of this machine's speed: TBT depends on it (higher is faster). */
  benchmarkIndex: number;
}

export interface PhoneFigures extends Audit {
  path: string;
  signedIn: boolean;
  expenses: number;
  /** Each run's performance score, to show the spread behind the medians. */
  runs: number[];
}

const PAGES: Array<{ path: string; signedIn: boolean }> = [
  { path: '/', signedIn: false },
  { path: '/timeline', signedIn: false },
  { path: '/rooms', signedIn: true },
  { path: '/expenses', signedIn: true },
  { path: '/schedule', signedIn: true },
  { path: '/credit-tracking', signedIn: true },
];

/** The six pages at 2,000 expenses, then /expenses at 20,000; a reason when skipped. */
export async function measurePhone(): Promise<PhoneFigures[] | string> {
  if (process.env.BENCH_PHONE === '0') return 'skipped (BENCH_PHONE=0)';
  if (!fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    return 'skipped: no web build (npm run bench builds it; run `npm run build`)';
  }
  const { app, ctx, close } = await startBenchApp(await openDatabase({}));
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const owner = await signInOwner(app, ctx, address);
    const componentIds = await seedProject(ctx, owner.principal);
    console.log(
      `phone: ${COMPONENTS} components, ${EXPENSES} expenses, ${TASKS} tasks; Lighthouse mobile, ${RUNS} runs per page`,
    );
    return await withChromium(async (browser) => {
      const figures: PhoneFigures[] = [];
      // BENCH_PHONE_PAGES=/rooms,/expenses narrows a run (while working on those pages).
      const only = process.env.BENCH_PHONE_PAGES?.split(',');
      for (const page of PAGES.filter((p) => !only || only.includes(p.path))) {
        figures.push(await auditPage(browser, address, owner, { ...page, expenses: EXPENSES }));
      }
      if (only && !only.includes('/expenses')) return figures;
      await seedExpenses(ctx, owner.principal, componentIds, { from: EXPENSES, to: MANY_EXPENSES });
      const expenses = { path: '/expenses', signedIn: true, expenses: MANY_EXPENSES };
      figures.push(await auditPage(browser, address, owner, expenses));
      return figures;
    });
  } finally {
    await close();
  }
}

/** The components with their expenses, a schedule across them and three credit accounts. */
async function seedProject(ctx: AppContext, principal: Principal): Promise<string[]> {
  const ids = await seedComponents(ctx, principal, COMPONENTS);
  await seedExpenses(ctx, principal, ids, { from: 0, to: EXPENSES });
  await seedTasks(ctx.database.db, ids, { from: 0, to: TASKS }, principal.email);
  const accounts = [
    { account_type: 'credit_card', account_name: 'Everyday card', credit_limit: 5000 },
    { account_type: 'personal_loan', account_name: 'Kitchen loan', interest_rate: 6.9 },
    { account_type: 'line_of_credit', account_name: 'Builder credit', credit_limit: 8000 },
  ];
  for (const [i, account] of accounts.entries()) {
    const fields = creditAccountFieldsSchema.parse({
      ...account,
      provider: `Bank ${i + 1}`,
      owner: 'Joint',
      current_balance: 1000 * (i + 1),
      monthly_payment: 100,
      payment_due_date: 10 + i,
    });
    await createCreditAccount(ctx, principal, fields);
  }
  return ids;
}

async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    return await use(browser);
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

/** RUNS cold loads of one page (signed in or not); the median of each figure. */
async function auditPage(
  browser: Browser,
  address: string,
  owner: BenchSignIn,
  target: { path: string; signedIn: boolean; expenses: number },
): Promise<PhoneFigures> {
  const audits: Audit[] = [];
  for (let run = 0; run < RUNS; run++) {
    audits.push(
      await auditWithRetries(browser, address, target.signedIn ? owner : null, target.path),
    );
  }
  const median = (pick: (audit: Audit) => number) =>
    audits.map(pick).sort((a, b) => a - b)[Math.floor(audits.length / 2)] ?? Number.NaN;
  return {
    ...target,
    performance: median((a) => a.performance),
    lcpMs: median((a) => a.lcpMs),
    tbtMs: median((a) => a.tbtMs),
    cls: median((a) => a.cls),
    accessibility: median((a) => a.accessibility),
    scriptMs: median((a) => a.scriptMs),
    benchmarkIndex: median((a) => a.benchmarkIndex),
    runs: audits.map((a) => a.performance),
  };
}

/**
 * One audit in a fresh tab. On a busy machine Chromium now and then records a trace Lighthouse
 * cannot read (NO_NAVSTART, NO_FCP): such a run is measured again, up to twice.
 */
async function auditWithRetries(
  browser: Browser,
  address: string,
  owner: BenchSignIn | null,
  pathName: string,
): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    try {
      await setSession(page, address, owner);
      return await auditOnce(page, `${address}${pathName}`);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.log(`phone: ${pathName} measured again (${error.message})`);
    } finally {
      await page.close();
    }
  }
}

class LighthouseRunError extends Error {}

/** The app's session in this browser: the stored ID token and the refresh cookie, or none. */
interface Storage {
  setItem(key: string, value: string): void;
  clear(): void;
}

async function setSession(page: Page, address: string, owner: BenchSignIn | null) {
  await page.goto(`${address}/api/health`);
  // The web app's session storage key (apps/web/src/lib/auth/token-storage.ts).
  await page.evaluate((token) => {
    const { localStorage } = globalThis as unknown as { localStorage: Storage };
    if (token) localStorage.setItem('token', token);
    else localStorage.clear();
  }, owner?.tokens.idToken ?? '');
  const cookie = { name: REFRESH_COOKIE, domain: new URL(address).hostname };
  if (owner?.refreshCookie) {
    await page.browserContext().setCookie({
      ...cookie,
      value: owner.refreshCookie,
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
    });
  } else {
    await page.browserContext().deleteMatchingCookies({ ...cookie, path: REFRESH_COOKIE_PATH });
  }
}

async function auditOnce(page: Page, url: string): Promise<Audit> {
  const result = await lighthouse(
    url,
    {
      logLevel: process.env.BENCH_PHONE_LOG === 'verbose' ? 'verbose' : 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Pictures of the page, taken after the load: they change no figure and cost seconds.
      skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'],
      // A saved trace carries the CPU profile too: the performance panel then names the
      // functions behind each long task, which Lighthouse attributes only to a script.
      ...(process.env.BENCH_PHONE_REPORTS
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
    },
    undefined,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code);
  // A signed-in page that sent the browser to /login would be measuring the wrong screen.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
  }
  if (process.env.BENCH_PHONE_REPORTS) {
    saveReport(lhr, process.env.BENCH_PHONE_REPORTS, result?.artifacts.Trace);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptMs: scriptEvaluationMs(lhr.audits['mainthread-work-breakdown']?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The 'Script Evaluation' group of Lighthouse's main-thread breakdown, in ms. */
function scriptEvaluationMs(details: unknown): number {
  const items = (details as { items?: Array<{ group?: string; duration?: number }> })?.items;
  return items?.find((item) => item.group === 'scriptEvaluation')?.duration ?? Number.NaN;
}

/**
 * BENCH_PHONE_REPORTS=<dir>: every run's full Lighthouse result and its trace (open it in
 * Chromium's performance panel), to see where time goes.
 */
function saveReport(
  lhr: { finalDisplayedUrl: string; fetchTime: string },
  dir: string,
  trace: unknown,
) {
  fs.mkdirSync(dir, { recursive: true });
  const name = new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '-') || 'root';
  fs.writeFileSync(path.join(dir, `${name}-${lhr.fetchTime}.json`), JSON.stringify(lhr));
  if (trace)
    fs.writeFileSync(path.join(dir, `${name}-${lhr.fetchTime}.trace.json`), JSON.stringify(trace));
}

/** The table `npm run bench` prints, each figure against its target. */
export function phoneLines(figures: PhoneFigures[] | string): string[] {
  if (typeof figures === 'string') return [`Phone figures ${figures}`];
  const t = PHONE_TARGETS;
  const lines = [
    `Phone (Lighthouse mobile defaults, median of ${RUNS}); targets: performance >= ${t.performance}, LCP < ${t.lcpMs} ms, TBT < ${t.tbtMs} ms, CLS < ${t.cls}, accessibility ${t.accessibility}; /expenses at ${MANY_EXPENSES}: LCP < ${t.manyLcpMs} ms, TBT < ${t.manyTbtMs} ms`,
    `This machine: Lighthouse benchmarkIndex ${machineIndex(figures)} (higher is faster; TBT grows steeply on a slower one, so compare builds by script ms, measured in one run)`,
    '| page             | expenses | perf | LCP ms | TBT ms | script ms | CLS   | a11y | perf runs      | targets |',
    '|------------------|----------|------|--------|--------|-----------|-------|------|----------------|---------|',
  ];
  for (const f of figures) {
    const many = f.expenses > EXPENSES;
    const met = many
      ? f.lcpMs < t.manyLcpMs && f.tbtMs < t.manyTbtMs
      : f.performance >= t.performance &&
        f.lcpMs < t.lcpMs &&
        f.tbtMs < t.tbtMs &&
        f.cls < t.cls &&
        f.accessibility >= t.accessibility;
    const name = `${f.path}${f.signedIn ? '' : ' (signed out)'}`;
    lines.push(
      `| ${name.padEnd(16)} | ${String(f.expenses).padStart(8)} | ${f.performance.toFixed(2)} | ${f.lcpMs.toFixed(0).padStart(6)} | ${f.tbtMs.toFixed(0).padStart(6)} | ${f.scriptMs.toFixed(0).padStart(9)} | ${f.cls.toFixed(3)} | ${f.accessibility.toFixed(2)} | ${f.runs
        .map((s) => s.toFixed(2))
        .join(', ')
        .padEnd(14)} | ${(met ? 'met' : 'MISSED').padEnd(7)} |`,
    );
  }
  return lines;
}

/** The median of the pages' benchmark indexes, rounded. */
function machineIndex(figures: PhoneFigures[]): string {
  const indexes = figures.map((f) => f.benchmarkIndex).sort((a, b) => a - b);
  const median = indexes[Math.floor(indexes.length / 2)];
  return median === undefined || Number.isNaN(median) ? 'unknown' : median.toFixed(0);
}
