import { useEffect } from 'react';
import { useParams } from 'react-router';
import { type PathName, routeAccess } from '@/config/paths';
import { useSession } from '@/lib/auth/session-context';
import { hasStoredToken } from '@/lib/auth/token-storage';
import { afterShellPaint } from '@/lib/first-content';
import { queryClient } from '@/lib/query-client';
import { PageFallback } from './page-fallback';
import { CHECKING_ACCESS } from './route-guard';
import { pages } from './route-pages';
import { routePrefetch } from './route-prefetch';
import { warmRoute } from './route-warm-up';

/**
 * A route's page, with its first requests started alongside loading its code, once the app's
 * frame has painted; a protected page shows its fallback until the session is known. Not a
 * route loader: a route with a loader holds the router's first render (a blank loading screen)
 * until the loader has run (decision 049).
 */
export function RoutePage({ name }: { name: PathName }) {
  const params = useParams();
  // A protected page waits for the session here, not in its guard (decision 050).
  const session = useSession();
  const pending = routeAccess[name].kind !== 'public' && session.status === 'loading';
  useEffect(() => {
    // Not waiting for the session: the main thread is idle while it is checked.
    if (hasStoredToken()) void afterShellPaint().then(() => warmRoute(name));
  }, [name]);
  useEffect(() => {
    const prefetch = routePrefetch[name];
    if (!prefetch || pending || !hasStoredToken()) return;
    let current = true;
    // After the schemas are built, a module a task: the prefetch's queries parse with them, and
    // would otherwise build them all in one long task. Its first answers were asked for by
    // index.html already (decision 048).
    void afterShellPaint()
      .then(() => warmRoute(name))
      .then(() => current && prefetch(queryClient, params));
    return () => {
      current = false;
    };
  }, [name, params, pending]);
  const Page = pages[name];
  return (
    <Page
      pending={pending}
      fallback={<PageFallback name={name} message={pending ? CHECKING_ACCESS : undefined} />}
    />
  );
}
