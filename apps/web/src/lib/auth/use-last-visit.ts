import { useEffect } from 'react';

/** The delay between a route change and the last-visit update: one call per page stayed on. */
const LAST_VISIT_DELAY_MS = 1000;

/** One second after each route change, while signed in, records the user's last visit. */
export function useLastVisit(signedIn: boolean, pathname: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger.
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => {
      // Loaded with the first visit's timer, so the landing page's first script stays small.
      import('./api/record-last-visit')
        .then(({ recordLastVisit }) => recordLastVisit())
        .catch((error: unknown) => {
          // Only logged: a missed last-visit update must never disturb the user.
          console.warn('last-visit update failed', error);
        });
    }, LAST_VISIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, pathname]);
}
