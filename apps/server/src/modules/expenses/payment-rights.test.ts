// Who may record which account paid for an expense (decision 019): every role
// is walked through create, update and delete with paid_by_account_id and through the list,
// the account filter and the CSV. Balances move only for the finance roles (owner, project
// manager); the others never see an account's id or name, and cannot tell which ids exist.
import { randomUUID } from 'node:crypto';
import type { Role } from '@hrt/shared/roles';
import type { Expense } from '@hrt/shared/schemas/expenses';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccountVia, readAccountVia } from '../credit/test-support.ts';
import { createComponentVia, createExpenseVia, snapshotStorage } from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let designItemId: string;
const users = new Map<Role, SignedInUser>();

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  users.set('owner', owner);
  for (const role of ['project_manager', 'build_manager', 'interior_designer', 'viewer'] as const) {
    users.set(role, await createSignedInUser(t, { role }));
  }
  // A design item, so that the interior designer may edit its money.
  designItemId = (
    await createComponentVia(t, owner.authorization, { name: 'Sofa', type: 'design' })
  ).id;
});
afterAll(() => t.close());

const balanceOf = async (accountId: string) =>
  (await readAccountVia(t, owner.authorization, accountId)).current_balance;

function send(
  user: SignedInUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: user.authorization },
    ...(payload ? { payload } : {}),
  });
}

const expenseBody = (changes: Record<string, unknown> = {}) => ({
  room_id: designItemId,
  supplier: 'Loaf',
  product: 'Sofa',
  rrp: 1200,
  ...changes,
});

/** A card called 'Joint Visa' with £150 owed on it, new for each role's walk. */
const newCard = () =>
  createAccountVia(t, owner.authorization, {
    account_name: 'Joint Visa',
    current_balance: 150,
    credit_limit: 5000,
  });

