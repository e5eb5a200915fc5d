// The schedule at scale, measured in Chromium against the bench's own server and
// database: 2,000 tasks across 30 components must render in under 300 ms, and 10,000 must stay
// usable. "Render" is the page's own marks: from `schedule:tasks-loaded` (the last page of
// tasks arrived) to `schedule:painted` (the first frame after the chart rendered with them).
// The drag's frame times are measured by e2e/tests/schedule-performance.spec.ts.
import { addDays } from '@hrt/shared/domain/calendar-days';
import { type Browser, chromium } from 'playwright-core';
import type { AppContext } from '../src/app-context.ts';
import type { Database } from '../src/db/client.ts';
import { withTransaction } from '../src/db/transaction.ts';
import type { Principal } from '../src/http/access.ts';
import { createComponent } from '../src/modules/build-components/service.ts';
import { taskDependencies, tasks } from '../src/modules/schedule/schema.ts';
import type { SessionTokens } from './browser.ts';

export const SCHEDULE_COMPONENTS = 30;
export const SCHEDULE_RENDER_LIMIT_MS = 300;

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface ScheduleFigures {
  tasks: number;
  /** Median of three loads. */
  renderMs: number;
  runs: number[];
}

/** Creates the schedule's components once; returns their ids. */
export async function seedScheduleComponents(
  ctx: AppContext,
  principal: Principal,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < SCHEDULE_COMPONENTS; i++) {
    const component = await createComponent(ctx, principal, {
      name: `Area ${String(i + 1).padStart(2, '0')}`,
      type: 'room',
      status: 'IN_PROGRESS',
      budget: 0,
    });
    ids.push(component.id);
  }
  return ids;
}

/**
 * Adds tasks numbered `from` to `to - 1` in bulk, spread over a year around today, each even
 * one waiting for the task 30 before it (a chain per component), so lines and the critical
 * path have work to do.
 */
export async function seedTasks(
  db: Database,
  componentIds: readonly string[],
  range: { from: number; to: number },
  createdBy: string,
): Promise<void> {
  const start = addDays(new Date().toISOString().slice(0, 10), -60);
  const day = (offset: number) => addDays(start, offset);
  const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  for (let batch = range.from; batch < range.to; batch += 1000) {
    const end = Math.min(batch + 1000, range.to);
    await withTransaction(db, async (tx) => {
      const rows = [];
      const links = [];
      for (let n = batch; n < end; n++) {
        const offset = (n * 3) % 300;
        rows.push({
          id: idOf(n),
          name: `Task ${n + 1}`,
          startAt: day(offset),
          endAt: day(offset + 1 + (n % 5)),
          statusId: (n % 3) + 1,
          componentId: componentIds[n % componentIds.length]!,
          ownerId: 'diy-self',
          ownerName: 'DIY/Self',
          createdBy,
        });
        if (n >= componentIds.length && n % 2 === 0) {
          links.push({ taskId: idOf(n), dependsOnId: idOf(n - componentIds.length) });
        }
      }
      await tx.insert(tasks).values(rows);
      if (links.length) await tx.insert(taskDependencies).values(links);
    });
  }
}

/** Three fresh loads of /schedule at 1280 px; the median of the page's render marks. */
export async function measureSchedule(
  address: string,
  sessionTokens: SessionTokens,
  taskCount: number,
): Promise<ScheduleFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) runs.push(await loadOnce(browser, address, sessionTokens));
    const sorted = [...runs].sort((a, b) => a - b);
    return { tasks: taskCount, renderMs: sorted[1]!, runs };
  } finally {
    await browser.close();
  }
}

async function loadOnce(browser: Browser, address: string, sessionTokens: SessionTokens) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The web app's session storage keys (apps/web/src/lib/auth/token-storage.ts).
  await context.addInitScript({
    content: `localStorage.setItem('token', ${JSON.stringify(sessionTokens.idToken)});
      localStorage.setItem('refreshToken', ${JSON.stringify(sessionTokens.refreshToken)});`,
  });
  const page = await context.newPage();
  await page.goto(`${address}/schedule`);
  await page.waitForFunction(
    () => performance.getEntriesByName('schedule:painted').length > 0,
    undefined,
    { timeout: 60_000 },
  );
  const ms = await page.evaluate(() => {
    const loaded = performance.getEntriesByName('schedule:tasks-loaded').at(-1)!.startTime;
    const painted = performance.getEntriesByName('schedule:painted').at(-1)!.startTime;
    return painted - loaded;
  });
  await context.close();
  return ms;
}
