import type { LiveEvent } from '@hrt/shared/schemas/live';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.ts';
import { activityEvents } from '../modules/activity/schema.ts';
import { contacts } from '../modules/contacts/schema.ts';
import { apiAs } from '../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { multipart, type Part, pdf, png } from '../test/upload-fixtures.ts';

/**
 * A trade's narrow view, through the whole app (decision 065): two trades, a builder (an
 * expense of £4,800 with £1,200 paid) and an electrician (£2,650, fully paid), each with a
 * service, tasks, a contractor policy and documents. Signed in as the builder, every list holds
 * only its own rows, the electrician's ids answer as if missing, the household's own screens
 * answer 403, and no answer of any GET route carries the electrician's £2,650.
 */

let t: TestApp;
let owner: SignedInUser;
let viewer: SignedInUser;
let trade: SignedInUser;
let routes: readonly RegisteredRoute[];

/** The rows seeded for each side; `other` is the electrician's, never the builder's to see. */
const own = {} as Record<
  | 'contact'
  | 'service'
  | 'hallway'
  | 'expense'
  | 'task'
  | 'hallwayTask'
  | 'policy'
  | 'document'
  | 'hallwayDocument',
  string
>;
const other = {} as Record<
  'contact' | 'service' | 'expense' | 'task' | 'policy' | 'document',
  string
>;
const household = {} as Record<
  'room' | 'expense' | 'document' | 'personalPolicy' | 'entry',
  string
>;

/** What the electrician's rows are called: none may reach the builder. */
const OTHER_NAMES = ['Rewire materials', 'First fix wiring', 'Wiring schematic', 'VOLT-PL-7'];

const pdfFile = { filename: 'file.pdf', type: 'application/pdf', data: pdf };

beforeAll(async () => {
  t = await buildTestApp();
  routes = t.app.registeredRoutes;
  owner = await createSignedInUser(t, { role: 'owner' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  const db = t.ctx.database.db;
  const [builder, electrician] = await db
    .insert(contacts)
    .values([
      { name: 'Bob Mason', company: 'Mason Builders', trade: 'Builder' },
      { name: 'Ella Volt', company: 'Volt Electrical', trade: 'Electrician' },
    ])
    .returning();
  own.contact = builder!.id;
  other.contact = electrician!.id;
  trade = await createSignedInUser(t, { role: 'trade', contactId: own.contact });
  await seed();
});
afterAll(() => t.close());

const api = () => apiAs(t, owner);
const as = (user: SignedInUser) => apiAs(t, user);

type LinkedTable = 'components' | 'expenses' | 'tasks' | 'insurance_policies';

/** Links a row to a contact directly: the contact pickers are another test's. */
async function link(table: LinkedTable, id: string, contactId: string) {
  await t.ctx.database.db.execute(
    sql`update ${sql.identifier(table)} set contact_id = ${contactId} where id = ${id}`,
  );
}

async function upload(
  user: SignedInUser,
  url: string,
  fields: Record<string, string>,
  file: Part['file'],
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  parts.push({ name: url.includes('timeline') ? 'photos' : 'file', file });
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: user.authorization, ...body.headers },
    payload: body.payload,
  });
}

