import type { Role } from '@hrt/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { pdf } from '../../test/upload-fixtures.ts';

let t: TestApp;
let owner: SignedInUser;
let partner: SignedInUser;
let builder: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  partner = await createSignedInUser(t, { role: 'project_manager', displayName: 'Priya Shah' });
  builder = await createSignedInUser(t, { role: 'build_manager' });
});
afterAll(() => t.close());

async function call(user: SignedInUser, method: string, url: string, payload?: unknown) {
  const answer = await apiAs(t, user).call(method, url, payload);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  return answer;
}

describe("an item's history", () => {
  it("lists each change with who (by name), when and each field's old and new value in words", async () => {
    const room = (await call(owner, 'POST', '/api/components', { name: 'Kitchen', type: 'room' }))
      .body;
    const fields = { component_id: room.id, description: 'Worktop', rrp: 400, amount_paid: 120 };
    const expense = (await call(owner, 'POST', '/api/expenses', fields)).body;
    const edited = await call(partner, 'PUT', `/api/expenses/${expense.id}`, {
      ...fields,
      amount_paid: 340,
      updated_at: expense.updated_at,
    });
    expect(edited.status).toBe(200);

    const history = await call(owner, 'GET', `/api/history/expense/${expense.id}`);
    expect(history.status).toBe(200);
    const [update, create] = history.body.items;
    expect(update).toMatchObject({
      action: 'updated',
      actor_email: partner.email,
      actor_name: 'Priya Shah',
    });
    expect(update.changes).toEqual([
      { field: 'amount_paid', label: 'Amount paid', before: '£120.00', after: '£340.00' },
      { field: 'amount_due', label: 'Amount due', before: '£280.00', after: '£60.00' },
    ]);
    // The owner gave no display name: the history says so, and the screen names the e-mail.
    expect(create).toMatchObject({
      action: 'created',
      actor_email: owner.email,
      actor_name: null,
      changes: [],
    });
  });

  it("tells a task's end by its last day, as the task dialog and every list show it", async () => {
    const room = (await call(owner, 'POST', '/api/components', { name: 'Hall', type: 'room' }))
      .body;
    const body = {
      name: 'Plaster hall',
      startAt: '2026-12-01',
      endAt: '2026-12-04',
      group: { id: room.id },
    };
    const task = (await call(owner, 'POST', '/api/tasks', body)).body;
    const edited = await call(owner, 'PUT', `/api/tasks/${task.id}`, {
      ...body,
      endAt: '2026-12-08',
      updated_at: task.updated_at,
    });
    expect(edited.status).toBe(200);

    const history = await call(owner, 'GET', `/api/history/task/${task.id}`);
    // Stored ends 4 Dec and 8 Dec (the day after): the task ran to Thu 3 Dec, now to Mon 7 Dec.
    expect(history.body.items[0].changes).toEqual([
      { field: 'end_at', label: 'End date', before: '3 Dec 2026', after: '7 Dec 2026' },
    ]);
  });

  it('records the delete and the restore of an item', async () => {
    const task = (
      await call(owner, 'POST', '/api/tasks', {
        name: 'Tile the floor',
        startAt: '2026-07-01',
        endAt: '2026-07-03',
        group: {
          id: (
            await call(owner, 'POST', '/api/components', { name: 'Hall', type: 'room' })
          ).body.id,
        },
      })
    ).body;
    const entry = (await call(owner, 'DELETE', `/api/tasks/${task.id}`)).body;
    await call(owner, 'POST', `/api/trash/${entry.id}/restore`);
    const history = await call(builder, 'GET', `/api/history/task/${task.id}`);
    expect(history.body.items.map((item: { action: string }) => item.action)).toEqual([
      'restored',
      'deleted',
      'created',
    ]);
  });

  it("keeps an account's history to those who manage the finances", async () => {
    const account = (
      await call(owner, 'POST', '/api/credit-accounts', {
        account_name: 'Joint Visa',
        account_type: 'credit_card',
        provider: 'Barclaycard',
        owner: 'Joint',
        current_balance: 100,
        credit_limit: 1000,
        monthly_payment: 25,
        payment_due_date: 3,
      })
    ).body;
    expect((await call(builder, 'GET', `/api/history/credit_account/${account.id}`)).status).toBe(
      403,
    );
    const seen = await call(partner, 'GET', `/api/history/credit_account/${account.id}`);
    expect(seen.body.items).toHaveLength(1);
  });
});

