import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * The first page's content before the extras (issue 30, decision 048). On a phone every byte and
 * every task before the first page shows its figures delays them; the header's bell and menu,
 * the live stream and the charts' drawing code can wait until then. The app arms the gate as it
 * starts; it opens once the session is known, the page's requests have answered and a frame has
 * painted them, or after FIRST_CONTENT_LIMIT_MS whatever happens. Unarmed (a component on its
 * own, in a test) it is open.
 */
let armed = false;
let open: () => void = () => {};
const opened = new Promise<void>((resolve) => {
  open = resolve;
});
let isOpen = false;
opened.then(() => {
  isOpen = true;
});

/** A page that keeps fetching (a poll) must not hold the extras back longer than this. */
export const FIRST_CONTENT_LIMIT_MS = 5000;

/** Called once by the app as it starts: from now on the gate waits for the first page. */
export function armFirstContentGate() {
  if (armed) return;
  armed = true;
  setTimeout(open, FIRST_CONTENT_LIMIT_MS);
}

/** Resolves once the first page's content is on screen (at once when the gate is not armed). */
export function afterFirstContent(): Promise<void> {
  return armed ? opened : Promise.resolve();
}

/** After the next frame has been painted. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Opens the gate once `ready` (the session is known) and no query is fetching, after a paint.
 * Mounted once, around the pages: its effect runs after theirs, whose queries have started.
 */
export function useOpenFirstContentGate(queryClient: QueryClient, ready: boolean) {
  useEffect(() => {
    if (!armed || isOpen || !ready) return;
    const tryOpen = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      void afterNextPaint().then(open);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(tryOpen);
    tryOpen();
    return unsubscribe;
  }, [queryClient, ready]);
}

/** Whether the first page's content is on screen: false, then true for good. */
export function useAfterFirstContent(): boolean {
  const [reached, setReached] = useState(() => !armed || isOpen);
  useEffect(() => {
    if (reached) return;
    let live = true;
    void opened.then(() => live && setReached(true));
    return () => {
      live = false;
    };
  }, [reached]);
  return reached;
}
