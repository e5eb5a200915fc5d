import { expect, type Page, type Request, type Response, test } from '@playwright/test';
import { createComponent, createExpense, uniqueName } from '../fixtures/money';
import { owner, signInAs } from '../fixtures/session';

/** What the browser received for one response: its headers, and the bytes before and after. */
async function received(response: Response) {
  const headers = await response.allHeaders();
  // The live stream never ends: its body is not waited for.
  if (headers['content-type']?.startsWith('text/event-stream')) return null;
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    headers,
    bodyBytes: body.length,
    wireBytes: sizes.responseBodySize,
  };
}

// Decision 039: a phone on a weak signal downloads compressed responses and keeps the app's code.
test('API responses over 1 kB arrive compressed and hashed assets are cached for good', async ({
  page,
}) => {
  // Enough rooms that the component list is well over 1 kB.
  for (let i = 0; i < 8; i++) {
    await createComponent(page.request, { name: uniqueName('Speed room'), type: 'room' });
  }
  await signInAs(page, owner);
  const responses: Promise<Awaited<ReturnType<typeof received>>>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().method() === 'GET' && response.status() === 200) {
      responses.push(received(response));
    }
  };
  page.on('response', onResponse);
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  await expect(page.getByText('Speed room').first()).toBeVisible();
  // Responses after this point (notification polls) are not read once the test has ended.
  page.off('response', onResponse);
  const all = (await Promise.all(responses)).filter((r) => r !== null);

  const bigJson = all.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      /json/.test(r.headers['content-type'] ?? '') &&
      r.bodyBytes > 1024,
  );
  expect(bigJson.map((r) => r.url)).toContain('/api/components');
  for (const r of bigJson) {
    expect(r.headers['content-encoding'], r.url).toMatch(/^(br|gzip)$/);
    expect(r.wireBytes, r.url).toBeLessThan(r.bodyBytes);
  }

  const assets = all.filter((r) => /^\/assets\/.+-[\w-]{8}\.(js|css)$/.test(r.url));
  expect(assets.some((r) => r.url.endsWith('.js'))).toBe(true);
  expect(assets.some((r) => r.url.endsWith('.css'))).toBe(true);
  for (const r of assets) {
    expect(r.headers['cache-control'], r.url).toBe('public, max-age=31536000, immutable');
  }
  const page_ = all.find((r) => r.url === '/rooms');
  expect(page_?.headers['cache-control']).toBe('no-cache');
});

/**
 * The app's scripts a page has requested by the time its first view is `ready`. A lazily loaded
 * part is requested in the render that shows it, so one loaded too early is among them. (A
 * signed-in page keeps the live stream open: the network never rests.)
 */
async function scriptsOf(page: Page, path: string, ready: () => Promise<void>) {
  const names: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(path);
  await ready();
  page.off('request', onRequest);
  return names;
}

// Decision 046: what a page's first view does not show, a phone does not download:
// the schedule's Gantt, editor, planners and move prompt; each page's dialogs; the journal's
// editing dialogs and photo viewer for a visitor. They load when first opened.
test('a phone loads no dialog, chart or editor before one is opened', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const room = uniqueName('First view room');
  await createComponent(page.request, { name: room, type: 'room' });
  const journal = await scriptsOf(page, '/timeline', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'The Journey' })).toBeVisible();
    await expect(page.getByText('Loading the timeline...')).toHaveCount(0);
  });
  expect(journal.filter((name) => /\/(timeline-dialogs|photo-carousel)-/.test(name))).toEqual([]);

  await signInAs(page, owner);
  const pages = [
    {
      path: '/schedule',
      // The toolbar's: an empty schedule has a second one in its empty state.
      ready: page
        .getByRole('toolbar', { name: 'Schedule' })
        .getByRole('button', { name: 'Add Task' }),
      later: /\/(gantt-panel|schedule-dialogs|move-prompt)-/,
    },
    {
      path: '/credit-tracking',
      ready: page.getByRole('button', { name: 'Add Account' }).first(),
      later: /\/credit-dialogs-/,
    },
    {
      path: '/rooms',
      ready: page.getByText(room).first(),
      later: /\/(component-dialog|component-drawer|confirm-delete)-/,
    },
  ];
  for (const { path, ready, later } of pages) {
    const names = await scriptsOf(page, path, async () => {
      await expect(page.getByText('Loading tasks...')).toHaveCount(0);
      await expect(ready).toBeEnabled();
    });
    expect(names.length, path).toBeGreaterThan(1);
    expect(
      names.filter((name) => later.test(name)),
      path,
    ).toEqual([]);
  }

  // Opened, the schedule's editor loads and shows as before.
  await page.goto('/schedule');
  await page
    .getByRole('toolbar', { name: 'Schedule' })
    .getByRole('button', { name: 'Add Task' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Add Task' })).toBeVisible();
});

