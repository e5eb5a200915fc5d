import type { Notification } from '@hrt/shared/schemas/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '@/test/fake-api';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: '5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a51',
    user_email: 'anna@example.com',
    actor_name: 'Anna',
    action: 'created',
    resource_type: 'task',
    resource_name: 'Strip out',
    timestamp: minutesAgo(5),
    unread: true,
    action_id: null,
    summary: "Anna created task 'Strip out'",
    detail: null,
    link: { href: '/schedule', label: 'Open the schedule', gone: false },
    event_count: 1,
    events: [],
    ...overrides,
  };
}

const planEvent = (id: string, name: string) => ({
  id,
  action: 'created',
  resource_type: 'task',
  resource_name: name,
  timestamp: minutesAgo(5),
  text: `created task '${name}'`,
  detail: null,
  link: { href: '/schedule', label: 'Open the schedule', gone: false },
});

const feed: Notification[] = [
  notification({
    id: '5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a52',
    summary: 'Anna applied a plan: 3 tasks added',
    action_id: '6f1d2c3b-4a59-4e68-8f7a-0b1c2d3e4f50',
    event_count: 3,
    events: [
      planEvent('5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a53', 'Strip out'),
      planEvent('5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a54', 'First fix'),
      planEvent('5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a55', 'Plaster'),
    ],
  }),
  notification({
    id: '5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a56',
    user_email: 'ben@example.com',
    actor_name: 'Ben',
    action: 'updated',
    summary: "Ben updated task 'Strip out'",
    detail: 'Strip out: Planned -> In Progress',
    timestamp: minutesAgo(60 * 3),
    unread: false,
  }),
  notification({
    id: '5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a57',
    action: 'deleted',
    resource_type: 'expense',
    resource_name: 'Old boiler',
    summary: "Anna deleted expense 'Old boiler'",
    link: { href: null, label: 'Deleted', gone: true },
    timestamp: minutesAgo(60 * 24 * 2),
    unread: false,
  }),
];

function renderBell() {
  serveFakeApi((request) => {
    if (request.path === '/api/notifications/count') return { status: 200, body: { count: 1 } };
    if (request.path.startsWith('/api/notifications?')) return { status: 200, body: feed };
    return undefined;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <NotificationBell />
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/schedule" element={<p>Schedule page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the bell's list", () => {
  it('shows each action as one line, what changed, its link, and opens to list its changes', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Unread: Anna applied a plan: 3 tasks added',
      "Ben updated task 'Strip out'",
      "Anna deleted expense 'Old boiler'",
    ]);
    expect(within(items[0]!).getByText('5 minutes ago')).toBeTruthy();
    expect(within(items[1]!).getByText('Strip out: Planned -> In Progress')).toBeTruthy();
    expect(within(items[1]!).getByText('about 3 hours ago')).toBeTruthy();
    expect(within(items[2]!).getByText('Deleted')).toBeTruthy();
    expect(within(items[2]!).queryByRole('link')).toBeNull();

    const toggle = within(items[0]!).getByRole('button', { name: 'Show the 3 changes' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide the 3 changes');
    const changes = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect([...(changes?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      "created task 'Strip out'",
      "created task 'First fix'",
      "created task 'Plaster'",
    ]);

    const link = within(items[1]!).getByRole('link', { name: 'Open the schedule' });
    expect(link.getAttribute('href')).toBe('/schedule');
    fireEvent.click(link);
    expect(await screen.findByText('Schedule page')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });
});
