import { can } from '@hrt/shared/roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import type { RouteAccess } from '@/config/paths';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session-context';
import type { LoginNavigationState } from '@/lib/auth/session-provider';

/** The line shown while the session is checked, in the guard's place or the page's. */
export const CHECKING_ACCESS = 'Checking access...';

/**
 * The access guard: signed-out visitors of a protected route go to /login (with the return URL),
 * a role without the route's capability goes to /, and nothing of the page renders until the
 * session is known ('Checking access...' meanwhile). With `pageWaits` the route's own element is
 * there meanwhile and shows only its fallback until the session is known
 * (src/app/route-page.tsx): its heading, painted once, stays in place as the session and then
 * the page's code arrive (decision 050).
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
  const refused =
    (access.capability && !can(session.role, access.capability)) ||
    (access.allows && !access.allows(session.role));
  if (refused) {
    return <Navigate to={paths.home.href()} replace />;
  }
  return <Outlet />;
}
