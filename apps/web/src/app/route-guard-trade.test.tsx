import type { Role } from '@hrt/shared/roles';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type PathName, paths, routeAccess } from '@/config/paths';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { RouteGuard } from './route-guard';

afterEach(cleanup);

function signedIn(role: Role): Session {
  return {
    status: 'signed-in',
    role,
    contactId: role === 'trade' ? '3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e01' : null,
    user: { email: 'someone@example.com', displayName: null, role },
    signIn: async () => {},
    signOut: async () => {},
  };
}

/** Every route of the registry behind its real guard, each page saying which it is. */
function renderAt(url: string, role: Role) {
  const names = Object.keys(paths) as PathName[];
  const router = createMemoryRouter(
    names.map((name) => ({
      path: paths[name].pattern,
      element: <RouteGuard access={routeAccess[name]} />,
      children: [{ index: true, element: <p>{name} page</p> }],
    })),
    { initialEntries: [url] },
  );
  render(
    <SessionContext.Provider value={signedIn(role)}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

/** The household's pages, as a trade might type or follow them. */
const householdPages = [
  '/rooms',
  '/rooms/service/3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e02',
  '/expenses',
  '/expenses/extract',
  '/schedule',
  '/insurances',
  '/credit-tracking',
  '/admin',
  '/admin/outbox',
  '/trash',
];

describe('the route guard for a trade', () => {
  it('sends a trade at /expenses to My work, replacing the refused address', () => {
    const router = renderAt('/expenses', 'trade');
    expect(router.state.location.pathname).toBe('/my-work');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('paragraph').textContent).toBe('myWork page');
  });

  it.each(householdPages)('sends a trade from %s to My work', (url) => {
    const router = renderAt(url, 'trade');
    expect(router.state.location.pathname).toBe('/my-work');
  });

  it('lets a trade read the journal, and the household not into My work', () => {
    expect(renderAt('/timeline', 'trade').state.location.pathname).toBe('/timeline');
    cleanup();
    expect(renderAt('/my-work', 'owner').state.location.pathname).toBe('/');
    cleanup();
    expect(renderAt('/expenses', 'viewer').state.location.pathname).toBe('/expenses');
  });

  it('keeps a trade out of a page that names no rule: a new page is the household’s', () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home page</p> },
        { path: '/my-work', element: <p>my work page</p> },
        {
          path: '/new',
          element: <RouteGuard access={{ kind: 'signed-in' }} />,
          children: [{ index: true, element: <p>new page</p> }],
        },
      ],
      { initialEntries: ['/new'] },
    );
    render(
      <SessionContext.Provider value={signedIn('trade')}>
        <RouterProvider router={router} />
      </SessionContext.Provider>,
    );
    expect(router.state.location.pathname).toBe('/my-work');
  });
});
