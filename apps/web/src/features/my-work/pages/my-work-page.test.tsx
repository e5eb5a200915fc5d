import { addDays } from '@hrt/shared/domain/calendar-days';
import type { ContactWork } from '@hrt/shared/schemas/contacts';
import type { ComponentDocument } from '@hrt/shared/schemas/documents';
import type { Expense } from '@hrt/shared/schemas/expenses';
import type { Insurance } from '@hrt/shared/schemas/insurance';
import type { Task } from '@hrt/shared/schemas/schedule';
import { todayIsoDate } from '@hrt/shared/schemas/timeline';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { serveFakeApi } from '@/test/fake-api';
import { MyWorkPage } from './my-work-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

/** My work against a fake server: the builder's tasks, the others' busy days, its money. */
const contactId = '3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e01';
const serviceId = '3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e02';
const audit = {
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  created_by: 'owner@example.com',
};

function task(id: string, name: string, startAt: string, endAt: string): Task {
  return {
    id,
    name,
    startAt,
    endAt,
    status: { id: 1, name: 'Planned', color: 'warning' },
    group: { id: serviceId, name: 'Extension build' },
    owner: { id: 'main-contractor', name: 'Main Contractor', image: null },
    supplier: 'Hartley Builders',
    contact_id: contactId,
    dependencies: [],
    ...audit,
  };
}

const footings = task(
  '3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e11',
  'Dig footings',
  '2026-12-07',
  '2026-12-10',
);
const blockwork = task(
  '3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e12',
  'Blockwork',
  '2026-12-14',
  '2026-12-19',
);

const invoice: Expense = {
  id: '3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e21',
  component_id: serviceId,
  room_id: serviceId,
  description: 'Extension shell',
  supplier: 'Hartley Builders',
  product: 'Extension shell',
  quantity: 1,
  rrp: 4000,
  trade_discount: 0,
  discount: 0,
  add_vat: 'PLUS_VAT',
  vat_rate: 20,
  vat_amount: 800,
  invoice_date: '2026-11-20',
  invoice_number: 'HB-1042',
  amount_paid: 1200,
  payments: [
    {
      id: '3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e22',
      date: '2026-11-21',
      amount: 1200,
      paid_by_account_id: null,
      note: 'Deposit',
    },
  ],
  paid_by_account_id: null,
  link: '',
  receipt: null,
  committed: true,
  total_cost: 4800,
  amount_due: 3600,
  contact_id: contactId,
  ...audit,
};

const work: ContactWork = {
  contact: {
    id: contactId,
    name: 'Hartley Builders',
    company: 'Hartley & Sons Ltd',
    trade: 'Builder',
    email: 'builder@example.com',
    phone: '',
    notes: '',
    ...audit,
  },
  components: [
    {
      id: serviceId,
      name: 'Extension build',
      type: 'service',
      status: 'IN_PROGRESS',
      room_name: 'Kitchen',
    },
  ],
  tasks: [blockwork, footings],
  // Two overlapping blocks of other trades' work, and one apart: two busy bars.
  busy: [
    { startAt: '2026-12-08', endAt: '2026-12-11' },
    { startAt: '2026-12-10', endAt: '2026-12-12' },
    { startAt: '2026-12-16', endAt: '2026-12-17' },
  ],
  expenses: [invoice],
  totals: { quoted: 4800, paid: 1200, due: 3600 },
  insurance: [],
  documents: [],
};

