import type { Role } from '@hrt/shared/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { type SentRequest, serveFakeApi } from '@/test/fake-api';
import { GuidedStart } from './guided-start';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The home page's guided start against a fake server: three steps ticked off from the
 * project's own data (a component, an expense, someone else on the allowlist), shown only to
 * people who can take them.
 */
const kitchenId = '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11';
const kitchen = {
  id: kitchenId,
  name: 'Kitchen',
  type: 'room',
  status: 'IN_PROGRESS',
  budget: 0,
  description: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  created_by: 'owner@example.com',
};
const summaryOf = (count: number) => ({
  count,
  total: 0,
  unpaid_total: 0,
  committed_total: 0,
  amount_paid: 0,
  amount_due_committed: 0,
  amount_due_speculative: 0,
  vat_total: 0,
});
const entry = (email: string, role: Role) => ({
  email,
  role,
  allowed: true,
  contact_id: null,
  contact_name: null,
  created_at: '2026-11-01T09:00:00.000Z',
});

interface Project {
  components: unknown[];
  summaries: Record<string, unknown>;
  allowlist: unknown[];
}
const emptyProject: Project = {
  components: [],
  summaries: {},
  allowlist: [entry('owner@example.com', 'owner')],
};

function serveProject(project: Project): SentRequest[] {
  return serveFakeApi(({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/components') return { status: 200, body: project.components };
    if (path === '/api/expenses/summaries') return { status: 200, body: project.summaries };
    if (path === '/api/admin/users') return { status: 200, body: project.allowlist };
    return undefined;
  });
}

function sessionAs(role: Role): Session {
  return {
    status: 'signed-in',
    role,
    user: { email: `${role}@example.com`, displayName: null, role },
    signIn: async () => {},
    signOut: async () => {},
  };
}

function renderGuide(role: Role = 'owner') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={sessionAs(role)}>
        <MemoryRouter>
          <GuidedStart />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

/** Each step's title with its state, as a screen reader hears it. */
async function stepStates() {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
}

describe('the guided start on the home page', () => {
  it('lists three open steps, each with its way in, on an empty project', async () => {
    serveProject(emptyProject);
    renderGuide();
    expect(await screen.findByRole('heading', { name: 'Get started' })).toBeTruthy();
    expect(screen.getByText('0 of 3 done. Each step ticks off once it is done.')).toBeTruthy();
    expect(await stepStates()).toEqual([
      'Step 1: Add a room (to do)',
      'Step 2: Add an expense (to do)',
      'Step 3: Invite someone (to do)',
    ]);
    expect(screen.getByRole('link', { name: 'Add a room' }).getAttribute('href')).toBe('/rooms');
    expect(screen.getByRole('link', { name: 'Add an expense' }).getAttribute('href')).toBe(
      '/expenses',
    );
    expect(screen.getByRole('link', { name: 'Extract from an invoice' }).getAttribute('href')).toBe(
      '/expenses/extract',
    );
    expect(screen.getByRole('link', { name: 'Invite someone' }).getAttribute('href')).toBe(
      '/admin',
    );
    // The demo is a server of its own: how to start it, not a link that may lead nowhere.
    expect(screen.getByText('npm run demo').closest('p')?.textContent).toContain(
      'a demo project with its own data and accounts, apart from yours',
    );
    expect(screen.queryByRole('link', { name: /demo/i })).toBeNull();
  });

  it('ticks off a room, an expense and an invitation from the data', async () => {
    serveProject({
      components: [kitchen],
      summaries: { [kitchenId]: summaryOf(1) },
      allowlist: [entry('owner@example.com', 'owner'), entry('sam@example.co.uk', 'viewer')],
    });
    // The guide was shown here with a step open, so the last tick is seen too.
    localStorage.setItem('guidedStart:owner@example.com', 'seen');
    renderGuide();
    expect(await screen.findByRole('heading', { name: 'Your project is set up' })).toBeTruthy();
    expect(await stepStates()).toEqual([
      'Step 1: Add a room (done)',
      'Step 2: Add an expense (done)',
      'Step 3: Invite someone (done)',
    ]);
    expect(screen.queryByRole('link', { name: 'Add a room' })).toBeNull();
    // A project under way needs no demo.
    expect(screen.queryByText('npm run demo')).toBeNull();
  });

  it('ticks off the room alone while its expenses are none', async () => {
    serveProject({
      ...emptyProject,
      components: [kitchen],
      summaries: { [kitchenId]: summaryOf(0) },
    });
    renderGuide();
    expect(await stepStates()).toEqual([
      'Step 1: Add a room (done)',
      'Step 2: Add an expense (to do)',
      'Step 3: Invite someone (to do)',
    ]);
    expect(screen.getByText('1 of 3 done. Each step ticks off once it is done.')).toBeTruthy();
  });

  it('is not shown on a project that had everything before this device saw it', async () => {
    serveProject({
      components: [kitchen],
      summaries: { [kitchenId]: summaryOf(3) },
      allowlist: [entry('owner@example.com', 'owner'), entry('sam@example.co.uk', 'viewer')],
    });
    const { container } = renderGuide();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it('stays hidden once hidden', async () => {
    serveProject(emptyProject);
    const { user, unmount } = renderGuide();
    await user.click(await screen.findByRole('button', { name: 'Hide these steps' }));
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
    unmount();
    renderGuide();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
  });

  it('shows a project manager the room and expense steps, without the allowlist', async () => {
    const sent = serveProject(emptyProject);
    renderGuide('project_manager');
    expect(await stepStates()).toEqual([
      'Step 1: Add a room (to do)',
      'Step 2: Add an expense (to do)',
    ]);
    expect(sent.map((request) => request.path)).not.toContain('/api/admin/users');
  });

  it('shows viewers nothing: they cannot take the steps', async () => {
    const sent = serveProject(emptyProject);
    const { container } = renderGuide('viewer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(sent.map((request) => request.path)).not.toContain('/api/admin/users');
  });
});
