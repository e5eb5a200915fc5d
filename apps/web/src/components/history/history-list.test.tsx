import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryList } from './history-list';
import { HistorySection } from './history-section';

/** The History of an expense against a fake server answering a literal history. */
const expenseId = '00000000-0000-4000-8000-000000000001';
let asked: string[] = [];

function serve(body: unknown) {
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HistoryList resourceType="expense" resourceId={expenseId} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HistoryList', () => {
  it('lists each change in words, newest first, with who and when', async () => {
    serve({
      items: [
        {
          id: '00000000-0000-4000-8000-0000000000a2',
          action: 'updated',
          actor_email: 'priya@example.com',
          actor_name: 'Priya Shah',
          at: '2026-03-07T12:05:00.000Z',
          changes: [
            { field: 'amount_paid', label: 'Amount paid', before: '£120.00', after: '£340.00' },
            { field: 'link', label: 'Link', before: null, after: 'https://tiles.example' },
          ],
        },
        {
          id: '00000000-0000-4000-8000-0000000000a1',
          action: 'created',
          actor_email: 'alex@example.com',
          actor_name: null,
          at: '2026-03-06T09:00:00.000Z',
          changes: [{ field: 'supplier', label: 'Supplier', before: null, after: 'Tile Co' }],
        },
      ],
    });
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(asked).toEqual([expect.stringMatching(`/api/history/expense/${expenseId}$`)]);
    const [newest, oldest] = Array.from(list.children) as HTMLElement[];
    expect(within(newest!).getByText('Updated')).toBeTruthy();
    expect(within(newest!).getByText('by Priya Shah')).toBeTruthy();
    expect(within(newest!).getByText('Amount paid: £120.00 -> £340.00')).toBeTruthy();
    expect(within(newest!).getByText('Link: — -> https://tiles.example')).toBeTruthy();
    expect(newest!.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-03-07T12:05:00.000Z',
    );
    expect(newest!.querySelector('time')?.textContent).toMatch(/^7 Mar 2026, \d{2}:\d{2}$/);
    expect(within(oldest!).getByText('Created')).toBeTruthy();
    // Alex gave no display name: named by the e-mail.
    expect(within(oldest!).getByText('by alex@example.com')).toBeTruthy();
    expect(within(oldest!).getByText('Supplier: — -> Tile Co')).toBeTruthy();
  });

  it('says so when nothing has been recorded', async () => {
    serve({ items: [] });
    renderHistory();
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('HistorySection', () => {
  it('reads the history only once it is opened', async () => {
    serve({ items: [] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <HistorySection resourceType="task" resourceId={expenseId} />
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'History' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(asked).toEqual([]);
    fireEvent.click(toggle);
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    expect(asked).toEqual([expect.stringMatching(`/api/history/task/${expenseId}$`)]);
  });
});
