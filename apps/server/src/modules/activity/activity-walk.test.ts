import { desc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart, type Part, pdf } from '../../test/upload-fixtures.ts';
import { activityEvents } from './schema.ts';

/**
 * Walks every mutating route of the route table. Each one either records the activity of its
 * change (a scenario below makes a real, successful call and reads the event back) or sits on
 * the reviewed list of routes that change no project data. A new route fails the first test
 * until it is put in one of the two; a change that stops recording fails the second.
 */

type Expected = {
  action: 'created' | 'updated' | 'deleted' | 'restored';
  resourceType: string;
};

/** Routes that change no project data, so the feed has nothing to say about them. */
const NO_ACTIVITY: Record<string, string> = {
  'POST /api/identity/sign-in': 'signing in changes a session, not the project',
  'POST /api/identity/refresh': 'a session',
  'POST /api/identity/sign-out': 'a session',
  'POST /api/identity/oidc/link': 'starts linking a sign-in provider to the caller; a session',
  'POST /api/identity/setup': 'creates the first account before anyone can read a feed',
  'POST /api/auth/access-request': 'a request for access, answered in Admin',
  'POST /api/auth/admin/create-user': 'accounts and the allowlist are Admin data, not the project',
  'POST /api/admin/users':
    'the allowlist; owner changes are recorded (admin/owner-changes.test.ts)',
  'DELETE /api/admin/users/:email':
    'the allowlist; owner changes are recorded (owner-changes.test.ts)',
  'POST /api/admin/access-requests/:id/approve': 'the allowlist; owner changes are recorded',
  'POST /api/admin/access-requests/:id/decline': 'the allowlist',
  'POST /api/admin/invitations':
    'an invitation is Admin data; its allowlist entry follows the allowlist rules (owner changes are recorded)',
  'POST /api/admin/invitations/:id/resend': 'a new link for an invitation; Admin data',
  'DELETE /api/admin/invitations/:id': 'ends an invitation link; Admin data',
  'POST /api/identity/invitations/accept':
    "creates the invited person's account and session; accounts are Admin data",
  'POST /api/notifications/mark-read': "the reader's own read state",
  'POST /api/notifications/last-visit': "the reader's own last visit",
  'POST /api/admin/outbox/test': 'a test message to the owner; mail is Admin data',
  'POST /api/expenses/extract': 'reads a document into rows to review; it stores nothing',
  'PUT /api/settings/household':
    "the owner's names for the household (settings); a rename carries over to their accounts",
  'PUT /api/settings/calendar':
    "the household's working days and holidays (settings), like its members; no task changes",
  'POST /api/ideas/extract': 'reads a shop page into a preview to edit; it stores nothing',
  'POST /api/price-monitoring/test-email': 'sends a message; changes no project data',
  'POST /api/admin/backup-links':
    "records a single-use download link for the owner; the household's backups are Admin data",
  'POST /api/ai/test': 'tells which planner is active; it stores nothing',
  'POST /api/ai/analyze': 'suggests tasks for a description; it stores nothing',
  'POST /api/price-monitoring/check-now':
    'records a price reading, as the scheduled check does; nobody changed the idea',
  'DELETE /api/trash/:id':
    'deletes for good what is already out of every list; the feed recorded its delete',
};

let t: TestApp;
let editor: SignedInUser;
let photo: Buffer;
/** What earlier scenarios created, for the later ones to change or delete. */
const made: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  editor = await createSignedInUser(t, { role: 'owner' });
  photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

