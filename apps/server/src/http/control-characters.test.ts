import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../modules/contacts/schema.ts';
import { creditAccounts } from '../modules/credit/schema.ts';
import {
  createComponentVia,
  createExpenseVia,
  snapshotStorage,
} from '../modules/expenses/test-support.ts';
import { ideas } from '../modules/ideas/schema.ts';
import { accessRequests, accounts, allowlistEntries } from '../modules/identity/schema.ts';
import { insurancePolicies } from '../modules/insurance/schema.ts';
import { tasks } from '../modules/schedule/schema.ts';
import { appSettings } from '../modules/settings/schema.ts';
import { timelineEntries } from '../modules/timeline/schema.ts';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { multipart, pdf, png } from '../test/upload-fixtures.ts';

/**
 * "a\u0000b" (and other control characters) in any text field of any write route: a clear
 * 422 `control_characters`, never a 500, and nothing stored. The table must name every write
 * route the app registers, so a route added later without an entry fails the coverage test.
 */

const NUL = 'a\u0000b';
/** Ids, enums and dates: a bad one is a plain 400, they are not free text. */
const NOT_TEXT = new Set([
  'type',
  'room_id',
  'component_id',
  'date',
  'account_type',
  'insurance_category',
  'start_date',
  'end_date',
  'coverage_amount',
  'idea_id',
  'role',
  'startAt',
  'endAt',
]);
const OTHER_CONTROLS = ['a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b'];

let t: TestApp;
let owner: SignedInUser;
const ids = {
  component: '',
  expense: '',
  payment: '',
  entry: '',
  account: '',
  policy: '',
  task: '',
  idea: '',
  contact: '',
};

