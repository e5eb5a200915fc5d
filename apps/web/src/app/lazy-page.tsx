import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { afterShellPaint, holdFirstContent } from '@/lib/first-content';

/**
 * A route's page: its fallback is what it shows while its code is on the way, and while
 * `pending` (the session not yet known, for a protected page).
 */
export type PageComponent = ComponentType<{ fallback: ReactNode; pending?: boolean }>;

/**
 * A page whose code loads when the page is first shown, with its fallback meanwhile. Not
 * React.lazy: it suspends, and a render in a transition (the app's first render is one) keeps
 * the previous screen, on the first load a blank one, until the code has arrived, so the page's
 * heading painted only with the page (decision 049). This one renders at once, fallback first, and
 * asks for its code once the app's frame has painted (lib/first-content.ts). A failed load is
 * thrown in render, for the route's error screen.
 */
export function lazyPage(load: () => Promise<ComponentType>): PageComponent {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () => {
    loading ??= load().then((Page) => {
      loaded = Page;
      return Page;
    });
    return loading;
  };
  return function LazyPage({ fallback, pending = false }) {
    const [state, setState] = useState<{ Page?: ComponentType; error?: unknown }>(() => ({
      Page: loaded,
    }));
    // The header's extras wait for this page's content, not only for its requests.
    const shown = state.Page !== undefined && !pending;
    useEffect(() => (shown ? undefined : holdFirstContent()), [shown]);
    useEffect(() => {
      // While the session is checked the code waits too: as before the guard let the page in,
      // so the session's render and the page's code do not run in the same stretch.
      if (state.Page || state.error || pending) return;
      let current = true;
      void afterShellPaint()
        .then(start)
        .then(
          // In a transition: the page's first render yields to the browser every few
          // milliseconds, and starts in a task of its own, not in the one that ran its code.
          (Page) => current && startTransition(() => setState({ Page })),
          (error: unknown) => {
            // A failed load may be retried by a later visit (say, after a deploy and a reload).
            loading = undefined;
            if (current) setState({ error });
          },
        );
      return () => {
        current = false;
      };
    }, [state, pending]);
    if (state.error) throw state.error;
    return state.Page && !pending ? <state.Page /> : fallback;
  };
}