async function call(method: string, url: string, payload?: unknown) {
  const response = await t.app.inject({
    method: method as 'POST',
    url,
    headers: { authorization: editor.authorization },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.body ? response.json() : undefined;
}

async function upload(url: string, parts: Part[]) {
  const body = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: editor.authorization, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, `POST ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

const jpeg = () => ({ filename: 'site.jpg', type: 'image/jpeg', data: photo });
const expenseFields = () => ({
  room_id: made.component,
  description: 'Tiles',
  supplier: 'Tile Shop',
  product: 'Metro white',
  quantity: 2,
  rrp: 40,
});

const accountFields = {
  account_name: 'Joint Visa',
  account_type: 'credit_card',
  provider: 'Barclaycard',
  owner: 'Joint',
  current_balance: 100,
  credit_limit: 1000,
  monthly_payment: 25,
  payment_due_date: 3,
};
const policyFields = {
  insurance_type: 'Public liability',
  provider: 'Hiscox',
  policy_number: 'PL-1',
  contractor_name: 'Smith Builders',
  insurance_category: 'contractor',
};

/** In order: later scenarios use what earlier ones made. */
const scenarios: Array<[route: string, expected: Expected, run: () => Promise<void>]> = [
  [
    'PUT /api/settings/project-budget',
    { action: 'updated', resourceType: 'project_budget' },
    async () => {
      await call('PUT', '/api/settings/project-budget', {
        budget: 30_000,
        contingency: { kind: 'percent', value: 10 },
      });
    },
  ],
  [
    'POST /api/components',
    { action: 'created', resourceType: 'component' },
    async () => {
      made.component = (await call('POST', '/api/components', { name: 'Attic', type: 'room' })).id;
      made.spare = (await call('POST', '/api/components', { name: 'Porch', type: 'room' })).id;
    },
  ],
  [
    'PATCH /api/components/:type/:id',
    { action: 'updated', resourceType: 'component' },
    async () => {
      await call('PATCH', `/api/components/room/${made.component}`, { budget: 900 });
    },
  ],
  [
    'POST /api/expenses',
    { action: 'created', resourceType: 'expense' },
    async () => {
      made.expense = (await call('POST', '/api/expenses', expenseFields())).id;
    },
  ],
  [
    'PUT /api/expenses/:id',
    { action: 'updated', resourceType: 'expense' },
    async () => {
      await call('PUT', `/api/expenses/${made.expense}`, { ...expenseFields(), quantity: 3 });
    },
  ],
  [
    'POST /api/expenses/:id/receipt',
    { action: 'updated', resourceType: 'expense' },
    async () => {
      await upload(`/api/expenses/${made.expense}/receipt`, [
        { name: 'file', file: { filename: 'r.pdf', type: 'application/pdf', data: pdf } },
      ]);
    },
  ],
  [
    'DELETE /api/expenses/:id/receipt',
    { action: 'updated', resourceType: 'expense' },
    async () => {
      await call('DELETE', `/api/expenses/${made.expense}/receipt`);
    },
  ],
  [
    'POST /api/expenses/:id/payments',
    { action: 'updated', resourceType: 'expense' },
    async () => {
      const expense = await call('POST', `/api/expenses/${made.expense}/payments`, {
        date: '2026-11-01',
        amount: 20,
        note: 'Deposit',
      });
      made.payment = expense.payments[0].id;
    },
  ],
  [
    'PUT /api/expenses/:id/payments/:paymentId',
    { action: 'updated', resourceType: 'expense' },
    async () => {
      await call('PUT', `/api/expenses/${made.expense}/payments/${made.payment}`, {
        date: '2026-11-02',
        amount: 25,
        note: 'Deposit',
      });
    },
  ],
  [
    'DELETE /api/expenses/:id/payments/:paymentId',
    { action: 'updated', resourceType: 'expense' },
    async () => {
      await call('DELETE', `/api/expenses/${made.expense}/payments/${made.payment}`);
    },
  ],
  [
    'DELETE /api/expenses/:id',
    { action: 'deleted', resourceType: 'expense' },
    async () => {
      await call('DELETE', `/api/expenses/${made.expense}`);
    },
  ],
  [
    'POST /api/documents',
    { action: 'created', resourceType: 'document' },
    async () => {
      made.document = (
        await upload('/api/documents', [
          { name: 'component_id', value: made.component! },
          { name: 'name', value: 'Plans' },
          { name: 'file', file: { filename: 'plans.pdf', type: 'application/pdf', data: pdf } },
        ])
      ).id;
    },
  ],
  [
    'DELETE /api/documents/:id',
    { action: 'deleted', resourceType: 'document' },
    async () => {
      await call('DELETE', `/api/documents/${made.document}`);
    },
  ],
  [
    'POST /api/ideas',
    { action: 'created', resourceType: 'idea' },
    async () => {
      made.idea = (
        await call('POST', '/api/ideas', {
          component_id: made.component,
          url: 'https://shop.example/lamp',
          name: 'Brass lamp',
          price: 45,
        })
      ).id;
    },
  ],
  [
    'PUT /api/price-monitoring/preferences/:ideaId',
    { action: 'updated', resourceType: 'idea' },
    async () => {
      await call('PUT', `/api/price-monitoring/preferences/${made.idea}`, {
        monitor_price: true,
        email_alerts: false,
      });
    },
  ],
  [
    'POST /api/price-monitoring/items',
    { action: 'updated', resourceType: 'idea' },
    async () => {
      await call('POST', '/api/price-monitoring/items', {
        idea_id: made.idea,
        target_price: 40,
        email: 'alerts@example.com',
      });
    },
  ],
  [
    'DELETE /api/ideas/:id',
    { action: 'deleted', resourceType: 'idea' },
    async () => {
      await call('DELETE', `/api/ideas/${made.idea}`);
    },
  ],
  [
    'DELETE /api/components/:type/:id',
    { action: 'deleted', resourceType: 'component' },
    async () => {
      await call('DELETE', `/api/components/room/${made.spare}`);
    },
  ],
  [
    'POST /api/timeline/entries',
    { action: 'created', resourceType: 'timeline_entry' },
    async () => {
      made.entry = (
        await upload('/api/timeline/entries', [
          { name: 'title', value: 'Loft boarded' },
          { name: 'description', value: 'Boards down across the loft.' },
          { name: 'date', value: '2026-03-14' },
          { name: 'photos', file: jpeg() },
        ])
      ).id;
    },
  ],
  [
    'PUT /api/timeline/entries/:id',
    { action: 'updated', resourceType: 'timeline_entry' },
    async () => {
      await call('PUT', `/api/timeline/entries/${made.entry}`, { title: 'Loft boarded out' });
    },
  ],
  [
    'POST /api/timeline/entries/:id/photos',
    { action: 'updated', resourceType: 'timeline_entry' },
    async () => {
      await upload(`/api/timeline/entries/${made.entry}/photos`, [
        { name: 'photos', file: jpeg() },
      ]);
    },
  ],
  [
    'DELETE /api/timeline/entries/:id/photos/:photoId',
    { action: 'updated', resourceType: 'timeline_entry' },
    async () => {
      await call('DELETE', `/api/timeline/entries/${made.entry}/photos/0`);
    },
  ],
  [
    'DELETE /api/timeline/entries/:id',
    { action: 'deleted', resourceType: 'timeline_entry' },
    async () => {
      await call('DELETE', `/api/timeline/entries/${made.entry}`);
    },
  ],
  [
    'POST /api/credit-accounts',
    { action: 'created', resourceType: 'credit_account' },
    async () => {
      made.account = (
        await call('POST', '/api/credit-accounts', {
          ...accountFields,
        })
      ).id;
    },
  ],
  [
    'PUT /api/credit-accounts/:id',
    { action: 'updated', resourceType: 'credit_account' },
    async () => {
      await call('PUT', `/api/credit-accounts/${made.account}`, {
        ...accountFields,
        is_active: false,
      });
    },
  ],
  [
    'POST /api/credit-accounts/:id/balance',
    { action: 'updated', resourceType: 'credit_account' },
    async () => {
      await call('POST', `/api/credit-accounts/${made.account}/balance`, { balance: 240 });
    },
  ],
  [
    'DELETE /api/credit-accounts/:id',
    { action: 'deleted', resourceType: 'credit_account' },
    async () => {
      await call('DELETE', `/api/credit-accounts/${made.account}`);
    },
  ],
  [
    'POST /api/tasks',
    { action: 'created', resourceType: 'task' },
    async () => {
      const task = (name: string, dependencies: string[] = []) =>
        call('POST', '/api/tasks', {
          name,
          startAt: '2026-03-02',
          endAt: '2026-03-04',
          group: { id: made.component },
          dependencies,
        });
      made.task = (await task('Strip out')).id;
      made.nextTask = (await task('Plaster', [made.task!])).id;
    },
  ],
  [
    'PUT /api/tasks/:id',
    { action: 'updated', resourceType: 'task' },
    async () => {
      await call('PUT', `/api/tasks/${made.task}`, {
        name: 'Strip out the attic',
        startAt: '2026-03-02',
        endAt: '2026-03-05',
        group: { id: made.component },
      });
    },
  ],
  [
    'PATCH /api/tasks/:id/move',
    { action: 'updated', resourceType: 'task' },
    async () => {
      await call('PATCH', `/api/tasks/${made.task}/move`, {
        start: '2026-03-03',
        end: '2026-03-06',
      });
    },
  ],
  [
    'PATCH /api/tasks/:id/status',
    { action: 'updated', resourceType: 'task' },
    async () => {
      await call('PATCH', `/api/tasks/${made.task}/status`, { status_id: 2 });
    },
  ],
  [
    'PATCH /api/tasks/move',
    { action: 'updated', resourceType: 'task' },
    async () => {
      await call('PATCH', '/api/tasks/move', {
        tasks: [{ id: made.task, start: '2026-03-02', end: '2026-03-05' }],
      });
    },
  ],
  [
    'DELETE /api/tasks/:id',
    { action: 'deleted', resourceType: 'task' },
    async () => {
      await call('DELETE', `/api/tasks/${made.task}`);
    },
  ],
  [
    'POST /api/ai/agentic-plan',
    { action: 'created', resourceType: 'task' },
    async () => {
      const result = await call('POST', '/api/ai/agentic-plan', { goal: 'Paint the walls' });
      expect(result.status, result.summary).toBe('executed');
      expect(result.created_tasks).toHaveLength(1);
      made.plan = result.plan_id;
    },
  ],
  [
    'POST /api/ai/plans/:plan_id/undo',
    { action: 'deleted', resourceType: 'task' },
    async () => {
      const result = await call('POST', `/api/ai/plans/${made.plan}/undo`, {});
      expect(result.removed).toHaveLength(1);
    },
  ],
  [
    'POST /api/contacts',
    { action: 'created', resourceType: 'contact' },
    async () => {
      made.contact = (
        await call('POST', '/api/contacts', { name: 'Sam', trade: 'Electrician' })
      ).id;
    },
  ],
  [
    'PUT /api/contacts/:id',
    { action: 'updated', resourceType: 'contact' },
    async () => {
      await call('PUT', `/api/contacts/${made.contact}`, { name: 'Sam', company: 'Sparks Ltd' });
    },
  ],
  [
    'DELETE /api/contacts/:id',
    { action: 'deleted', resourceType: 'contact' },
    async () => {
      await call('DELETE', `/api/contacts/${made.contact}`);
    },
  ],
  [
    'POST /api/insurances',
    { action: 'created', resourceType: 'insurance' },
    async () => {
      made.policy = (
        await upload('/api/insurances', [
          ...Object.entries(policyFields).map(([name, value]) => ({ name, value })),
          { name: 'file', file: { filename: 'policy.pdf', type: 'application/pdf', data: pdf } },
        ])
      ).id;
    },
  ],
  [
    'PUT /api/insurances/:id',
    { action: 'updated', resourceType: 'insurance' },
    async () => {
      await call('PUT', `/api/insurances/${made.policy}`, { ...policyFields, coverage_amount: 5 });
    },
  ],
  [
    'DELETE /api/insurances/:id',
    { action: 'deleted', resourceType: 'insurance' },
    async () => {
      made.trashed = (await call('DELETE', `/api/insurances/${made.policy}`)).id;
    },
  ],
  [
    'POST /api/trash/:id/restore',
    { action: 'restored', resourceType: 'insurance' },
    async () => {
      await call('POST', `/api/trash/${made.trashed}/restore`);
    },
  ],
];

function mutatingRoutes(): string[] {
  const routes = t.app.registeredRoutes
    .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
    .map((route) => `${route.method} ${route.url}`);
  return [...new Set(routes)].sort();
}

async function latestEvents(limit: number) {
  return t.ctx.database.db
    .select()
    .from(activityEvents)
    .orderBy(desc(activityEvents.createdAt))
    .limit(limit);
}

describe('activity of every mutating route', () => {
  it('every mutating route records its activity or is on the reviewed list', () => {
    const covered = new Set([...scenarios.map(([route]) => route), ...Object.keys(NO_ACTIVITY)]);
    const unclassified = mutatingRoutes().filter((route) => !covered.has(route));
    expect(unclassified).toEqual([]);
    // And the lists name no route that does not exist (a renamed route must be moved too).
    const stale = [...covered].filter((route) => !mutatingRoutes().includes(route));
    expect(stale).toEqual([]);
  });

  // The scenarios build on each other, so they run in order, as one file always does.
  it.each(scenarios.map(([route, expected, run]) => ({ route, expected, run })))(
    '$route records $expected.action $expected.resourceType',
    async ({ expected, run }) => {
      const before = await t.ctx.database.db.$count(activityEvents);
      await run();
      const after = await t.ctx.database.db.$count(activityEvents);
      expect(after).toBeGreaterThan(before);
      const [latest] = await latestEvents(1);
      expect(latest).toMatchObject({
        actorEmail: editor.email,
        action: expected.action,
        resourceType: expected.resourceType,
      });
    },
  );
});
