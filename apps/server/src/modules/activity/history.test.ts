import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let owner: SignedInUser;
let partner: SignedInUser;
let builder: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  partner = await createSignedInUser(t, { role: 'project_manager' });
  builder = await createSignedInUser(t, { role: 'build_manager' });
});
afterAll(() => t.close());

async function call(user: SignedInUser, method: string, url: string, payload?: unknown) {
  const answer = await apiAs(t, user).call(method, url, payload);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  return answer;
}

describe("an item's history", () => {
  it("lists each change with who, when and each field's old and new value in words", async () => {
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
    expect(update).toMatchObject({ action: 'updated', actor_email: partner.email });
    expect(update.changes).toEqual([
      { field: 'amount_paid', label: 'Amount paid', before: '£120.00', after: '£340.00' },
      { field: 'amount_due', label: 'Amount due', before: '£280.00', after: '£60.00' },
    ]);
    expect(create).toMatchObject({ action: 'created', actor_email: owner.email, changes: [] });
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