/** The API GETs a page load makes, by path and query, in order. */
function apiGets(page: Page): string[] {
  const gets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      gets.push(url.pathname + url.search);
    }
  });
  return gets;
}

/** What index.html's early start left untaken, and whether it ran at all (CSP allows it). */
function earlyLeft(page: Page) {
  return page.evaluate(() => {
    const early = (window as unknown as Record<string, { answers: object } | undefined>).__hrtEarly;
    return early ? Object.keys(early.answers) : null;
  });
}

// Decision 048: index.html starts a page's first requests itself, before the app's
// script has arrived; the app takes those answers instead of asking again.
test('a page load asks for its first data once, started by the page itself', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await createComponent(page.request, { name: uniqueName('Early room'), type: 'room' });
  const signedOut = [
    { path: '/', ready: page.getByRole('heading', { level: 1 }).first() },
    { path: '/timeline', ready: page.getByRole('heading', { level: 1, name: 'The Journey' }) },
  ];
  const signedIn = [
    { path: '/rooms', ready: page.getByRole('heading', { level: 1, name: 'Rooms' }) },
    { path: '/expenses', ready: page.getByRole('heading', { level: 1, name: 'All Expenses' }) },
    { path: '/schedule', ready: page.getByRole('heading', { level: 1, name: 'Project Schedule' }) },
    {
      path: '/credit-tracking',
      ready: page.getByRole('heading', { level: 1, name: 'Credit Tracking' }),
    },
  ];
  const gets = apiGets(page);
  const check = async ({ path, ready }: (typeof signedIn)[number]) => {
    // The page before is left first: its own late reads must not count for this one.
    await page.goto('about:blank');
    gets.length = 0;
    await page.goto(path);
    await expect(ready).toBeVisible();
    // Every early answer is taken once the page's data has come (the app asked for each).
    await expect.poll(() => earlyLeft(page), { message: path }).toEqual([]);
    // The page's own first reads: those before the live stream opens (which then refreshes
    // them once, in case a change came in between: lib/live-updates.ts).
    const stream = gets.indexOf('/api/events');
    const first = stream < 0 ? [...gets] : gets.slice(0, stream);
    const twice = first.filter((get, i) => first.indexOf(get) !== i);
    expect(twice, path).toEqual([]);
  };
  for (const target of signedOut) await check(target);
  await signInAs(page, owner);
  for (const target of signedIn) await check(target);
  expect(gets).toContain('/api/auth/me');
  expect(violations).toEqual([]);
});

/** Holds back the page's chunk of this name until the returned release is called. */
async function holdChunk(page: Page, chunk: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]{8}\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// Decision 049: a signed-in page paints its heading with the app's frame; its own
// code (held back here) fills the rest when it arrives.
test('a signed-in page shows its heading before its code has arrived', async ({ page }) => {
  await signInAs(page, owner);
  const release = await holdChunk(page, 'build-components-page');
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  await expect(page.getByText('Manage your renovation projects and track progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Room' })).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Add Room' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

// Decision 050: /expenses draws its tiles and its charts' cards, whose lines are a
// phone's largest text, before its code has arrived; the page then fills them in place.
test('/expenses shows its tiles and chart cards before its code has arrived', async ({ page }) => {
  await signInAs(page, owner);
  const release = await holdChunk(page, 'expenses-page');
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { level: 1, name: 'All Expenses' })).toBeVisible();
  await expect(page.getByText('Total Budget')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Committed spend by status' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Paid, still owed (committed) and maybe owed (speculative), against the budget.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search expenses' })).toHaveCount(0);
  release();
  await expect(page.getByRole('searchbox', { name: 'Search expenses' })).toBeVisible();
  await expect(page.getByText('Total Budget')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

// Drawing a chart is the longest task of /expenses on a phone; a chart further down
// the page is drawn once someone scrolls near it, its card and title there from the start.
test('a phone draws a chart below the screen only when scrolled to it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const room = await createComponent(page.request, {
    name: uniqueName('Chart room'),
    type: 'room',
    budget: 2000,
    status: 'In Progress',
  });
  await createExpense(page.request, {
    room_id: room.id,
    description: 'Kitchen cabinets',
    supplier: 'Cabinet Co',
    product: 'Base unit',
    quantity: 1,
    rrp: 900,
    committed: true,
  });
  await signInAs(page, owner);
  await page.goto('/expenses');
  // The chart's card: the innermost box around its title.
  const card = page
    .locator('div.rounded-xl', {
      has: page.getByRole('heading', { name: 'Committed spend by status' }),
    })
    .last();
  await expect(card.getByText('Loading chart...')).toHaveCount(1);
  // The budget chart, on screen, is drawn; the one below waits.
  const statusBars = card.getByRole('list', { name: 'Committed money, by status' });
  await expect(
    page.getByRole('list', { name: 'Money against budget, by component' }),
  ).toBeVisible();
  await expect(statusBars).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await expect(statusBars).toBeVisible();
  await expect(card.getByText('Loading chart...')).toHaveCount(0);
});