describe('personal finances in the history, per role', () => {
  const seers = ['owner', 'project_manager'] as const;
  const others = ['build_manager', 'interior_designer', 'viewer'] as const;
  const reader: Partial<Record<Role, SignedInUser>> = {};
  let policyId: string;
  let expenseId: string;

  const policy = {
    insurance_type: 'Home',
    provider: 'Aviva',
    policy_number: 'HOME-123',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    coverage_amount: 250000,
    description: 'Buildings and contents',
  };
  const account = (name: string) => ({
    account_name: name,
    account_type: 'credit_card',
    provider: 'Barclaycard',
    owner: 'Joint',
    current_balance: 0,
    credit_limit: 5000,
    monthly_payment: 25,
    payment_due_date: 3,
  });
  const historyAs = async (role: Role, type: string, id: string) =>
    (await call(reader[role]!, 'GET', `/api/history/${type}/${id}`)).body.items.map(
      (item: { action: string; changes: unknown }) => ({
        action: item.action,
        changes: item.changes,
      }),
    );

  beforeAll(async () => {
    reader.owner = owner;
    reader.project_manager = partner;
    reader.build_manager = builder;
    reader.interior_designer = await createSignedInUser(t, { role: 'interior_designer' });
    reader.viewer = await createSignedInUser(t, { role: 'viewer' });

    // A personal policy, edited while personal, then moved to a contractor.
    const created = await apiAs(t, owner).upload('/api/insurances', [
      ...Object.entries({ ...policy, insurance_category: 'personal' }).map(([name, value]) => ({
        name,
        value: String(value),
      })),
      { name: 'file', file: { filename: 'policy.pdf', type: 'application/pdf', data: pdf } },
    ]);
    policyId = created.id;
    await apiAs(t, owner).ok('PUT', `/api/insurances/${policyId}`, {
      ...policy,
      insurance_category: 'personal',
      policy_number: 'HOME-456',
    });
    await apiAs(t, owner).ok('PUT', `/api/insurances/${policyId}`, {
      ...policy,
      insurance_category: 'contractor',
      provider: 'Zurich',
      policy_number: 'CON-9',
      contractor_name: 'Smith Ltd',
    });

    // An expense paid from one card, then from another, then paid more from the same.
    const card = (await call(owner, 'POST', '/api/credit-accounts', account('Visa'))).body;
    const loan = (await call(owner, 'POST', '/api/credit-accounts', account('Loan'))).body;
    const room = (await call(owner, 'POST', '/api/components', { name: 'Study', type: 'room' }))
      .body;
    const fields = { component_id: room.id, description: 'Desk', rrp: 300, amount_paid: 100 };
    const expense = (
      await call(owner, 'POST', '/api/expenses', { ...fields, paid_by_account_id: card.id })
    ).body;
    expenseId = expense.id;
    await apiAs(t, owner).ok('PUT', `/api/expenses/${expenseId}`, {
      ...fields,
      paid_by_account_id: loan.id,
    });
    await apiAs(t, owner).ok('PUT', `/api/expenses/${expenseId}`, {
      ...fields,
      amount_paid: 300,
      paid_by_account_id: card.id,
    });
  });

  it.each(seers)("%s: a policy's every change, its personal values included", async (role) => {
    expect(await historyAs(role, 'insurance', policyId)).toEqual([
      {
        action: 'updated',
        changes: [
          { field: 'provider', label: 'Provider', before: 'Aviva', after: 'Zurich' },
          { field: 'policy_number', label: 'Policy number', before: 'HOME-456', after: 'CON-9' },
          { field: 'contractor_name', label: 'Contractor', before: null, after: 'Smith Ltd' },
        ],
      },
      {
        action: 'updated',
        changes: [
          { field: 'policy_number', label: 'Policy number', before: 'HOME-123', after: 'HOME-456' },
        ],
      },
      { action: 'created', changes: [] },
    ]);
  });

  it.each(others)('%s: a policy from when it became a contractor’s, as if new', async (role) => {
    expect(await historyAs(role, 'insurance', policyId)).toEqual([
      {
        action: 'updated',
        changes: [
          { field: 'provider', label: 'Provider', before: null, after: 'Zurich' },
          { field: 'policy_number', label: 'Policy number', before: null, after: 'CON-9' },
          { field: 'contractor_name', label: 'Contractor', before: null, after: 'Smith Ltd' },
        ],
      },
    ]);
  });

  it.each(seers)("%s: an expense's paid-by changes", async (role) => {
    expect(await historyAs(role, 'expense', expenseId)).toEqual([
      {
        action: 'updated',
        changes: [
          { field: 'amount_paid', label: 'Amount paid', before: '£100.00', after: '£300.00' },
          { field: 'paid_by_account_id', label: 'Paid by', before: 'set', after: 'set' },
          { field: 'amount_due', label: 'Amount due', before: '£200.00', after: '£0.00' },
        ],
      },
      {
        action: 'updated',
        changes: [{ field: 'paid_by_account_id', label: 'Paid by', before: 'set', after: 'set' }],
      },
      { action: 'created', changes: [] },
    ]);
  });

  it.each(others)("%s: an expense's history without who paid with what", async (role) => {
    expect(await historyAs(role, 'expense', expenseId)).toEqual([
      {
        action: 'updated',
        changes: [
          { field: 'amount_paid', label: 'Amount paid', before: '£100.00', after: '£300.00' },
          { field: 'amount_due', label: 'Amount due', before: '£200.00', after: '£0.00' },
        ],
      },
      { action: 'created', changes: [] },
    ]);
  });
});

describe('the feed and the trash', () => {
  it('leaves out what happened to items in the trash, and tells of the delete', async () => {
    const count = async () =>
      (await call(builder, 'GET', '/api/notifications/count')).body.count as number;
    const start = await count();
    const room = (await call(owner, 'POST', '/api/components', { name: 'Porch', type: 'room' }))
      .body;
    await call(owner, 'POST', '/api/expenses', { component_id: room.id, description: 'Tiles' });
    expect(await count()).toBe(start + 2);
    const entry = (await call(owner, 'DELETE', `/api/components/room/${room.id}`)).body;
    // The room's and its expense's events leave the count; the delete itself is told.
    expect(await count()).toBe(start + 1);
    await call(owner, 'POST', `/api/trash/${entry.id}/restore`);
    expect(await count()).toBe(start + 4);
  });
});