describe('finance roles record the paying account and move its balance', () => {
  it.each(['owner', 'project_manager'] as const)('%s', async (role) => {
    const user = users.get(role)!;
    const card = await newCard();

    const created = await send(
      user,
      'POST',
      '/api/expenses',
      expenseBody({ amount_paid: 900, paid_by_account_id: card.id }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const expense: Expense = created.json();
    expect(expense.paid_by_account_id).toBe(card.id);
    expect(await balanceOf(card.id)).toBe(1050);

    const updated = await send(
      user,
      'PUT',
      `/api/expenses/${expense.id}`,
      expenseBody({ amount_paid: 1000, paid_by_account_id: card.id }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await balanceOf(card.id)).toBe(1150);

    const listed = await send(user, 'GET', `/api/expenses?paid_by_account_id=${card.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((item: Expense) => item.id)).toEqual([expense.id]);
    expect(listed.json().items[0].paid_by_account_id).toBe(card.id);

    const csv = await send(user, 'GET', `/api/expenses/export.csv?component_id=${designItemId}`);
    expect(csv.body).toContain(',1200.00,1000.00,200.00,Joint Visa,"£1,000.00, Joint Visa",Yes,,');

    // Deleting takes the payment back (decision 014).
    const deleted = await send(user, 'DELETE', `/api/expenses/${expense.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ resource_type: 'expense', resource_id: expense.id });
    expect(await balanceOf(card.id)).toBe(150);
  });
});

describe('other roles neither see nor move an account', () => {
  it.each(['build_manager', 'interior_designer', 'viewer'] as const)('%s', async (role) => {
    const user = users.get(role)!;
    const edits = role !== 'viewer';
    const card = await newCard();
    const seen: LightMyRequestResponse[] = [];
    const as = async (...args: Parameters<typeof send>) => {
      const response = await send(...args);
      seen.push(response);
      return response;
    };

    // Create naming the account: refused the same way for a real id and an unknown one.
    const storedBefore = await snapshotStorage(t);
    const withCard = await as(
      user,
      'POST',
      '/api/expenses',
      expenseBody({ amount_paid: 900, paid_by_account_id: card.id }),
    );
    const withUnknown = await as(
      user,
      'POST',
      '/api/expenses',
      expenseBody({ amount_paid: 900, paid_by_account_id: randomUUID() }),
    );
    expect(withCard.statusCode, withCard.body).toBe(403);
    expect(withUnknown.statusCode).toBe(403);
    expect(withUnknown.json()).toEqual(withCard.json());
    expect(await snapshotStorage(t)).toEqual(storedBefore);
    expect(await balanceOf(card.id)).toBe(150);

    // The owner records £900 paid from the card: 150 -> 1050.
    const expense = await createExpenseVia(
      t,
      owner.authorization,
      expenseBody({ amount_paid: 900, paid_by_account_id: card.id }),
    );
    expect(await balanceOf(card.id)).toBe(1050);

    // The list answers with the expense, its figures and no account.
    const list = await as(user, 'GET', `/api/expenses?component_id=${designItemId}`);
    expect(list.statusCode, list.body).toBe(200);
    const item = (list.json().items as Expense[]).find((one) => one.id === expense.id);
    expect(item).toMatchObject({ amount_paid: 900, total_cost: 1200, paid_by_account_id: null });

    // Filtering by account is refused alike for the real id and an unknown one: no oracle.
    const byCard = await as(user, 'GET', `/api/expenses?paid_by_account_id=${card.id}`);
    const byUnknown = await as(user, 'GET', `/api/expenses?paid_by_account_id=${randomUUID()}`);
    expect(byCard.statusCode).toBe(403);
    expect(byUnknown.statusCode).toBe(403);
    expect(byUnknown.json()).toEqual(byCard.json());

    // The CSV shows 'Not specified' where a finance role's shows 'Joint Visa'.
    const csv = await as(user, 'GET', `/api/expenses/export.csv?component_id=${designItemId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(',1200.00,900.00,300.00,Not specified,£900.00,Yes,,');

    if (edits) {
      // An edit that leaves the payment alone saves, and keeps the stored account.
      const edited = await as(
        user,
        'PUT',
        `/api/expenses/${expense.id}`,
        expenseBody({ amount_paid: 900, paid_by_account_id: null, description: 'Velvet' }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ description: 'Velvet', paid_by_account_id: null });
      const ownerView = await send(owner, 'GET', `/api/expenses?paid_by_account_id=${card.id}`);
      expect(ownerView.json().items).toMatchObject([
        { id: expense.id, description: 'Velvet', paid_by_account_id: card.id },
      ]);
    }
    expect(await balanceOf(card.id)).toBe(1050);

    // Choosing an account, changing the amount paid from one, deleting: all refused.
    const refused = [
      await as(
        user,
        'PUT',
        `/api/expenses/${expense.id}`,
        expenseBody({ amount_paid: 900, paid_by_account_id: card.id }),
      ),
      await as(
        user,
        'PUT',
        `/api/expenses/${expense.id}`,
        expenseBody({ amount_paid: 900, paid_by_account_id: randomUUID() }),
      ),
      await as(
        user,
        'PUT',
        `/api/expenses/${expense.id}`,
        expenseBody({ amount_paid: 0, paid_by_account_id: null }),
      ),
      await as(user, 'DELETE', `/api/expenses/${expense.id}`),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await balanceOf(card.id)).toBe(1050);
    const stillThere = await send(owner, 'GET', `/api/expenses?paid_by_account_id=${card.id}`);
    expect(stillThere.json().items).toMatchObject([{ id: expense.id, amount_paid: 900 }]);

    // Nothing this role was answered names the account or its id.
    for (const response of seen) {
      expect(response.body).not.toContain(card.id);
      expect(response.body).not.toContain('Joint Visa');
    }

    // A finance role can still delete it, and the payment is taken back: 1050 -> 150.
    const deleted = await send(owner, 'DELETE', `/api/expenses/${expense.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ resource_type: 'expense', resource_id: expense.id });
    expect(await balanceOf(card.id)).toBe(150);
  });

  it.each(['build_manager', 'interior_designer'] as const)(
    '%s edits and deletes expenses without an account as before',
    async (role) => {
      const user = users.get(role)!;
      const created = await send(user, 'POST', '/api/expenses', expenseBody({ amount_paid: 300 }));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().paid_by_account_id).toBeNull();
      const raised = await send(
        user,
        'PUT',
        `/api/expenses/${created.json().id}`,
        expenseBody({ amount_paid: 1200 }),
      );
      expect(raised.statusCode, raised.body).toBe(200);
      expect(raised.json()).toMatchObject({ amount_paid: 1200, amount_due: 0 });
      const deleted = await send(user, 'DELETE', `/api/expenses/${created.json().id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toMatchObject({
        resource_type: 'expense',
        resource_id: created.json().id,
      });
    },
  );
});

describe('the plausible bound and the overflow message', () => {
  it('takes an amount paid of exactly £10,000,000 and refuses a penny more', async () => {
    const exactly = await send(
      owner,
      'POST',
      '/api/expenses',
      expenseBody({ rrp: 10_000_000, amount_paid: 10_000_000 }),
    );
    expect(exactly.statusCode, exactly.body).toBe(201);
    const over = await send(
      owner,
      'POST',
      '/api/expenses',
      expenseBody({ amount_paid: 10_000_000.01 }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount_paid).toEqual([
      'Amounts above £10,000,000.00 are not plausible for one expense. Check the figure.',
    ]);
  });

  it("names no account when a payment would overflow the account's balance", async () => {
    const card = await createAccountVia(t, owner.authorization, {
      account_name: 'Secret Amex',
      current_balance: 999_999_999_999.99,
      credit_limit: null,
    });
    const response = await send(
      owner,
      'POST',
      '/api/expenses',
      expenseBody({ amount_paid: 10, paid_by_account_id: card.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      "That payment would take the paying account's balance beyond what can be recorded.",
    );
    expect(response.body).not.toContain('Secret Amex');
  });
});