/** A room with committed money against its budget, so that /expenses has plots to draw. */
async function seedMoneyAgainstBudget(page: Page, roomName: string) {
  const room = await createComponent(page.request, {
    name: uniqueName(roomName),
    type: 'room',
    budget: 500,
  });
  await createExpense(page.request, {
    room_id: room.id,
    description: 'Door handles',
    supplier: 'Handle Co',
    product: 'Lever',
    quantity: 1,
    rrp: 40,
    committed: true,
  });
}

/** /expenses's last lazy parts, loaded after its first content: the plots and the header's bell. */
async function plotsAndBellShown(page: Page) {
  await expect(
    page.getByRole('list', { name: 'Money against budget, by component' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
}

// Decisions 054 and 056: a lazy import, the page's own included, fetches its own
// chunks. Preloading them appended a link per chunk as the import ran, tens of milliseconds in
// the middle of a phone's page load; only the first script's chunks are preloaded.
test('a page and its lazy parts load without adding preload links for their chunks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await seedMoneyAgainstBudget(page, 'Preload room');
  await signInAs(page, owner);
  const scripts = await scriptsOf(page, '/expenses', () => plotsAndBellShown(page));
  const lazyParts = /\/(expenses-page|money-chart-plots|notification-bell)-/;
  expect(scripts.filter((name) => lazyParts.test(name))).toHaveLength(3);
  const preloaded = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) =>
      link.getAttribute('href'),
    ),
  );
  // The first script's are there (index.html's); none for the page or its lazy parts.
  expect(preloaded.some((href) => /\/web-/.test(href ?? ''))).toBe(true);
  expect(preloaded.filter((href) => lazyParts.test(href ?? ''))).toEqual([]);
  expect(preloaded.filter((href) => /\/contracts-/.test(href ?? ''))).toEqual([]);
});

// Decision 055: a signed-in page's zod is the part its schemas use. A dynamic import
// of zod itself once took every language's messages and both JSON Schema converters onto every
// signed-in page: 66 kB more to fetch, gzipped, and 300 kB more to parse.
test('a signed-in page loads zod without other languages or JSON Schema converters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await seedMoneyAgainstBudget(page, 'Zod room');
  await signInAs(page, owner);
  const bodies: Promise<string>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    // A script still arriving when the test ends has nothing to tell: read it as empty.
    bodies.push(
      request
        .response()
        .then(async (response) => (await response?.text()) ?? '')
        .catch(() => ''),
    );
  });
  // Not 'networkidle': the live stream stays open.
  await page.goto('/expenses');
  await plotsAndBellShown(page);
  const scripts = await Promise.all(bodies);
  const all = scripts.join('\n');
  // zod's schemas are there, with their English messages (booleans: a failure would print all
  // of the app's code)...
  expect(all.includes('Invalid input'), "zod's English messages").toBe(true);
  // ...and no other language's (German's, for one) nor the converter from JSON Schema.
  expect(all.includes('E-Mail-Adresse'), "zod's German messages").toBe(false);
  expect(all.includes('External $ref is not supported'), 'the JSON Schema converter').toBe(false);
});
