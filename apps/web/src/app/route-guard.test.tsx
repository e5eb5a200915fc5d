import { canUseTrash } from '@hrt/shared/policies';
import type { Role } from '@hrt/shared/roles';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteAccess } from '@/config/paths';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { RouteGuard } from './route-guard';

afterEach(cleanup);

function session(status: Session['status'], role: Role = 'viewer'): Session {
  return {
    status,
    role,
    user: status === 'signed-in' ? { email: 'sam@example.com', displayName: null, role } : null,
    signIn: async () => {},
    signOut: async () => {},
  };
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page, state {JSON.stringify(location.state)}</p>;
}

function renderAt(url: string, access: RouteAccess, value: Session, pageWaits = false) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <LoginProbe /> },
      {
        path: '/guarded',
        element: <RouteGuard access={access} pageWaits={pageWaits} />,
        children: [{ index: true, element: <p>guarded page</p> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <SessionContext.Provider value={value}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
}

describe('RouteGuard', () => {
  it('shows Checking access... while the session is loading', () => {
    renderAt('/guarded', { kind: 'signed-in' }, session('loading'));
    expect(screen.getByText('Checking access...')).toBeTruthy();
    expect(screen.queryByText('guarded page')).toBeNull();
  });

  it('leaves the route its own place while the session is loading, when the page waits', () => {
    renderAt('/guarded', { kind: 'signed-in' }, session('loading'), true);
    expect(screen.getByText('guarded page')).toBeTruthy();
    expect(screen.queryByText('Checking access...')).toBeNull();
  });

  it('still sends a signed-out visitor away when the page waits', () => {
    renderAt('/guarded', { kind: 'signed-in' }, session('signed-out'), true);
    expect(screen.queryByText('guarded page')).toBeNull();
    expect(screen.getByText(/^login page/)).toBeTruthy();
  });

  it('sends a signed-out visitor to /login with the path and query to return to', () => {
    renderAt('/guarded?tab=design', { kind: 'signed-in' }, session('signed-out'));
    expect(screen.getByText('login page, state {"returnUrl":"/guarded?tab=design"}')).toBeTruthy();
  });

  it('sends a role outside the allowed roles home', () => {
    renderAt(
      '/guarded',
      { kind: 'signed-in', capability: 'users.manage' },
      session('signed-in', 'viewer'),
    );
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('lets an allowed role in', () => {
    renderAt(
      '/guarded',
      { kind: 'signed-in', capability: 'users.manage' },
      session('signed-in', 'owner'),
    );
    expect(screen.getByText('guarded page')).toBeTruthy();
  });

  it("follows a route's own rule of several capabilities (the trash: whoever may delete)", () => {
    renderAt(
      '/guarded',
      { kind: 'signed-in', allows: canUseTrash },
      session('signed-in', 'viewer'),
    );
    expect(screen.getByText('home page')).toBeTruthy();
    cleanup();
    renderAt(
      '/guarded',
      { kind: 'signed-in', allows: canUseTrash },
      session('signed-in', 'interior_designer'),
    );
    expect(screen.getByText('guarded page')).toBeTruthy();
  });

  it('opens a public route to everyone, even while the session loads', () => {
    renderAt('/guarded', { kind: 'public' }, session('loading'));
    expect(screen.getByText('guarded page')).toBeTruthy();
  });
});
