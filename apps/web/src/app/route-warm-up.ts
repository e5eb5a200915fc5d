import type { PathName } from '@/config/paths';

/** One module to run ahead of its page: its import, whose first run builds its schemas. */
type WarmStep = () => Promise<unknown>;

/**
 * The shared schemas every signed-in page parses with, in the order they build on each other:
 * each step runs the modules it imports first, so the earlier steps leave it only its own. The
 * first runs zod's own modules too. Never `import('zod')` itself: a dynamic import needs the
 * whole namespace, and zod's is some 300 kB more than the schemas use (every locale's messages, the
 * JSON Schema converters), parsed on every signed-in page (decision 055).
 */
const base: WarmStep[] = [
  () => import('@hrt/shared/schemas/common'),
  () => import('@hrt/shared/schemas/trash'),
  () => import('@hrt/shared/schemas/build-components'),
  () => import('@hrt/shared/contracts/build-components'),
  () => import('@hrt/shared/schemas/timeline'),
];

/** The expenses' schemas and contract, after the base. */
const expenses: WarmStep[] = [
  () => import('@hrt/shared/schemas/expense-payments'),
  () => import('@hrt/shared/schemas/expenses'),
  () => import('@hrt/shared/schemas/expense-list'),
  () => import('@hrt/shared/contracts/expenses'),
];

/** The credit accounts' schemas and contract, after the base. */
const credit: WarmStep[] = [
  () => import('@hrt/shared/schemas/credit'),
  () => import('@hrt/shared/contracts/credit'),
];

/**
 * The contracts a signed-in page's code builds as it first runs, built ahead of it, a module a
 * task, while the session is checked (decision 051). Built as the page's code first
 * ran, they made one long task of a third of a second on a phone; a module a task, each is
 * short, and the main thread is idle while the session is checked. The page's code and its
 * route's prefetch load once the list is built (route-pages.ts, route-page.tsx): loaded
 * alongside, the page's code ran first as often as not. Only modules the page runs anyway
 * (route-warm-up.test.ts holds the lists to the pages' imports): any other would be work for
 * nothing. A page without a list builds its schemas as its code runs, as before. /expenses had
 * none while every lazy import preloaded its chunks (its largest paint came 0.7 s later,
 * decision 051); since decision 054 its list costs no paint time and takes a third off its TBT.
 */
export const routeWarmUp: Partial<Record<PathName, WarmStep[]>> = {
  rooms: [...base, ...expenses],
  expenses: [...base, ...expenses],
  schedule: [
    ...base,
    () => import('@hrt/shared/schemas/planning'),
    () => import('@hrt/shared/schemas/schedule'),
    () => import('@hrt/shared/contracts/schedule'),
    () => import('@hrt/shared/contracts/settings'),
    () => import('@hrt/shared/contracts/planning'),
  ],
  creditTracking: [...base, ...expenses, ...credit, () => import('@hrt/shared/contracts/settings')],
};

/** A task's end: the next step starts in a task of its own, after the browser's own work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs the steps one after another, each in a task of its own. */
export async function warmUp(steps: readonly WarmStep[]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}

const warmed = new Map<PathName, Promise<void>>();

/**
 * Builds a route's schemas ahead of its page, once: the first call (the route's, as the app's
 * frame has painted) starts it, and the page's load and the route's prefetch wait for the same
 * promise. A failed step ends it quietly: the page's own load then fails with the error to show.
 */
export function warmRoute(name: PathName): Promise<void> {
  const steps = routeWarmUp[name];
  if (!steps) return Promise.resolve();
  let running = warmed.get(name);
  if (!running) {
    running = warmUp(steps).catch(() => {});
    warmed.set(name, running);
  }
  return running;
}
