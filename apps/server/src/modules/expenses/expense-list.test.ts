// The list the expense table pages through (search, paid filter, totals of every match) and the
// project-wide summary behind the /expenses tiles. This file has its own database, so every
// figure below is a literal worked out by hand from the rows it creates.
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ExpensePage } from '@hrt/shared/schemas/expense-list';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia, createExpenseVia } from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let viewer: SignedInUser;
let kitchen: BuildComponent;
let garden: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  kitchen = await createComponentVia(t, owner.authorization, { name: 'Kitchen', budget: 5000 });
  garden = await createComponentVia(t, owner.authorization, { name: 'Garden', budget: 1200.5 });
  await createComponentVia(t, owner.authorization, { name: 'Empty', budget: 0 });
  const add = (body: Record<string, unknown>) => createExpenseVia(t, owner.authorization, body);
  // Kitchen: 100 + 240 (200 + VAT) + 30 = 370 total; 100 + 40 paid; 0 + 200 + 30 due.
  await add({
    room_id: kitchen.id,
    description: 'Oak worktop',
    supplier: 'Wood Co',
    rrp: 100,
    amount_paid: 100,
  });
  await add({
    room_id: kitchen.id,
    description: 'Sink',
    supplier: 'OAKLEY taps',
    rrp: 200,
    add_vat: 'PLUS_VAT',
    amount_paid: 40,
  });
  await add({
    room_id: kitchen.id,
    description: '50% off_cut',
    product: 'Offcut',
    rrp: 30,
    committed: false,
  });
  // Garden: 2 x 15 = 30, nothing paid; 12.34 paid of 12.34.
  await add({
    room_id: garden.id,
    description: 'Paving',
    product: 'Oak sleeper',
    quantity: 2,
    rrp: 15,
  });
  await add({ room_id: garden.id, description: 'Seeds', rrp: 12.34, amount_paid: 12.34 });
});
afterAll(() => t.close());

async function list(query: string): Promise<ExpensePage> {
  const response = await t.app.inject({
    url: `/api/expenses?${query}`,
    headers: { authorization: viewer.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const descriptions = (page: ExpensePage) => page.items.map((item: Expense) => item.description);

describe('searching the list on the server', () => {
  it('matches description, supplier or product, case-insensitive, with totals of every match', async () => {
    const page = await list('q=oAk');
    expect(descriptions(page)).toEqual(['Oak worktop', 'Sink', 'Paving']);
    expect(page.total_count).toBe(3);
    // 100 + 240 + 30 total; 100 + 40 paid; 0 + 200 + 30 due.
    // The sink's 200 + VAT holds 40 of VAT.
    expect(page.totals).toEqual({
      count: 3,
      total: 370,
      amount_paid: 140,
      unpaid_total: 230,
      vat_total: 40,
    });
  });

  it('narrows a search to one component and pages through the matches by cursor', async () => {
    const first = await list(`q=oak&component_id=${kitchen.id}&limit=1`);
    expect(descriptions(first)).toEqual(['Oak worktop']);
    expect(first.totals.count).toBe(2);
    const second = await list(
      `q=oak&component_id=${kitchen.id}&limit=1&cursor=${first.next_cursor}`,
    );
    expect(descriptions(second)).toEqual(['Sink']);
    expect(second.next_cursor).toBeNull();
  });

  it('reads % and _ as the characters typed, not as wildcards', async () => {
    expect(descriptions(await list('q=50%25'))).toEqual(['50% off_cut']);
    expect(descriptions(await list('q=f_c'))).toEqual(['50% off_cut']);
    // As wildcards, '_' would match the 'e' of 'Offcut' and '%' everything.
    expect(descriptions(await list('q=Offc_t'))).toEqual([]);
    expect((await list('q=%25')).totals.count).toBe(1);
  });

  it('treats a blank search as no search', async () => {
    expect((await list('q=%20%20')).total_count).toBe(5);
  });

  it('refuses a search with control characters and a paid flag that is not a boolean', async () => {
    const cases = [
      ['q=a%00b', 422, 'control_characters'],
      ['paid=sometimes', 400, 'validation_failed'],
    ] as const;
    for (const [query, status, code] of cases) {
      const response = await t.app.inject({
        url: `/api/expenses?${query}`,
        headers: { authorization: viewer.authorization },
      });
      expect(response.statusCode, query).toBe(status);
      expect(response.json().code).toBe(code);
    }
  });
});

describe('the paid filter', () => {
  it('keeps expenses with something paid, with their totals', async () => {
    const page = await list('paid=true');
    expect(descriptions(page)).toEqual(['Oak worktop', 'Sink', 'Seeds']);
    expect(page.totals).toEqual({
      count: 3,
      total: 352.34,
      amount_paid: 152.34,
      unpaid_total: 200,
      vat_total: 40,
    });
    expect(descriptions(await list('paid=true&q=seed'))).toEqual(['Seeds']);
    expect((await list('paid=false')).total_count).toBe(5);
  });
});

describe('totals without a filter', () => {
  it('come from the kept summaries, for one component and for all', async () => {
    const kitchenPage = await list(`component_id=${kitchen.id}&limit=1`);
    expect(kitchenPage.items).toHaveLength(1);
    expect(kitchenPage.totals).toEqual({
      count: 3,
      total: 370,
      amount_paid: 140,
      unpaid_total: 230,
      vat_total: 40,
    });
    const all = await list('limit=2');
    expect(all.items).toHaveLength(2);
    // 370 + 42.34 total; 140 + 12.34 paid; 230 + 30 due.
    expect(all.totals).toEqual({
      count: 5,
      total: 412.34,
      amount_paid: 152.34,
      unpaid_total: 260,
      vat_total: 40,
    });
  });
});

describe('GET /api/expenses/summary', () => {
  it("answers the whole project's figures in one read", async () => {
    const response = await t.app.inject({
      url: '/api/expenses/summary',
      headers: { authorization: viewer.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      component_count: 3,
      budget_total: 6200.5,
      count: 5,
      total: 412.34,
      unpaid_total: 260,
      // Everything but the uncommitted offcut (30).
      committed_total: 382.34,
      amount_paid: 152.34,
      amount_due_committed: 230,
      amount_due_speculative: 30,
      vat_total: 40,
    });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ url: '/api/expenses/summary' });
    expect(response.statusCode).toBe(401);
  });
});
