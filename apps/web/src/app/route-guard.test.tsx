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
  return router;
}

describe('RouteGuard', () => {
  it('shows Checking access... while the session is loading', () => {
    renderAt('/guarded', { kind: 'signed-in' }, session('loading'));
    // A live status, so a screen reader says it too.
    expect(screen.getByRole('status').textContent).toBe('Checking access...');
    expect(screen.queryByText('guarded page')).toBeNull();
  });

  it('leaves the route its own place while the session is loading, when the page waits', () => {
    renderAt('/guarded', { kind: 'signed-in' }, session('loading'), true);
    expect(screen.getByRole('paragraph').textContent).toBe('guarded page');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('still sends a signed-out visitor away when the page waits', () => {
    const router = renderAt('/guarded', { kind: 'signed-in' }, session('signed-out'), true);
    expect(screen.queryByText('guarded page')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-out visitor to /login with the path and query to return to', () => {
    const router = renderAt('/guarded?tab=design', { kind: 'signed-in' }, session('signed-out'));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ returnUrl: '/guarded?tab=design' });
    // Replaced, not pushed: the refused address leaves no history entry for Back to return to.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('guarded page')).toBeNull();
  });

  it('sends a role outside the allowed roles home', () => {
    const router = renderAt(
      '/guarded',
      { kind: 'signed-in', capability: 'users.manage' },
      session('signed-in', 'viewer'),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('guarded page')).toBeNull();
  });

  it('lets an allowed role in', () => {
    const router = renderAt(
      '/guarded',
      { kind: 'signed-in', capability: 'users.manage' },
      session('signed-in', 'owner'),
    );
    expect(router.state.location.pathname).toBe('/guarded');
    expect(screen.getByRole('paragraph').textContent).toBe('guarded page');
  });

  it("follows a route's own rule of several capabilities (the trash: whoever may delete)", () => {
    const viewer = renderAt(
      '/guarded',
      { kind: 'signed-in', allows: canUseTrash },
      session('signed-in', 'viewer'),
    );
    expect(viewer.state.location.pathname).toBe('/');
    expect(screen.queryByText('guarded page')).toBeNull();
    cleanup();
    const designer = renderAt(
      '/guarded',
      { kind: 'signed-in', allows: canUseTrash },
      session('signed-in', 'interior_designer'),
    );
    expect(designer.state.location.pathname).toBe('/guarded');
    expect(screen.getByRole('paragraph').textContent).toBe('guarded page');
  });

  it('opens a public route to everyone, even while the session loads', () => {
    const router = renderAt('/guarded', { kind: 'public' }, session('loading'));
    expect(router.state.location.pathname).toBe('/guarded');
    expect(screen.getByRole('paragraph').textContent).toBe('guarded page');
    expect(screen.queryByText('Checking access...')).toBeNull();
  });
});