async function uploaded(
  user: SignedInUser,
  url: string,
  fields: Record<string, string>,
  file: Part['file'] = pdfFile,
) {
  const response = await upload(user, url, fields, file);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

const policyFields = {
  insurance_type: 'Public liability',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  coverage_amount: '1000000',
  description: 'Cover for the works',
  insurance_category: 'contractor',
};

async function seed() {
  const component = (body: Record<string, unknown>) => api().ok('POST', '/api/components', body);
  own.service = (await component({ name: 'Extension build', type: 'service', budget: 9000 })).id;
  other.service = (await component({ name: 'Rewire', type: 'service', budget: 3100 })).id;
  own.hallway = (await component({ name: 'Hallway', type: 'room', budget: 700 })).id;
  household.room = (await component({ name: 'Kitchen', type: 'room', budget: 15000 })).id;
  await link('components', own.service, own.contact);
  await link('components', other.service, other.contact);

  const expense = (body: Record<string, unknown>) => api().ok('POST', '/api/expenses', body);
  own.expense = (
    await expense({
      component_id: own.service,
      description: 'Extension groundworks',
      supplier: 'Mason Builders',
      rrp: 4800,
      amount_paid: 1200,
    })
  ).id;
  other.expense = (
    await expense({
      component_id: other.service,
      description: 'Rewire materials',
      supplier: 'Volt Electrical',
      rrp: 2650,
      amount_paid: 2650,
    })
  ).id;
  household.expense = (
    await expense({ component_id: household.room, description: 'Worktop', rrp: 990 })
  ).id;
  await link('expenses', own.expense, own.contact);
  await link('expenses', other.expense, other.contact);
  for (const id of [own.expense, other.expense]) {
    await uploaded(owner, `/api/expenses/${id}/receipt`, {}, pdfFile);
  }

  const task = (name: string, componentId: string) =>
    api().ok('POST', '/api/tasks', {
      name,
      startAt: '2026-03-02',
      endAt: '2026-03-06',
      group: { id: componentId },
    });
  own.task = (await task('Dig footings', own.service)).id;
  own.hallwayTask = (await task('Hallway stud wall', own.hallway)).id;
  other.task = (await task('First fix wiring', other.service)).id;
  await link('tasks', own.task, own.contact);
  await link('tasks', own.hallwayTask, own.contact);
  await link('tasks', other.task, other.contact);

  const policy = (fields: Record<string, string>) => uploaded(owner, '/api/insurances', fields);
  own.policy = (
    await policy({
      ...policyFields,
      provider: 'Hiscox',
      policy_number: 'MASON-PL-1',
      contractor_name: 'Mason Builders',
    })
  ).id;
  other.policy = (
    await policy({
      ...policyFields,
      provider: 'Zurich',
      policy_number: 'VOLT-PL-7',
      contractor_name: 'Volt Electrical',
    })
  ).id;
  household.personalPolicy = (
    await policy({
      ...policyFields,
      insurance_type: 'Home',
      provider: 'Aviva',
      policy_number: 'HOME-1',
      insurance_category: 'personal',
    })
  ).id;
  await link('insurance_policies', own.policy, own.contact);
  await link('insurance_policies', other.policy, other.contact);

  const document = (componentId: string, name: string) =>
    uploaded(owner, '/api/documents', { component_id: componentId, name });
  own.document = (await document(own.service, 'Extension drawings')).id;
  own.hallwayDocument = (await document(own.hallway, 'Hallway survey')).id;
  other.document = (await document(other.service, 'Wiring schematic')).id;
  household.document = (await document(household.room, 'Kitchen plan')).id;

  household.entry = (
    await uploaded(
      owner,
      '/api/timeline/entries',
      {
        title: 'Skip arrived',
        description: 'Out front',
        date: '2026-03-01',
      },
      { filename: 'skip.png', type: 'image/png', data: png },
    )
  ).id;
}

describe("a trade's lists hold only its own rows", () => {
  it('expenses: its £4,800 with £1,200 paid, nothing else, whatever the filters', async () => {
    const page = await as(trade).ok('GET', '/api/expenses');
    expect(
      page.items.map((item: Record<string, unknown>) => [
        item.description,
        item.total_cost,
        item.amount_paid,
        item.amount_due,
      ]),
    ).toEqual([['Extension groundworks', 4800, 1200, 3600]]);
    expect(page.totals).toEqual({
      count: 1,
      total: 4800,
      amount_paid: 1200,
      unpaid_total: 3600,
      vat_total: 0,
    });
    expect(page.total_count).toBe(1);
    // Filters only narrow a trade's list: another's component or words find nothing.
    for (const query of [`component_id=${other.service}`, 'q=Rewire', 'paid=true&q=Volt']) {
      const narrowed = await as(trade).ok('GET', `/api/expenses?${query}`);
      expect([query, narrowed.items, narrowed.totals.count]).toEqual([query, [], 0]);
    }
    // Filtering by a credit account is the finance roles' (and would cross contacts).
    const byAccount = await as(trade).call(
      'GET',
      `/api/expenses?paid_by_account_id=${household.room}`,
    );
    expect(byAccount.status).toBe(403);
  });

  it("tasks: its own two, not the electrician's", async () => {
    const page = await as(trade).ok('GET', '/api/tasks');
    expect(page.items.map((task: { name: string }) => task.name)).toEqual([
      'Dig footings',
      'Hallway stud wall',
    ]);
    expect(page.total_count).toBe(2);
  });

  it('insurance: its own contractor policy only; personal insurance is refused', async () => {
    const policies = await as(trade).ok('GET', '/api/insurances');
    expect(policies.map((policy: { policy_number: string }) => policy.policy_number)).toEqual([
      'MASON-PL-1',
    ]);
    const contractor = await as(trade).ok('GET', '/api/insurances?category=contractor');
    expect(contractor).toHaveLength(1);
    expect((await as(trade).call('GET', '/api/insurances?category=personal')).status).toBe(403);
  });

  it("documents: those of its service and of its tasks' components", async () => {
    const documents = await as(trade).ok('GET', '/api/documents');
    expect(documents.map((document: { name: string }) => document.name)).toEqual([
      'Extension drawings',
      'Hallway survey',
    ]);
    const ofOther = await as(trade).ok('GET', `/api/documents?component_id=${other.service}`);
    expect(ofOther).toEqual([]);
    const ofKitchen = await as(trade).ok('GET', `/api/documents?component_id=${household.room}`);
    expect(ofKitchen).toEqual([]);
  });

  it('the working calendar, for its schedule', async () => {
    const calendar = await as(trade).ok('GET', '/api/settings/calendar');
    expect(calendar.working_days).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("another's rows answer as if missing", () => {
  it("404 for the electrician's expense, receipt, policy file and document; 200 for its own", async () => {
    const cases: Array<[url: string, ownStatus: number]> = [
      [`/api/expenses/${own.expense}`, 200],
      [`/api/expenses/${own.expense}/receipt`, 200],
      [`/api/insurances/${own.policy}/file`, 200],
      [`/api/documents/${own.document}/download`, 200],
      [`/api/documents/${own.hallwayDocument}/download`, 200],
      [`/api/expenses/${other.expense}`, 404],
      [`/api/expenses/${other.expense}/receipt`, 404],
      [`/api/expenses/${household.expense}`, 404],
      [`/api/insurances/${other.policy}/file`, 404],
      [`/api/insurances/${household.personalPolicy}/file`, 404],
      [`/api/documents/${other.document}/download`, 404],
      [`/api/documents/${household.document}/download`, 404],
    ];
    const answers = [];
    for (const [url] of cases) {
      const answer = await as(trade).call('GET', url);
      answers.push([url, answer.status, answer.status === 404 ? answer.body.code : 'ok']);
    }
    expect(answers).toEqual(
      cases.map(([url, status]) => [url, status, status === 404 ? 'not_found' : 'ok']),
    );
  });

  it('the household still reads every row', async () => {
    const page = await as(owner).ok('GET', '/api/expenses');
    expect(page.totals.total).toBe(4800 + 2650 + 990);
    expect((await as(viewer).call('GET', `/api/expenses/${other.expense}`)).status).toBe(200);
    expect((await as(owner).ok('GET', '/api/documents')).length).toBe(4);
  });
});

describe("the household's own screens answer a trade 403", () => {
  it.each([
    '/api/expenses/summaries',
    '/api/expenses/summary',
    '/api/expenses/:service/summary',
    '/api/expenses/export.csv',
    '/api/credit-accounts',
    '/api/credit-accounts/summary',
    '/api/ideas',
    '/api/admin/users',
    '/api/trash',
    '/api/history/expense/:expense',
    '/api/components',
    '/api/settings/project-budget',
    '/api/price-monitoring/items',
    '/api/insurances?category=personal',
  ])('GET %s', async (url) => {
    // The ids are the builder's own, read when the test runs (after the seed).
    const concrete = url.replace(':service', own.service).replace(':expense', own.expense);
    const answer = await as(trade).call('GET', concrete);
    expect([concrete, answer.status, answer.body.code]).toEqual([concrete, 403, 'forbidden']);
  });
});

describe('what a trade may change', () => {
  it("sets its own task's status, recorded as an edit; another's task answers 404", async () => {
    const before = await as(trade).ok('GET', '/api/tasks');
    const dig = before.items.find((task: { id: string }) => task.id === own.task);
    const changed = await as(trade).ok('PATCH', `/api/tasks/${own.task}/status`, {
      status_id: 2,
      updated_at: dig.updated_at,
    });
    expect(changed).toMatchObject({ id: own.task, status: { id: 2, name: 'In Progress' } });
    const [event] = await t.ctx.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.actorEmail, trade.email));
    expect(event).toMatchObject({
      action: 'updated',
      resourceType: 'task',
      resourceId: own.task,
      resourceName: 'Dig footings',
    });
    // A stale version is refused like any edit's.
    const stale = await as(trade).call('PATCH', `/api/tasks/${own.task}/status`, {
      status_id: 3,
      updated_at: dig.updated_at,
    });
    expect(stale.status).toBe(409);
    const others = await as(trade).call('PATCH', `/api/tasks/${other.task}/status`, {
      status_id: 3,
    });
    expect([others.status, others.body.code]).toEqual([404, 'not_found']);
    // The household by its usual right: the viewer may not, a manager may.
    const byViewer = await as(viewer).call('PATCH', `/api/tasks/${other.task}/status`, {
      status_id: 3,
    });
    expect([byViewer.status, byViewer.body.code]).toEqual([403, 'forbidden']);
    const byOwner = await as(owner).ok('PATCH', `/api/tasks/${other.task}/status`, {
      status_id: 3,
    });
    expect(byOwner.status.id).toBe(3);
  });

  it('uploads documents to its own work only', async () => {
    const mine = await uploaded(trade, '/api/documents', {
      component_id: own.service,
      name: 'Footing inspection',
    });
    expect(mine).toMatchObject({ component_id: own.service, name: 'Footing inspection' });
    for (const componentId of [other.service, household.room]) {
      const refused = await upload(
        trade,
        '/api/documents',
        { component_id: componentId, name: 'Not mine' },
        pdfFile,
      );
      expect([componentId, refused.statusCode]).toEqual([componentId, 403]);
    }
    const byViewer = await upload(
      viewer,
      '/api/documents',
      { component_id: household.room, name: 'Viewer upload' },
      pdfFile,
    );
    expect(byViewer.statusCode).toBe(403);
  });

  it('adds journal entries, and photos to its own entries only', async () => {
    const photo = { filename: 'wall.png', type: 'image/png', data: png };
    const entry = await uploaded(
      trade,
      '/api/timeline/entries',
      { title: 'Footings poured', description: 'Ready for inspection', date: '2026-03-04' },
      photo,
    );
    expect(entry.title).toBe('Footings poured');
    const added = await uploaded(trade, `/api/timeline/entries/${entry.id}/photos`, {}, photo);
    expect(added.photos).toHaveLength(2);
    const onOwners = await upload(
      trade,
      `/api/timeline/entries/${household.entry}/photos`,
      {},
      photo,
    );
    expect([onOwners.statusCode, onOwners.json().code]).toEqual([403, 'forbidden']);
    const byViewer = await upload(
      viewer,
      '/api/timeline/entries',
      { title: 'Viewer entry', description: '', date: '2026-03-04' },
      photo,
    );
    expect(byViewer.statusCode).toBe(403);
  });
});

describe("a trade's notifications", () => {
  it('are about its own items and the journal only', async () => {
    const feed = await as(trade).ok('GET', '/api/notifications?limit=100');
    const names = feed.map((item: { resource_name: string }) => item.resource_name);
    expect(names).toContain('Dig footings');
    expect(names).toContain('Extension drawings');
    expect(names).toContain('Skip arrived');
    expect(names.some((name: string) => name.includes('Extension groundworks'))).toBe(true);
    expect(names.some((name: string) => name.includes('Mason'))).toBe(true);
    for (const name of ['Kitchen', 'Kitchen plan', 'Rewire', 'Worktop', 'Home (Aviva)']) {
      expect(names).not.toContain(name);
    }
    const body = JSON.stringify(feed);
    for (const name of OTHER_NAMES) expect(body).not.toContain(name);
    expect(body).not.toContain('Extension build');
    const count = await as(trade).ok('GET', '/api/notifications/count');
    expect(count.count).toBe(feed.length);
    // The household's feed holds all of it.
    const owners = JSON.stringify(await as(viewer).ok('GET', '/api/notifications?limit=100'));
    expect(owners).toContain('First fix wiring');
  });
});

/** UUIDs and signed tokens are random: '2650' may appear in one by chance, never as money. */
const scrub = (body: string) =>
  body
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '')
    .replace(/[A-Za-z0-9_-]{24,}/g, '');

describe('the route walk', () => {
  it("finds the electrician's £2,650 in no answer of any GET route", async () => {
    const getRoutes = routes.filter(
      (route) =>
        route.method === 'GET' && route.url.startsWith('/api/') && route.url !== '/api/events',
    );
    expect(getRoutes.length).toBeGreaterThan(30);
    // Every parameter as each of the electrician's ids in turn, and as the builder's own.
    const ids = [...Object.values(other), own.contact, own.service, own.expense];
    let answered = 0;
    for (const route of getRoutes) {
      for (const id of ids) {
        const url = route.url.replace(/:resource_type/, 'expense').replace(/:(\w+)/g, id);
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: trade.authorization },
        });
        const body = scrub(response.body);
        expect([url, body.includes('2650'), body.includes('2,650')]).toEqual([url, false, false]);
        if (response.statusCode === 200) answered++;
      }
    }
    // The walk read real answers, not only refusals.
    expect(answered).toBeGreaterThan(10);
  });
});

describe("a trade's live stream", () => {
  it('is sent only the changes about its own rows', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, {
      headers: { authorization: trade.authorization },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const changes: LiveEvent[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          for (const line of buffer.split('\n')) {
            if (line.startsWith('data: {') && line.includes('"resource_type"')) {
              changes.push(JSON.parse(line.slice(6)));
            }
          }
          buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
        }
      } catch {
        // Aborted below.
      }
    })();
    // The electrician's and the household's changes first, then one of the builder's: once the
    // builder's arrives, any of the others sent would have arrived before it.
    await api().ok('PATCH', `/api/tasks/${other.task}/status`, { status_id: 1 });
    await api().ok('PATCH', `/api/components/room/${household.room}`, { budget: 15500 });
    await api().ok('PATCH', `/api/tasks/${own.hallwayTask}/status`, { status_id: 2 });
    const deadline = Date.now() + 5000;
    while (!changes.some((change) => change.resource_name === 'Hallway stud wall')) {
      if (Date.now() > deadline) throw new Error(`Only ${JSON.stringify(changes)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    controller.abort();
    await reading;
    expect(changes.map((change) => change.resource_name)).toEqual(['Hallway stud wall']);
  });
});