const trade: Session = {
  status: 'signed-in',
  role: 'trade',
  contactId,
  user: {
    email: 'builder@example.com',
    displayName: 'Hartley',
    role: 'trade',
    contact_id: contactId,
  },
  signIn: async () => {},
  signOut: async () => {},
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={trade}>
        <MemoryRouter>
          <MyWorkPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('My work', () => {
  it("shows the trade's tasks as named bars and the others' as nameless busy bars", async () => {
    serveFakeApi(({ method, path }) =>
      method === 'GET' && path === `/api/contacts/${contactId}/work`
        ? { status: 200, body: work }
        : undefined,
    );
    renderPage();

    expect(await screen.findByText('Hartley Builders · Hartley & Sons Ltd · Builder')).toBeTruthy();
    const tasks = within(screen.getByRole('list', { name: 'Your tasks' })).getAllByRole('listitem');
    // By start date, each with its name and its days (the last day, not the exclusive end).
    expect(tasks.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Dig footings7 Dec to 9 Dec · Extension build'),
      expect.stringContaining('Blockwork14 Dec to 18 Dec · Extension build'),
    ]);
    const bars = document.querySelectorAll<HTMLElement>('[data-bar="task"]');
    expect([...bars].map((bar) => bar.textContent)).toEqual(['Dig footings', 'Blockwork']);
    // Two weeks from Monday 7 Dec: footings are 3 of 14 days from the first.
    expect(bars[0]!.style.left).toBe('0%');
    expect(bars[0]!.style.width).toBe(`${(3 / 14) * 100}%`);

    const busy = within(screen.getByRole('list', { name: 'Other trades on site' })).getAllByRole(
      'listitem',
    );
    expect(busy.map((bar) => bar.textContent)).toEqual(['Busy, 8 Dec to 11 Dec', 'Busy, 16 Dec']);
    expect(screen.queryByText(/electric/i)).toBeNull();
  });

  it('shows its policy with the expiry badge, and downloads a document from a fresh link', async () => {
    const endDate = addDays(todayIsoDate(), 10);
    const policy: Insurance = {
      id: '3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e31',
      insurance_type: 'Public liability',
      provider: 'Hiscox',
      policy_number: 'PL-778',
      start_date: null,
      end_date: endDate,
      coverage_amount: 2_000_000,
      description: '',
      contractor_name: 'Hartley Builders',
      insurance_category: 'contractor',
      contact_id: contactId,
      file: { file_name: 'pl.pdf', content_type: 'application/pdf' },
      ...audit,
    };
    const plans: ComponentDocument = {
      id: '3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e41',
      component_id: serviceId,
      name: 'Structural plans',
      filename: 'plans.pdf',
      content_type: 'application/pdf',
      size_bytes: 1024,
      uploaded_by: 'owner@example.com',
      uploaded_at: '2026-11-02T09:00:00.000Z',
    };
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === `/api/contacts/${contactId}/work`) {
        return { status: 200, body: { ...work, insurance: [policy], documents: [plans] } };
      }
      if (method === 'GET' && path === `/api/documents/${plans.id}/download`) {
        return { status: 200, body: { url: '/api/files/plans?expires=1' } };
      }
      return undefined;
    });
    const followed = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();

    const card = await screen.findByRole('article', { name: 'Public liability PL-778' });
    // The insurance page's badge: ten days left is within the 30 days' warning.
    expect(within(card).getByText('Expires in 10 days')).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download Structural plans' }));
    await waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
    expect(sent.map((request) => request.path)).toContain(`/api/documents/${plans.id}/download`);
    // The upload names the trade's service to add a document to.
    expect(screen.getByRole('combobox', { name: 'For' }).textContent).toBe(
      'Extension build (Kitchen)',
    );
    followed.mockRestore();
  });

  it('shows the totals, an expense with its figures and the payment to the trade', async () => {
    serveFakeApi(({ method, path }) =>
      method === 'GET' && path === `/api/contacts/${contactId}/work`
        ? { status: 200, body: work }
        : undefined,
    );
    renderPage();

    const totals = await screen.findByRole('group', { name: 'Your totals' });
    expect(totals.textContent).toBe('Quoted£4,800.00Paid£1,200.00Due£3,600.00');
    const card = screen.getByRole('article', { name: 'Extension shell' });
    expect(within(card).getByText('Invoice HB-1042 · 20 Nov 2026 · Extension build')).toBeTruthy();
    const figures = [...card.querySelectorAll('dl > div')].map((item) => item.textContent);
    expect(figures).toEqual(['Total£4,800.00', 'Paid£1,200.00', 'Due£3,600.00']);
    expect(within(card).getByRole('listitem').textContent).toBe('21 Nov 2026 · Deposit£1,200.00');
    // Never a budget, nor anything before VAT: only what the trade is owed and was paid.
    expect(document.body.textContent).not.toContain('£4,000.00');
    expect(screen.getByRole('list', { name: 'Your jobs' }).textContent).toBe(
      'Extension buildKitchenIn Progress',
    );
  });

  it("changes a task's status with the version it saw", async () => {
    let current = work;
    const sent = serveFakeApi(({ method, path, body }) => {
      if (method === 'GET' && path === `/api/contacts/${contactId}/work`) {
        return { status: 200, body: current };
      }
      if (method === 'PATCH' && path === `/api/tasks/${footings.id}/status`) {
        const statusId = (body as { status_id: number }).status_id;
        expect(statusId).toBe(2);
        const saved: Task = {
          ...footings,
          status: { id: 2, name: 'In Progress', color: 'info' },
          updated_at: '2026-12-07T08:00:00.000Z',
        };
        current = { ...work, tasks: [blockwork, saved] };
        return { status: 200, body: saved };
      }
      return undefined;
    });
    renderPage();
    const user = userEvent.setup();

    const select = await screen.findByRole('combobox', { name: 'Status of Dig footings' });
    await user.selectOptions(select, 'In Progress');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dig footings: In Progress.'));
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `/api/tasks/${footings.id}/status`,
        body: { status_id: 2, updated_at: '2026-11-01T09:00:00.000Z' },
      },
    ]);
    // The page reads its work again and shows the stored status.
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Status of Dig footings' }) as HTMLSelectElement)
          .value,
      ).toBe('2'),
    );
  });

  it('says so when the status was changed meanwhile by someone else', async () => {
    serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === `/api/contacts/${contactId}/work`) {
        return { status: 200, body: work };
      }
      if (method === 'PATCH' && path === `/api/tasks/${blockwork.id}/status`) {
        return { status: 409, body: { code: 'stale_update', detail: 'Changed meanwhile.' } };
      }
      return undefined;
    });
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of Blockwork' }),
      'Done',
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
