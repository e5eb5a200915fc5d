import { contactMessages } from '@hrt/shared/schemas/contacts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart, type Part, pdf } from '../../test/upload-fixtures.ts';

/**
 * `contact_id` on services, expenses, contractor policies and tasks: checked against the
 * directory (422 when unknown or in the trash), kept, filling an empty free-text name, and the
 * earlier rows that name a new contact's company linked to it.
 */

let t: TestApp;
let owner: SignedInUser;
let roomId: string;
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  roomId = (await api().ok('POST', '/api/components', { name: 'Kitchen', type: 'room' })).id;
});
afterAll(() => t.close());

const api = () => apiAs(t, owner);

function policyParts(fields: Record<string, string>): Part[] {
  return [
    ...Object.entries({
      insurance_type: 'Public liability',
      provider: 'Hiscox',
      policy_number: 'PL-1',
      insurance_category: 'contractor',
      ...fields,
    }).map(([name, value]) => ({ name, value })),
    { name: 'file', file: { filename: 'policy.pdf', type: 'application/pdf', data: pdf } },
  ];
}

async function uploadPolicy(fields: Record<string, string>) {
  const body = multipart(policyParts(fields));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/insurances',
    headers: { authorization: owner.authorization, ...body.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const task = (fields: Record<string, unknown>) => ({
  name: 'First fix',
  startAt: '2026-03-02',
  endAt: '2026-03-04',
  group: { id: roomId },
  ...fields,
});

function expectUnknownContact(answer: { status: number; body: { errors: unknown } }) {
  expect(answer.status).toBe(422);
  expect(answer.body.errors).toEqual({ contact_id: [contactMessages.unknownContact] });
}

describe('contact_id on the linked rows', () => {
  it('refuses an unknown contact with 422 on each of the four writes, writing nothing', async () => {
    expectUnknownContact(
      await api().call('POST', '/api/components', {
        name: 'Rewire',
        type: 'service',
        contact_id: UNKNOWN,
      }),
    );
    expectUnknownContact(
      await api().call('POST', '/api/expenses', {
        component_id: roomId,
        description: 'Cable',
        contact_id: UNKNOWN,
      }),
    );
    expectUnknownContact(await uploadPolicy({ contractor_name: 'X', contact_id: UNKNOWN }));
    expectUnknownContact(await api().call('POST', '/api/tasks', task({ contact_id: UNKNOWN })));
    expect((await api().ok('GET', '/api/components')).map((c: { name: string }) => c.name)).toEqual(
      ['Kitchen'],
    );
    expect((await api().ok('GET', '/api/expenses')).items).toEqual([]);
    expect(await api().ok('GET', '/api/insurances')).toEqual([]);
    expect((await api().ok('GET', '/api/tasks')).items).toEqual([]);
  });

  it('refuses a contact in the trash, and on an update too', async () => {
    const gone = await api().ok('POST', '/api/contacts', { name: 'Gone Ltd' });
    const service = await api().ok('POST', '/api/components', {
      name: 'Skip hire',
      type: 'service',
    });
    const expense = await api().ok('POST', '/api/expenses', {
      component_id: roomId,
      description: 'Skip',
    });
    const made = await api().ok('POST', '/api/tasks', task({ name: 'Skip' }));
    await api().ok('DELETE', `/api/contacts/${gone.id}`);
    expectUnknownContact(
      await api().call('PATCH', `/api/components/service/${service.id}`, { contact_id: gone.id }),
    );
    expectUnknownContact(
      await api().call('PUT', `/api/expenses/${expense.id}`, {
        component_id: roomId,
        description: 'Skip',
        contact_id: gone.id,
      }),
    );
    expectUnknownContact(
      await api().call('PUT', `/api/tasks/${made.id}`, task({ name: 'Skip', contact_id: gone.id })),
    );
    const policy = await uploadPolicy({ contractor_name: 'Gone Ltd' });
    expect(policy.status).toBe(201);
    expectUnknownContact(
      await api().call('PUT', `/api/insurances/${policy.body.id}`, {
        insurance_type: 'Public liability',
        provider: 'Hiscox',
        policy_number: 'PL-1',
        insurance_category: 'contractor',
        contractor_name: 'Gone Ltd',
        contact_id: gone.id,
      }),
    );
  });

  it('keeps the contact on each row, fills an empty name from it, and keeps it when left out', async () => {
    const sparks = await api().ok('POST', '/api/contacts', {
      name: 'Sam Sparks',
      company: 'Volt & Co',
      trade: 'Electrician',
    });
    const solo = await api().ok('POST', '/api/contacts', { name: 'Pat Plaster' });
    const service = await api().ok('POST', '/api/components', {
      name: 'Electrics',
      type: 'service',
      parent_id: roomId,
      contact_id: sparks.id,
    });
    expect(service.contact_id).toBe(sparks.id);
    const expense = await api().ok('POST', '/api/expenses', {
      component_id: service.id,
      description: 'Consumer unit',
      rrp: 450,
      contact_id: sparks.id,
    });
    expect(expense).toMatchObject({ supplier: 'Volt & Co', contact_id: sparks.id });
    const typed = await api().ok('POST', '/api/expenses', {
      component_id: service.id,
      supplier: 'Screwfix',
      product: 'Cable',
      contact_id: sparks.id,
    });
    expect(typed).toMatchObject({ supplier: 'Screwfix', contact_id: sparks.id });
    const policy = await uploadPolicy({ contact_id: solo.id });
    expect(policy.status).toBe(201);
    expect(policy.body).toMatchObject({ contractor_name: 'Pat Plaster', contact_id: solo.id });
    const personal = await uploadPolicy({
      insurance_category: 'personal',
      contact_id: solo.id,
    });
    expect(personal.body).toMatchObject({ contractor_name: null, contact_id: null });
    const made = await api().ok('POST', '/api/tasks', task({ contact_id: sparks.id }));
    expect(made).toMatchObject({ supplier: 'Volt & Co', contact_id: sparks.id });

    // Left out on an update: kept. Null: cleared.
    const edited = await api().ok('PUT', `/api/expenses/${expense.id}`, {
      component_id: service.id,
      description: 'Consumer unit',
      supplier: 'Volt & Co',
      rrp: 500,
      updated_at: expense.updated_at,
    });
    expect(edited.contact_id).toBe(sparks.id);
    const retask = await api().ok(
      'PUT',
      `/api/tasks/${made.id}`,
      task({ name: 'First fix electrics', supplier: 'Volt & Co' }),
    );
    expect(retask.contact_id).toBe(sparks.id);
    const renamed = await api().ok('PATCH', `/api/components/service/${service.id}`, {
      name: 'Rewire',
    });
    expect(renamed.contact_id).toBe(sparks.id);
    const cleared = await api().ok('PATCH', `/api/components/service/${service.id}`, {
      contact_id: null,
    });
    expect(cleared.contact_id).toBeNull();
  });

  it('links the rows naming a new contact, and those naming its new company on an update', async () => {
    const supplier = (value: string) => ({
      component_id: roomId,
      supplier: value,
      product: 'Item',
    });
    const mine = await api().ok('POST', '/api/expenses', supplier('  acme BUILDERS '));
    const notMine = await api().ok('POST', '/api/expenses', supplier('Acme Builders Ltd'));
    const policy = await uploadPolicy({ contractor_name: 'Acme Builders' });
    const myTask = await api().ok('POST', '/api/tasks', task({ supplier: 'ACME builders' }));
    const otherTask = await api().ok('POST', '/api/tasks', task({ supplier: 'Someone else' }));

    const acme = await api().ok('POST', '/api/contacts', {
      name: 'Alan',
      company: 'Acme Builders',
      trade: 'Builder',
    });
    const expenseContact = async (id: string) =>
      (await api().ok('GET', `/api/expenses/${id}`)).contact_id;
    expect(await expenseContact(mine.id)).toBe(acme.id);
    expect(await expenseContact(notMine.id)).toBeNull();
    const policies = await api().ok('GET', '/api/insurances');
    expect(policies.find((p: { id: string }) => p.id === policy.body.id).contact_id).toBe(acme.id);
    const tasks = (await api().ok('GET', '/api/tasks')).items as {
      id: string;
      contact_id: string;
    }[];
    expect(tasks.find((row) => row.id === myTask.id)?.contact_id).toBe(acme.id);
    expect(tasks.find((row) => row.id === otherTask.id)?.contact_id).toBeNull();
    // The link adds nothing anyone typed: the row keeps its version, so an open edit still saves.
    expect((await api().ok('GET', `/api/expenses/${mine.id}`)).updated_at).toBe(mine.updated_at);

    // A contact renamed to a company named on other rows takes those without a contact.
    const someone = await api().ok('POST', '/api/contacts', { name: 'Sid' });
    await api().ok('PUT', `/api/contacts/${someone.id}`, {
      name: 'Sid',
      company: 'Acme Builders Ltd',
      updated_at: someone.updated_at,
    });
    expect(await expenseContact(notMine.id)).toBe(someone.id);
    // Already linked rows keep their contact.
    expect(await expenseContact(mine.id)).toBe(acme.id);
  });
});