const accountFields = {
  account_name: 'Joint Visa',
  account_type: 'credit_card',
  provider: 'Barclaycard',
  owner: 'Joint',
  current_balance: 100,
  monthly_payment: 25,
  payment_due_date: 3,
};
const contactFields = {
  name: 'Sam Sparks',
  company: 'Sparks Ltd',
  email: 'sam@sparks.example',
  phone: '07700 900123',
  notes: 'Mornings',
};
const policyFields = {
  insurance_type: 'Public liability',
  provider: 'Hiscox',
  policy_number: 'PL-1',
  description: 'Cover for the works',
  contractor_name: 'Smith Builders',
  insurance_category: 'contractor',
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  ids.component = (await createComponentVia(t, owner.authorization)).id;
  ids.expense = (
    await createExpenseVia(t, owner.authorization, { room_id: ids.component, description: 'x' })
  ).id;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/expenses/${ids.expense}/payments`,
    headers: { authorization: owner.authorization },
    // The expense costs nothing: its payment is an overpayment, said so.
    payload: { amount: 1, confirm_overpayment: true },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  ids.payment = paid.json().payments[0].id;
  const entry = await t.app.inject({
    method: 'POST',
    url: '/api/timeline/entries',
    headers: { authorization: owner.authorization, ...timelineBody({}).headers },
    payload: timelineBody({}).payload,
  });
  expect(entry.statusCode, entry.body).toBe(201);
  ids.entry = entry.json().id;
  const account = await t.app.inject({
    method: 'POST',
    url: '/api/credit-accounts',
    headers: { authorization: owner.authorization },
    payload: accountFields,
  });
  expect(account.statusCode, account.body).toBe(201);
  ids.account = account.json().id;
  const policyBody = multipart([
    ...Object.entries(policyFields).map(([name, value]) => ({ name, value })),
    { name: 'file', file: { filename: 'p.pdf', type: 'application/pdf', data: pdf } },
  ]);
  const policy = await t.app.inject({
    method: 'POST',
    url: '/api/insurances',
    headers: { authorization: owner.authorization, ...policyBody.headers },
    payload: policyBody.payload,
  });
  expect(policy.statusCode, policy.body).toBe(201);
  ids.policy = policy.json().id;
  const task = await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: { authorization: owner.authorization },
    payload: taskFields(),
  });
  expect(task.statusCode, task.body).toBe(201);
  ids.task = task.json().id;
  const idea = await t.app.inject({
    method: 'POST',
    url: '/api/ideas',
    headers: { authorization: owner.authorization },
    payload: ideaFields(),
  });
  expect(idea.statusCode, idea.body).toBe(201);
  ids.idea = idea.json().id;
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contacts',
    headers: { authorization: owner.authorization },
    payload: contactFields,
  });
  expect(contact.statusCode, contact.body).toBe(201);
  ids.contact = contact.json().id;
});
afterAll(() => t.close());

function timelineBody(fields: Record<string, string>) {
  return multipart(
    Object.entries({
      title: 'Skip arrived',
      description: 'It is big',
      date: '2026-01-05',
      ...fields,
    }).map(([name, value]) => ({ name, value })),
  );
}

const json = (
  method: InjectOptions['method'],
  url: string,
  base: Record<string, unknown>,
  auth = true,
) => ({
  build: (field: string, value: string): InjectOptions => ({
    method,
    url,
    payload: { ...base, [field]: value },
    headers: auth ? { authorization: owner.authorization } : {},
  }),
  fields: Object.keys(base).filter((key) => typeof base[key] === 'string' && !NOT_TEXT.has(key)),
});

/** A multipart route: text fields plus one file, whose name is a text field too. */
const upload = (
  url: () => string,
  fileField: string,
  file: { data: Buffer; type: string },
  base: Record<string, string>,
) => ({
  build: (field: string, value: string): InjectOptions => {
    const values = { ...base, ...(field === 'filename' ? {} : { [field]: value }) };
    const filename = field === 'filename' ? `${value}.${file.type.split('/')[1]}` : 'upload.bin';
    const body = multipart([
      ...Object.entries(values).map(([name, text]) => ({ name, value: text })),
      { name: fileField, file: { filename, type: file.type, data: file.data } },
    ]);
    return {
      method: 'POST',
      url: url(),
      payload: body.payload,
      headers: { authorization: owner.authorization, ...body.headers },
    };
  },
  fields: [...Object.keys(base).filter((key) => !NOT_TEXT.has(key)), 'filename'],
});

const ideaFields = () => ({
  component_id: ids.component,
  url: 'https://shop.example/lamp',
  name: 'Brass lamp',
  description: 'Warm light',
  retailer: 'Lamp Shop',
  image_url: 'https://shop.example/lamp.jpg',
});

const taskFields = () => ({
  name: 'Tiling',
  startAt: '2026-03-02',
  endAt: '2026-03-04',
  group: { id: ids.component },
  owner: { id: 'tiler', name: 'Bob' },
  supplier: 'Topps',
});

/** A task: its top-level texts and the typed owner's name. */
const task = (method: 'POST' | 'PUT', url: () => string): Case => ({
  fields: ['name', 'supplier', 'owner.name'],
  build: (field, value) => ({
    method,
    url: url(),
    payload:
      field === 'owner.name'
        ? { ...taskFields(), owner: { id: 'tiler', name: value } }
        : { ...taskFields(), [field]: value },
    headers: { authorization: owner.authorization },
  }),
});

type Case = { build: (field: string, value: string) => InjectOptions; fields: string[] };

const expenseFields = () => ({
  room_id: ids.component,
  description: 'Tiles',
  supplier: 'Topps',
  product: 'Metro white',
  link: 'https://example.com/tiles',
});

/** Every write route with its text fields. */
const TEXT_ROUTES: Record<string, () => Case> = {
  'POST /api/identity/setup': () =>
    json(
      'POST',
      '/api/identity/setup',
      {
        token: 'some-token',
        email: 'second.owner@example.com',
        password: 'long enough password',
        display_name: 'Owner',
      },
      false,
    ),
  'POST /api/identity/sign-in': () =>
    json(
      'POST',
      '/api/identity/sign-in',
      { email: owner.email, password: 'long enough password' },
      false,
    ),
  'POST /api/identity/sign-out': () =>
    json('POST', '/api/identity/sign-out', { refreshToken: 'some-token' }, false),
  'POST /api/identity/oidc/link': () =>
    json('POST', '/api/identity/oidc/link', { origin: 'http://localhost:8000' }),
  'POST /api/auth/access-request': () =>
    json('POST', '/api/auth/access-request', { email: 'asker@example.com' }, false),
  'POST /api/auth/admin/create-user': () =>
    json('POST', '/api/auth/admin/create-user', {
      email: 'made@example.com',
      password: 'long enough password',
      display_name: 'Made',
    }),
  'POST /api/admin/users': () => ({
    fields: ['email'],
    build: (_field, value) => ({
      method: 'POST',
      url: `/api/admin/users?email=${encodeURIComponent(value)}&role=viewer`,
      headers: { authorization: owner.authorization },
    }),
  }),
  'POST /api/admin/invitations': () =>
    json('POST', '/api/admin/invitations', { email: 'invited@example.com', role: 'viewer' }),
  'POST /api/identity/invitations/accept': () =>
    json(
      'POST',
      '/api/identity/invitations/accept',
      { token: 'some-token', password: 'long enough password', display_name: 'Invited' },
      false,
    ),
  'DELETE /api/admin/users/:email': () => ({
    fields: ['email'],
    build: (_field, value) => ({
      method: 'DELETE',
      url: `/api/admin/users/${encodeURIComponent(value)}`,
      headers: { authorization: owner.authorization },
    }),
  }),
  'POST /api/components': () =>
    json('POST', '/api/components', {
      name: 'Bathroom',
      type: 'room',
      status: 'In Progress',
      description: 'Upstairs',
    }),
  'PATCH /api/components/:type/:id': () =>
    json('PATCH', `/api/components/room/${ids.component}`, {
      name: 'Bathroom',
      status: 'In Progress',
      description: 'Upstairs',
    }),
  'POST /api/expenses': () => json('POST', '/api/expenses', expenseFields()),
  'PUT /api/expenses/:id': () => json('PUT', `/api/expenses/${ids.expense}`, expenseFields()),
  'POST /api/expenses/:id/payments': () =>
    json('POST', `/api/expenses/${ids.expense}/payments`, { amount: 2, note: 'Deposit' }),
  'PUT /api/expenses/:id/payments/:paymentId': () =>
    json('PUT', `/api/expenses/${ids.expense}/payments/${ids.payment}`, {
      amount: 1,
      note: 'Deposit',
    }),
  'PUT /api/timeline/entries/:id': () =>
    json('PUT', `/api/timeline/entries/${ids.entry}`, { title: 'Skip', description: 'Big' }),
  'POST /api/timeline/entries': () =>
    upload(
      () => '/api/timeline/entries',
      'photos',
      { data: png, type: 'image/png' },
      {
        title: 'Skip arrived',
        description: 'It is big',
      },
    ),
  'POST /api/timeline/entries/:id/photos': () =>
    upload(
      () => `/api/timeline/entries/${ids.entry}/photos`,
      'photos',
      {
        data: png,
        type: 'image/png',
      },
      {},
    ),
  'POST /api/documents': () =>
    upload(
      () => '/api/documents',
      'file',
      { data: pdf, type: 'application/pdf' },
      {
        component_id: ids.component,
        name: 'Quote',
      },
    ),
  'POST /api/expenses/:id/receipt': () =>
    upload(
      () => `/api/expenses/${ids.expense}/receipt`,
      'file',
      {
        data: pdf,
        type: 'application/pdf',
      },
      {},
    ),
  'POST /api/credit-accounts': () => json('POST', '/api/credit-accounts', accountFields),
  'PUT /api/credit-accounts/:id': () =>
    json('PUT', `/api/credit-accounts/${ids.account}`, accountFields),
  'PUT /api/settings/household': () => ({
    fields: ['members'],
    build: (_field, value) => ({
      method: 'PUT',
      url: '/api/settings/household',
      payload: { members: ['Alex', value] },
      headers: { authorization: owner.authorization },
    }),
  }),
  'POST /api/insurances': () =>
    upload(
      () => '/api/insurances',
      'file',
      { data: pdf, type: 'application/pdf' },
      { ...policyFields, insurance_category: 'contractor' },
    ),
  'PUT /api/insurances/:id': () => json('PUT', `/api/insurances/${ids.policy}`, policyFields),
  'POST /api/contacts': () => json('POST', '/api/contacts', contactFields),
  'PUT /api/contacts/:id': () => json('PUT', `/api/contacts/${ids.contact}`, contactFields),
  'POST /api/ideas/extract': () =>
    json('POST', '/api/ideas/extract', { url: 'https://shop.example/lamp' }),
  'POST /api/ideas': () => json('POST', '/api/ideas', ideaFields()),
  'POST /api/price-monitoring/items': () =>
    json('POST', '/api/price-monitoring/items', {
      idea_id: ids.idea,
      target_price: 40,
      email: 'alerts@example.com',
    }),
  'POST /api/price-monitoring/test-email': () =>
    json('POST', '/api/price-monitoring/test-email', { email: 'alerts@example.com' }),
  'POST /api/tasks': () => task('POST', () => '/api/tasks'),
  'PUT /api/tasks/:id': () => task('PUT', () => `/api/tasks/${ids.task}`),
  'POST /api/ai/analyze': () =>
    json('POST', '/api/ai/analyze', { description: 'Kitchen', project_context: 'Small house' }),
  'POST /api/ai/agentic-plan': () =>
    json('POST', '/api/ai/agentic-plan', {
      goal: 'Kitchen',
      project_context: 'Small house',
      execute: false,
    }),
  'POST /api/expenses/extract': () =>
    upload(
      () => '/api/expenses/extract',
      'file',
      { data: pdf, type: 'application/pdf' },
      {
        room_id: ids.component,
      },
    ),
};

/** Write routes without free text: ids, enums and booleans only (a bad one is a 400). */
const NO_TEXT_ROUTES = new Set([
  // Reads only its HttpOnly cookie (decision 020): no body, no text field.
  'POST /api/identity/refresh',
  'DELETE /api/components/:type/:id',
  'DELETE /api/expenses/:id',
  'DELETE /api/expenses/:id/receipt',
  'DELETE /api/expenses/:id/payments/:paymentId',
  // A balance in pounds.
  'POST /api/credit-accounts/:id/balance',
  'DELETE /api/documents/:id',
  'DELETE /api/credit-accounts/:id',
  'DELETE /api/insurances/:id',
  'DELETE /api/contacts/:id',
  'DELETE /api/timeline/entries/:id',
  'DELETE /api/timeline/entries/:id/photos/:photoId',
  'POST /api/admin/access-requests/:id/approve',
  'POST /api/admin/access-requests/:id/decline',
  'POST /api/notifications/mark-read',
  'POST /api/notifications/last-visit',
  // An invitation's id, no body.
  'DELETE /api/admin/invitations/:id',
  'POST /api/admin/invitations/:id/resend',
  // Takes no body: the test message goes to the signed-in owner.
  'POST /api/admin/outbox/test',
  'DELETE /api/tasks/:id',
  'DELETE /api/ideas/:id',
  // Booleans and a price.
  'PUT /api/price-monitoring/preferences/:ideaId',
  // An idea id.
  'POST /api/price-monitoring/check-now',
  // Dates only.
  'PATCH /api/tasks/:id/move',
  'PATCH /api/tasks/move',
  // A status id from a fixed list.
  'PATCH /api/tasks/:id/status',
  // Weekday numbers and a region from a fixed list.
  'PUT /api/settings/calendar',
  // Amounts and a contingency kind from a fixed list.
  'PUT /api/settings/project-budget',
  // A scheduled archive's name, held to a fixed pattern, or nothing.
  'POST /api/admin/backup-links',
  // Takes no body: it tells which planner is active.
  'POST /api/ai/test',
  // A plan id and a boolean (confirm).
  'POST /api/ai/plans/:plan_id/undo',
  // A trash entry's id, no body.
  'POST /api/trash/:id/restore',
  'DELETE /api/trash/:id',
]);

async function storedCounts() {
  const db = t.ctx.database.db;
  const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    storage: await snapshotStorage(t),
    accounts: await rows(accounts),
    allowlist: await rows(allowlistEntries),
    requests: await rows(accessRequests),
    entries: await rows(timelineEntries),
    creditAccounts: await db.select().from(creditAccounts),
    policies: await rows(insurancePolicies),
    settings: await db.select().from(appSettings),
    tasks: await db.select().from(tasks),
    ideas: await db.select().from(ideas),
    contacts: await db.select().from(contacts),
  };
}

describe('control characters in text fields', () => {
  it('the table names every write route of the app', () => {
    const writeRoutes = t.app.registeredRoutes
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .filter((route) => route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`);
    const missing = writeRoutes.filter((key) => !(key in TEXT_ROUTES) && !NO_TEXT_ROUTES.has(key));
    expect(missing).toEqual([]);
    expect(writeRoutes.length).toBeGreaterThan(20);
  });

  it('refuses "a\\u0000b" in every text field with 422 control_characters, storing nothing', async () => {
    const before = await storedCounts();
    const answers: string[] = [];
    for (const [route, makeCase] of Object.entries(TEXT_ROUTES)) {
      const { build, fields } = makeCase();
      for (const field of fields) {
        const response = await t.app.inject(build(field, NUL));
        const code = response.body ? (JSON.parse(response.body).code ?? '') : '(empty)';
        answers.push(`${route} ${field}: ${response.statusCode} ${code}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 422 control_characters'))).toEqual([]);
    expect(answers).toHaveLength(90);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses other C0 and C1 control characters and DEL in single-line text', async () => {
    for (const value of OTHER_CONTROLS) {
      const response = await t.app.inject(
        TEXT_ROUTES['POST /api/components']!().build('name', value),
      );
      expect([value, response.statusCode, response.json().code]).toEqual([
        value,
        422,
        'control_characters',
      ]);
    }
  });

  it('names the field and says what is wrong', async () => {
    const response = await t.app.inject(
      TEXT_ROUTES['POST /api/expenses']!().build('supplier', NUL),
    );
    expect(response.json()).toEqual({
      code: 'control_characters',
      detail: 'supplier: Line breaks and control characters are not allowed.',
      errors: { supplier: ['Line breaks and control characters are not allowed.'] },
    });
  });

  it('keeps tab and newline in multi-line text, and refuses them in single-line text', async () => {
    const text = 'First line\n\tindented second line';
    const created = await t.app.inject(
      TEXT_ROUTES['POST /api/components']!().build('description', text),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().description).toBe(text);
    const expense = await t.app.inject(
      TEXT_ROUTES['POST /api/expenses']!().build('description', text),
    );
    expect(expense.statusCode, expense.body).toBe(201);
    expect(expense.json().description).toBe(text);
    const entry = await t.app.inject(
      TEXT_ROUTES['PUT /api/timeline/entries/:id']!().build('description', text),
    );
    expect(entry.statusCode, entry.body).toBe(200);
    expect(entry.json().description).toBe(text);

    const singleLine = await t.app.inject(
      TEXT_ROUTES['POST /api/expenses']!().build('supplier', text),
    );
    expect(singleLine.statusCode).toBe(422);
    expect(singleLine.json()).toMatchObject({
      code: 'control_characters',
      detail: 'supplier: Line breaks and control characters are not allowed.',
    });
    const multiLine = await t.app.inject(
      TEXT_ROUTES['POST /api/expenses']!().build('description', 'a\u0000b'),
    );
    expect(multiLine.json().detail).toBe('description: Control characters are not allowed.');
  });

  it('keeps a Windows line break as a newline in multi-line text', async () => {
    const response = await t.app.inject(
      TEXT_ROUTES['POST /api/expenses']!().build('description', 'one\r\ntwo'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().description).toBe('one\ntwo');
  });

  it('refuses a control character in a paging cursor with 422 too', async () => {
    const response = await t.app.inject({
      url: '/api/expenses?cursor=a%00b',
      headers: { authorization: owner.authorization },
    });
    expect([response.statusCode, response.json().code]).toEqual([422, 'control_characters']);
  });
});
