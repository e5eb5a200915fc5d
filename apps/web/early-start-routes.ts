/**
 * What the first load of a page needs from the network, started by index.html itself (decision
 * 048): the page's code, preloaded, and its first API answers, requested with the
 * stored session, both before the app's own script has arrived. On a phone each of these would
 * otherwise wait for the one before it (the app's script, then the page's code, then the
 * contracts, then the request), a round trip each.
 *
 * Plain data, read by the build (early-start.ts) and held to the app by early-start.test.ts:
 * each pattern is the route's in src/config/paths.ts, each module exists, and each path is one
 * the page asks for exactly so (a path the page does not ask for would be fetched for nothing).
 */

/** One page's first load. */
export interface EarlyRoute {
  /** The route's pattern, as in src/config/paths.ts (no parameters: those pages are left out). */
  pattern: string;
  /**
   * Source modules (from apps/web) whose chunks, with their static imports, the page runs at
   * once, preloaded. Signed-in pages preload none (decision 049): their code is asked for once
   * the app's frame and the page's heading have painted, and until then a phone's bandwidth
   * goes to the app's own script.
   */
  modules: string[];
  /** GETs the page makes at once. Public pages make them signed out too. */
  requests: string[];
  /** Whether the page needs a session (its requests go only when a token is stored). */
  signedIn: boolean;
}

/**
 * What every page of a signed-in visitor asks for first: who is signed in (read without the
 * contracts' code, src/lib/auth/read-me.ts). The header's bell and menu and the live stream
 * come after the page's content (src/lib/first-content.ts), so they are not started here.
 */
export const signedInModules: string[] = [];
export const signedInRequests = ['/api/auth/me'];

export const earlyRoutes: EarlyRoute[] = [
  {
    pattern: '/',
    modules: ['src/features/landing/pages/home-page.tsx'],
    requests: ['/api/timeline/entries?limit=3'],
    signedIn: false,
  },
  {
    pattern: '/timeline',
    modules: ['src/features/timeline/pages/timeline-page.tsx'],
    requests: ['/api/timeline/entries?limit=20&offset=0'],
    signedIn: false,
  },
  {
    pattern: '/rooms',
    modules: [],
    requests: ['/api/components', '/api/expenses/summaries'],
    signedIn: true,
  },
  {
    pattern: '/expenses',
    modules: [],
    requests: [
      '/api/expenses/summary',
      '/api/components',
      '/api/expenses/summaries',
      '/api/expenses?limit=100',
      '/api/credit-accounts',
    ],
    signedIn: true,
  },
  {
    pattern: '/schedule',
    modules: [],
    requests: ['/api/tasks?limit=1000', '/api/components', '/api/settings/calendar'],
    signedIn: true,
  },
  {
    pattern: '/credit-tracking',
    modules: [],
    requests: ['/api/credit-accounts', '/api/credit-accounts/summary', '/api/settings/household'],
    signedIn: true,
  },
];
