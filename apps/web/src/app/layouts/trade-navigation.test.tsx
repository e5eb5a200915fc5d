import type { Role } from '@hrt/shared/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { BottomBar } from './bottom-bar';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';

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

/** The header's links, the phone menu's and the bottom bar's, for a role. */
function renderNavigation(role: Role) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={signedIn(role)}>
        <MemoryRouter>
          <DesktopNav />
          <MobileMenu />
          <BottomBar />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  const [header, menu] = screen.getAllByRole('navigation', { name: 'Main' });
  const linksOf = (place: HTMLElement) =>
    within(place)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
  return {
    header: linksOf(header!),
    menu: linksOf(menu!),
    bar: linksOf(screen.getByRole('navigation', { name: 'Quick navigation' })),
  };
}

describe("a trade's navigation", () => {
  it('is My work and the journal only, in the header, the phone menu and the bottom bar', () => {
    const { header, menu, bar } = renderNavigation('trade');
    const own = [
      ['My work', '/my-work'],
      ['Timeline', '/timeline'],
    ];
    expect(header).toEqual(own);
    expect(menu).toEqual(own);
    expect(bar).toEqual(own);
    // Nothing to add on the bar, and no trash in the menu.
    expect(screen.queryByRole('button', { name: 'Add expense' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Trash' })).toBeNull();
  });

  it("is the household's places for the household, without My work", () => {
    const { header, bar } = renderNavigation('owner');
    const labels = header.map(([label]) => label);
    expect(labels).toEqual(expect.arrayContaining(['Rooms', 'Schedule', 'Expenses', 'Timeline']));
    expect(labels).not.toContain('My work');
    expect(bar.map(([label]) => label)).toEqual(['Rooms', 'Expenses', 'Schedule', 'Insurance']);
    expect(screen.getByRole('button', { name: 'Add expense' })).toBeTruthy();
  });
});
