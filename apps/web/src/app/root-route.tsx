import { Outlet, ScrollRestoration } from 'react-router';
import { AuthBanner, SessionProvider } from '@/lib/auth/session-provider';
import { AppShell } from './layouts/app-shell';

/**
 * The root of every route. The session lives inside the router so that signing out and auth
 * failures can navigate (to /login with a return URL).
 */
export function RootRoute() {
  return (
    <SessionProvider>
      <AppShell>
        <Outlet />
      </AppShell>
      <AuthBanner />
      <ScrollRestoration />
    </SessionProvider>
  );
}
