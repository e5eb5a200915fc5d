import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * The first page's content before the extras (decision 048). On a phone every byte and
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

/** After the next frame has been painted (or a moment, in a tab that paints no frames). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
  });
}
const HIDDEN_TAB_WAIT_MS = 250;

let markShellPainted: () => void = () => {};
const shellPainted = new Promise<void>((resolve) => {
  markShellPainted = resolve;
});

/**
 * Resolves once the app's frame (the header, the page's heading) has been painted, at once when
 * the gate is not armed. The first page's code and requests wait for it: run before it, their
 * tasks held the first paint back by a third of a second on a phone (decision 049).
 */
export function afterShellPaint(): Promise<void> {
  return armed ? shellPainted : Promise.resolve();
}

/** Mounted once, in the app's frame: marks the frame painted after its first commit. */
export function useMarkShellPainted() {
  useEffect(() => {
    void afterNextPaint().then(markShellPainted);
  }, []);
}

let pagesLoading = 0;
const pageListeners = new Set<() => void>();

/**
 * Holds the gate while a page's code loads (src/app/lazy-page.tsx): until the page has rendered
 * and started its queries, nothing is fetching, yet its content is not there. Returns the
 * release, to call once the page has mounted.
 */
export function holdFirstContent(): () => void {
  if (!armed || isOpen) return () => {};
  pagesLoading++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pagesLoading--;
    // After the page's own effects, which start its queries.
    setTimeout(() => {
      for (const listener of pageListeners) listener();
    }, 0);
  };
}

/**
 * Opens the gate once `ready` (the session is known), no page's code is loading and no query
 * is fetching, after a paint. Mounted once, around the pages: its effect runs after theirs,
 * whose queries have started.
 */
export function useOpenFirstContentGate(queryClient: QueryClient, ready: boolean) {
  useEffect(() => {
    if (!armed || isOpen || !ready) return;
    const tryOpen = () => {
      if (pagesLoading > 0 || queryClient.isFetching() > 0) return;
      stop();
      void afterNextPaint().then(open);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(tryOpen);
    pageListeners.add(tryOpen);
    const stop = () => {
      unsubscribe();
      pageListeners.delete(tryOpen);
    };
    tryOpen();
    return stop;
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
