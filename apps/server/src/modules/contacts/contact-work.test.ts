import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { pdf } from '../../test/upload-fixtures.ts';

/**
 * GET /api/contacts/:id/work: a contact's components (no budgets), tasks, expenses with their
 * totals, insurance and documents; a trade reads only its own, with the others' tasks as
 * merged busy blocks, and no account a payment came from.
 */

let t: TestApp;
let owner: SignedInUser;
let trade: SignedInUser;
const ids = {
  sparks: '',
  pipes: '',
  kitchen: '',
  electrics: '',
  plumbing: '',
  lights: '',
  card: '',
  rewire: '',
};

const api = () => apiAs(t, owner);
const pdfFile = (filename: string) => ({
  name: 'file',
  file: { filename, type: 'application/pdf', data: pdf },
});

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  const contact = (name: string, company: string) =>
    api().ok('POST', '/api/contacts', { name, company, trade: 'Electrician' });
  ids.sparks = (await contact('Sam', 'Sparks Ltd')).id;
  ids.pipes = (await contact('Ann', 'Pipes & Co')).id;
  trade = await createSignedInUser(t, { role: 'trade', contactId: ids.sparks });

  const component = (fields: Record<string, unknown>) =>
    api().ok('POST', '/api/components', fields);
  ids.kitchen = (await component({ name: 'Kitchen', type: 'room', budget: 9000 })).id;
  ids.electrics = (
    await component({
      name: 'Electrics',
      type: 'service',
      budget: 2500,
      parent_id: ids.kitchen,
      contact_id: ids.sparks,
    })
  ).id;
  ids.plumbing = (await component({ name: 'Plumbing', type: 'service', contact_id: ids.pipes })).id;
  ids.lights = (await component({ name: 'Lights', type: 'design' })).id;
  ids.card = (
    await api().ok('POST', '/api/credit-accounts', {
      account_name: 'Joint Visa',
      account_type: 'credit_card',
      provider: 'Barclaycard',
      owner: 'Joint',
      current_balance: 0,
      monthly_payment: 25,
      payment_due_date: 3,
    })
  ).id;

  const expense = (fields: Record<string, unknown>) => api().ok('POST', '/api/expenses', fields);
  // 1000 + 20 % VAT = 1200, 500 paid from the card.
  ids.rewire = (
    await expense({
      component_id: ids.electrics,
      description: 'Rewire',
      rrp: 1000,
      add_vat: 'PLUS_VAT',
      amount_paid: 500,
      paid_by_account_id: ids.card,
      contact_id: ids.sparks,
    })
  ).id;
  // A quote not yet agreed: not in the quoted total.
  await expense({
    component_id: ids.electrics,
    description: 'Garden sockets',
    rrp: 300,
    committed: false,
    contact_id: ids.sparks,
  });
  // Paid in full, on a design item of no room.
  await expense({
    component_id: ids.lights,
    description: 'Fit pendants',
    rrp: 99.99,
    amount_paid: 99.99,
    contact_id: ids.sparks,
  });
  await expense({
    component_id: ids.plumbing,
    description: 'Boiler',
    rrp: 2000,
    contact_id: ids.pipes,
  });

  const task = (
    name: string,
    startAt: string,
    endAt: string,
    contactId: string | null,
    group: string,
  ) =>
    api().ok('POST', '/api/tasks', {
      name,
      startAt,
      endAt,
      group: { id: group },
      ...(contactId ? { contact_id: contactId } : {}),
    });
  await task('First fix electrics', '2026-03-02', '2026-03-04', ids.sparks, ids.electrics);
  await task('Second fix electrics', '2026-03-16', '2026-03-18', ids.sparks, ids.kitchen);
  // Others' days: 3 to 5 March and 5 to 6 March touch; 10 to 12 and 11 to 13 overlap.
  await task('Boiler out', '2026-03-03', '2026-03-05', ids.pipes, ids.plumbing);
  await task('Boiler in', '2026-03-05', '2026-03-06', ids.pipes, ids.plumbing);
  await task('Plaster', '2026-03-10', '2026-03-12', null, ids.kitchen);
  await task('Paint', '2026-03-11', '2026-03-13', null, ids.kitchen);

  await apiAs(t, owner).upload('/api/insurances', [
    { name: 'insurance_type', value: 'Public liability' },
    { name: 'provider', value: 'Hiscox' },
    { name: 'policy_number', value: 'PL-7' },
    { name: 'insurance_category', value: 'contractor' },
    { name: 'contact_id', value: ids.sparks },
    pdfFile('sparks-pl.pdf'),
  ]);
  await apiAs(t, owner).upload('/api/insurances', [
    { name: 'insurance_type', value: 'Public liability' },
    { name: 'provider', value: 'Aviva' },
    { name: 'policy_number', value: 'PL-8' },
    { name: 'insurance_category', value: 'contractor' },
    { name: 'contact_id', value: ids.pipes },
    pdfFile('pipes-pl.pdf'),
  ]);
  await apiAs(t, owner).upload('/api/documents', [
    { name: 'component_id', value: ids.electrics },
    { name: 'name', value: 'Electrical certificate' },
    pdfFile('eic.pdf'),
  ]);
  await apiAs(t, owner).upload('/api/documents', [
    { name: 'component_id', value: ids.plumbing },
    { name: 'name', value: 'Gas safe' },
    pdfFile('gas.pdf'),
  ]);
});
afterAll(() => t.close());

