import { can, isTrade, type Role } from '@hrt/shared/roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import type { RouteAccess } from '@/config/paths';
import { paths, signedInHome } from '@/config/paths';
import { useSession } from '@/lib/auth/session-context';
import type { LoginNavigationState } from '@/lib/auth/session-provider';

/** The line shown while the session is checked, in the guard's place or the page's. */
export const CHECKING_ACCESS = 'Checking access...';

/**
 * The access guard: signed-out visitors of a protected route go to /login (with the return URL),
 * a role without the route's capability goes to its home (/, a trade's /my-work), and nothing of
 * the page renders until the session is known ('Checking access...' meanwhile). With `pageWaits`
 * the route's own element is there meanwhile and shows only its fallback until the session is
 * known (src/app/route-page.tsx): its heading, painted once, stays in place as the session and
 * then the page's code arrive (decision 050).
 */
export function RouteGuard({
  access,
  pageWaits = false,
}: {
  access: RouteAccess;
  pageWaits?: boolean;
}) {
  const session = useSession();
  const location = useLocation();
  if (access.kind === 'public') return <Outlet />;
  if (session.status === 'loading') {
    if (pageWaits) return <Outlet />;
    return <LoadingScreen inline message={CHECKING_ACCESS} />;
  }
  if (session.status === 'signed-out') {
    const state: LoginNavigationState = { returnUrl: location.pathname + location.search };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  if (!opensTo(access, session.role)) {
    return <Navigate to={signedInHome(session.role)} replace />;
  }
  return <Outlet />;
}

/** Whether a signed-in role may open a route of this access. */
function opensTo(access: Extract<RouteAccess, { kind: 'signed-in' }>, role: Role): boolean {
  if (access.capability && !can(role, access.capability)) return false;
  if (access.allows && !access.allows(role)) return false;
  // A trade opens only the pages whose rule lets it in: a page that names no rule is the
  // household's, so a new page is closed to trades until it says otherwise (decision 063).
  return !isTrade(role) || Boolean(access.capability || access.allows);
}
