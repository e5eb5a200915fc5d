import { randomUUID } from 'node:crypto';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { activityEvents } from '../activity/schema.ts';
import {
  createComponentVia,
  createExpenseVia,
  insertCreditAccount,
  readSummaryVia,
  snapshotStorage,
} from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let viewer: SignedInUser;
let kitchen: BuildComponent;
let bathroom: BuildComponent;
let accountId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  kitchen = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
  bathroom = await createComponentVia(t, owner.authorization, { name: 'Bathroom' });
  accountId = await insertCreditAccount(t);
});
afterAll(() => t.close());

const summaryOf = (componentId: string) => readSummaryVia(t, viewer.authorization, componentId);

describe('creating and reading expenses', () => {
  it('computes total_cost and amount_due on the server and normalises the link', async () => {
    const id = randomUUID();
    const created = await createExpenseVia(t, owner.authorization, {
      id,
      room_id: kitchen.id,
      description: 'Worktop',
      supplier: 'Stone Co',
      product: 'Quartz',
      quantity: 2,
      rrp: 100,
      trade_discount: 10,
      discount: 5,
      add_vat: 'PLUS_VAT',
      amount_paid: 50,
      paid_by_account_id: accountId,
      link: '  stone.example/quartz ',
      // Client-sent totals are ignored: the server is the one source of the maths.
      total_cost: 1,
      amount_due: 1,
    });
    expect(created).toMatchObject({
      id,
      room_id: kitchen.id,
      total_cost: 222,
      amount_due: 172,
      link: 'https://stone.example/quartz',
      committed: true,
      receipt: null,
      created_by: owner.email,
    });
    const [event] = await t.ctx.database.db
      .select()
      .from(activityEvents)
      .orderBy(desc(activityEvents.createdAt))
      .limit(1);
    expect(event).toMatchObject({
      actorEmail: owner.email,
      action: 'created',
      resourceType: 'expense',
      resourceName: 'Worktop',
    });
  });

  it('gives a new row the defaults: quantity 1, amounts 0, No VAT at 20 %, no date', async () => {
    // A row needs some text (a blank row is refused); everything else defaults.
    const created = await createExpenseVia(t, owner.authorization, {
      room_id: bathroom.id,
      supplier: 'Wickes',
    });
    expect(created).toMatchObject({
      quantity: 1,
      rrp: 0,
      add_vat: 'NO_VAT',
      vat_rate: 20,
      vat_amount: 0,
      invoice_date: null,
      payments: [],
      description: '',
      link: '',
      total_cost: 0,
      amount_due: 0,
      paid_by_account_id: null,
    });
  });

  it('refuses a duplicate client id with 409 and stores nothing', async () => {
    const first = await createExpenseVia(t, owner.authorization, {
      room_id: kitchen.id,
      product: 'Tap',
    });
    const before = await snapshotStorage(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { authorization: owner.authorization },
      payload: { id: first.id, room_id: kitchen.id, rrp: 5 },
    });
    expect(response.statusCode).toBe(409);
    expect(await snapshotStorage(t)).toEqual(before);
  });

  it('keeps the per-component summary up to date', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Study' });
    await createExpenseVia(t, owner.authorization, { room_id: room.id, rrp: 100, amount_paid: 30 });
    await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      rrp: 40,
      add_vat: 'PLUS_VAT',
      committed: false,
    });
    expect(await summaryOf(room.id)).toEqual({
      count: 2,
      total: 148,
      unpaid_total: 118,
      committed_total: 100,
      amount_paid: 30,
      amount_due_committed: 70,
      amount_due_speculative: 48,
      // The 40 + VAT holds 8 of VAT.
      vat_total: 8,
    });
    const all = await t.app.inject({
      url: '/api/expenses/summaries',
      headers: { authorization: viewer.authorization },
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()[room.id]).toEqual(await summaryOf(room.id));
    expect(Object.keys(all.json())).toEqual(expect.arrayContaining([kitchen.id, bathroom.id]));
  });

  it('answers 404 for the summary of an unknown component', async () => {
    const response = await t.app.inject({
      url: `/api/expenses/${randomUUID()}/summary`,
      headers: { authorization: viewer.authorization },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('paging', () => {
  it('pages by cursor in creation order without gaps or repeats', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Paged' });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        (await createExpenseVia(t, owner.authorization, { room_id: room.id, description: `#${i}` }))
          .id,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `component_id=${room.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await t.app.inject({
        url: `/api/expenses?${query}`,
        headers: { authorization: viewer.authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      expect(page.total_count).toBe(7);
      seen.push(...page.items.map((item: Expense) => item.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);
  });

  it('lists every component without a filter and refuses a forged cursor', async () => {
    const response = await t.app.inject({
      url: '/api/expenses',
      headers: { authorization: viewer.authorization },
    });
    const page = response.json();
    expect(page.total_count).toBe(page.items.length);
    expect(new Set(page.items.map((item: Expense) => item.room_id)).size).toBeGreaterThan(1);

    const forged = await t.app.inject({
      url: '/api/expenses?cursor=bm90LWEtY3Vyc29y',
      headers: { authorization: viewer.authorization },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toBe('The page cursor is not valid.');
  });
});

describe('updating, moving and deleting', () => {
  it('replaces the fields, recomputes the totals and refuses a stale updated_at', async () => {
    const created = await createExpenseVia(t, owner.authorization, {
      room_id: kitchen.id,
      rrp: 10,
    });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${created.id}`,
      headers: { authorization: owner.authorization },
      payload: {
        room_id: kitchen.id,
        rrp: 20,
        quantity: 3,
        add_vat: 'PLUS_VAT',
        updated_at: created.updated_at,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ total_cost: 72, amount_due: 72 });

    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${created.id}`,
      headers: { authorization: owner.authorization },
      payload: { room_id: kitchen.id, rrp: 999, updated_at: created.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_update');
    const list = await t.app.inject({
      url: `/api/expenses?component_id=${kitchen.id}`,
      headers: { authorization: viewer.authorization },
    });
    const row = list.json().items.find((item: Expense) => item.id === created.id);
    expect(row.rrp).toBe(20);
  });

  it('moves an expense to another component and updates both summaries', async () => {
    const from = await createComponentVia(t, owner.authorization, { name: 'From' });
    const to = await createComponentVia(t, owner.authorization, { name: 'To' });
    const expense = await createExpenseVia(t, owner.authorization, { room_id: from.id, rrp: 80 });
    expect((await summaryOf(from.id)).total).toBe(80);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${expense.id}`,
      headers: { authorization: owner.authorization },
      payload: { room_id: to.id, rrp: 80, updated_at: expense.updated_at },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await summaryOf(from.id)).toMatchObject({ count: 0, total: 0 });
    expect(await summaryOf(to.id)).toMatchObject({ count: 1, total: 80 });
  });

  it('deletes an expense and its summary contribution', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Shed' });
    const expense = await createExpenseVia(t, owner.authorization, { room_id: room.id, rrp: 9 });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/expenses/${expense.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      resource_type: 'expense',
      resource_id: expense.id,
      label: 'Expense',
    });
    expect(await summaryOf(room.id)).toMatchObject({ count: 0, total: 0 });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/expenses/${expense.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(again.statusCode).toBe(404);
  });
});