describe("a contact's work", () => {
  it('gives the household the components, tasks, expenses, totals, insurance and documents', async () => {
    const work = await api().ok('GET', `/api/contacts/${ids.sparks}/work`);
    expect(work.contact).toMatchObject({ id: ids.sparks, company: 'Sparks Ltd' });
    expect(work.components).toEqual([
      {
        id: ids.electrics,
        name: 'Electrics',
        type: 'service',
        status: 'IN_PROGRESS',
        room_name: 'Kitchen',
      },
      { id: ids.kitchen, name: 'Kitchen', type: 'room', status: 'IN_PROGRESS', room_name: null },
      { id: ids.lights, name: 'Lights', type: 'design', status: 'IN_PROGRESS', room_name: null },
    ]);
    expect(
      work.tasks.map((task: { name: string; supplier: string }) => [task.name, task.supplier]),
    ).toEqual([
      ['First fix electrics', 'Sparks Ltd'],
      ['Second fix electrics', 'Sparks Ltd'],
    ]);
    expect(work.busy).toEqual([]);
    expect(
      work.expenses.map((row: { description: string; total_cost: number; amount_paid: number }) => [
        row.description,
        row.total_cost,
        row.amount_paid,
      ]),
    ).toEqual([
      ['Rewire', 1200, 500],
      ['Garden sockets', 300, 0],
      ['Fit pendants', 99.99, 99.99],
    ]);
    expect(work.expenses[0].paid_by_account_id).toBe(ids.card);
    // Quoted: 1200 + 99.99 (the speculative 300 is not agreed); paid 500 + 99.99.
    expect(work.totals).toEqual({ quoted: 1299.99, paid: 599.99, due: 700 });
    expect(work.insurance.map((policy: { policy_number: string }) => policy.policy_number)).toEqual(
      ['PL-7'],
    );
    expect(work.documents.map((document: { name: string }) => document.name)).toEqual([
      'Electrical certificate',
    ]);
    expect(JSON.stringify(work.components)).not.toContain('budget');
  });

  it("gives a trade its own work with the others' tasks as merged busy blocks, and no accounts", async () => {
    const work = await apiAs(t, trade).ok('GET', `/api/contacts/${ids.sparks}/work`);
    expect(work.busy).toEqual([
      { startAt: '2026-03-03', endAt: '2026-03-06' },
      { startAt: '2026-03-10', endAt: '2026-03-13' },
    ]);
    expect(work.totals).toEqual({ quoted: 1299.99, paid: 599.99, due: 700 });
    expect(work.expenses[0].paid_by_account_id).toBeNull();
    expect(work.expenses[0].payments[0]).toMatchObject({ amount: 500, paid_by_account_id: null });
    expect(work.tasks).toHaveLength(2);
    expect(JSON.stringify(work)).not.toContain('Boiler');
    expect(await apiAs(t, trade).ok('GET', `/api/contacts/${ids.sparks}`)).toMatchObject({
      name: 'Sam',
    });
  });

  it("answers a trade 404 for anyone else's contact, as for a missing one", async () => {
    const missing = '00000000-0000-4000-8000-000000000999';
    for (const url of [
      `/api/contacts/${ids.pipes}`,
      `/api/contacts/${ids.pipes}/work`,
      `/api/contacts/${missing}`,
      `/api/contacts/${missing}/work`,
    ]) {
      const answer = await apiAs(t, trade).call('GET', url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
    expect((await api().call('GET', `/api/contacts/${missing}/work`)).status).toBe(404);
    // The household reads the other contact's page.
    const pipes = await api().ok('GET', `/api/contacts/${ids.pipes}/work`);
    expect(pipes.totals).toEqual({ quoted: 2000, paid: 0, due: 2000 });
  });
});
