// The bench's browser half: what a person's browser downloads and waits for, measured in
// Debian's Chromium (playwright-core, no browser download) against the bench's own server.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';

export interface BrowserFigures {
  /** JavaScript the landing page loads for a visitor, each file gzipped (-9) as a build reports. */
  landingJsGzipBytes: number;
  /** The same scripts as they crossed the network (brotli from the server). */
  landingJsTransferBytes: number;
  landingScripts: number;
  /** Everything /expenses transferred (document, code, styles, API) before its tiles showed. */
  expensesTransferBytes: number;
  /** From the start of the navigation to the tiles showing their figures. */
  expensesTilesMs: number;
  /** What the Total Expenses tile said, to check it against the database. */
  expensesTotalTile: string;
}

export interface SessionTokens {
  idToken: string;
  refreshToken: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function measureInBrowser(
  address: string,
  tokens: SessionTokens,
): Promise<BrowserFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const landing = await measureLanding(browser, address);
    const expenses = await measureExpenses(browser, address, tokens);
    return { ...landing, ...expenses };
  } finally {
    await browser.close();
  }
}

/** A visitor's first visit to / (empty cache): every script it loads until the network rests. */
async function measureLanding(browser: Browser, address: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts: Promise<{ gzip: number; transfer: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        const body = response ? await response.body() : Buffer.alloc(0);
        const sizes = await request.sizes();
        const gzip = gzipSync(body, { level: 9 }).length;
        if (process.env.BENCH_VERBOSE)
          console.log(`  landing script ${request.url()} ${gzip} B gz`);
        return { gzip, transfer: sizes.responseBodySize };
      })(),
    );
  });
  await page.goto(`${address}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Welcome to Your Project' }).waitFor();
  const measured = await Promise.all(scripts);
  await context.close();
  return {
    landingJsGzipBytes: measured.reduce((sum, script) => sum + script.gzip, 0),
    landingJsTransferBytes: measured.reduce((sum, script) => sum + script.transfer, 0),
    landingScripts: measured.length,
  };
}

/** The few browser APIs the page-side check below uses (the server has no DOM types). */
interface PageGlobals {
  document: {
    querySelector(selector: string): {
      querySelector(selector: string): unknown;
      querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
    } | null;
  };
  performance: {
    now(): number;
    getEntriesByType(type: string): Array<{ responseEnd: number; transferSize: number }>;
  };
}

/**
 * Runs in the page every frame: false until the four tiles show figures instead of skeletons,
 * then the time since navigation, the bytes of every response finished by then, and the
 * Total Expenses figure.
 */
function tilesShown() {
  const { document, performance } = globalThis as unknown as PageGlobals;
  const tiles = document.querySelector('[data-testid="expense-tiles"]');
  if (!tiles || tiles.querySelector('.animate-pulse')) return false;
  const figures = Array.from(
    tiles.querySelectorAll('[data-stat-value]'),
    (p) => p.textContent ?? '',
  );
  if (figures.length !== 4 || !figures.every(Boolean)) return false;
  const at = performance.now();
  const bytes = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ]
    .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= at)
    .reduce((sum, entry) => sum + entry.transferSize, 0);
  return { at, bytes, total: figures[1] ?? '' };
}

/**
 * A signed-in owner opening /expenses with an empty cache. The moment the four tiles show
 * their figures is taken inside the page (checked every frame), with the bytes of every
 * response finished by then, from the browser's own resource timing.
 */
async function measureExpenses(browser: Browser, address: string, tokens: SessionTokens) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The web app's session storage keys (apps/web/src/lib/auth/token-storage.ts).
  await context.addInitScript({
    content: `localStorage.setItem('token', ${JSON.stringify(tokens.idToken)});
      localStorage.setItem('refreshToken', ${JSON.stringify(tokens.refreshToken)});`,
  });
  const page = await context.newPage();
  if (process.env.BENCH_VERBOSE) {
    const started = Date.now();
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      const timing = request.timing();
      console.log(
        `  /expenses ${(timing.startTime - started).toFixed(0)}..${(timing.startTime + timing.responseEnd - started).toFixed(0)} ms ${request.url().replace(address, '')} ${sizes.responseBodySize} B`,
      );
    });
  }
  await page.goto(`${address}/expenses`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(tilesShown, undefined, {
    polling: 'raf',
    timeout: 30_000,
  });
  const shown = (await handle.jsonValue()) as Exclude<ReturnType<typeof tilesShown>, false>;
  await context.close();
  return {
    expensesTransferBytes: shown.bytes,
    expensesTilesMs: shown.at,
    expensesTotalTile: shown.total,
  };
}
