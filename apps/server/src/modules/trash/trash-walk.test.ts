import { householdDate } from '@hrt/shared/domain/calendar-days';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type Part, pdf } from '../../test/upload-fixtures.ts';
import { listFiles } from '../expenses/test-support.ts';

/**
 * Walks every delete route (docs/domain.md#trash). Each one moves its item to the trash: after the delete
 * the item is gone from the lists and figures that showed it, it is in the trash, a restore
 * brings the same figures back, and 'delete forever' removes its rows and files. A new delete
 * route fails the first test until it has a scenario here (or is on the reviewed list of
 * deletes that are not the project's data); a delete that bypasses the trash fails its scenario.
 */

/** Deletes of things that are not the project's data: they do not go to the trash. */
const NOT_TRASHED: Record<string, string> = {
  'DELETE /api/admin/users/:email': 'the allowlist: Admin data, re-added by inviting again',
  'DELETE /api/trash/:id': "the trash's own 'Delete forever'",
  'DELETE /api/admin/invitations/:id':
    'revokes an invitation link (Admin data, like the allowlist): the row stays, marked revoked, so its link answers 410; inviting again sends a new link',
  'DELETE /api/expenses/:id/payments/:paymentId':
    'a part of its expense: removing a payment is an update of the expense (its history keeps the amount paid before and after; decision 031), and the payment goes to the trash with its expense',
};

let t: TestApp;
let owner: SignedInUser;
let photo: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown) =>
  apiAs(t, owner).call(method, url, payload);
const ok = (method: string, url: string, payload?: unknown) =>
  apiAs(t, owner).ok(method, url, payload);
const upload = (url: string, parts: Part[]) => apiAs(t, owner).upload(url, parts);

const pdfPart = (filename = 'file.pdf') => ({
  name: 'file',
  file: { filename, type: 'application/pdf', data: pdf },
});
const jpegPart = () => ({
  name: 'photos',
  file: { filename: 'site.jpg', type: 'image/jpeg', data: photo },
});

async function room(name: string): Promise<string> {
  return (await ok('POST', '/api/components', { name, type: 'room', budget: 1000 })).id;
}

async function expense(componentId: string, fields: Record<string, unknown> = {}) {
  return ok('POST', '/api/expenses', {
    component_id: componentId,
    description: 'Boiler',
    rrp: 500,
    ...fields,
  });
}

const listed = (items: { id: string }[], id: string) => items.some((item) => item.id === id);

/** One delete route: what it deletes, and what the lists and figures show with and without it. */
interface Scenario {
  route: string;
  resourceType: string;
  make: () => Promise<{ url: string; resourceId: string; probe: () => Promise<unknown> }>;
  /** The probe's answer while the item is there (before the delete, after the restore). */
  present: unknown;
  /** The probe's answer while it is in the trash (and after 'delete forever', unless `purged`). */
  gone: unknown;
  purged?: unknown;
  /** What went with it, as the trash entry counts it. */
  contents?: Record<string, number>;
  /** Files the scenario made that stay after 'delete forever' (of what was not deleted). */
  filesLeft: number;
}

const scenarios: Scenario[] = [
  {
    route: 'DELETE /api/expenses/:id',
    resourceType: 'expense',
    async make() {
      const componentId = await room('Utility');
      const account = await ok('POST', '/api/credit-accounts', {
        account_name: 'Joint Visa',
        account_type: 'credit_card',
        provider: 'Barclaycard',
        owner: 'Joint',
        current_balance: 1200,
        credit_limit: 5000,
        monthly_payment: 150,
        payment_due_date: 14,
      });
      const made = await expense(componentId, {
        amount_paid: 500,
        paid_by_account_id: account.id,
      });
      // A second, dated payment from the same card: both go to the trash with the expense.
      // Dated today, not before the day the card's balance was set (it would be inside it).
      await ok('POST', `/api/expenses/${made.id}/payments`, {
        date: householdDate(new Date()),
        amount: 200,
        paid_by_account_id: account.id,
        note: 'Balance',
        confirm_overpayment: true,
      });
      await upload(`/api/expenses/${made.id}/receipt`, [pdfPart('boiler.pdf')]);
      return {
        url: `/api/expenses/${made.id}`,
        resourceId: made.id,
        probe: async () => {
          const summary = await ok('GET', `/api/expenses/${componentId}/summary`);
          const all = await ok('GET', `/api/expenses?component_id=${componentId}`);
          const accounts = await ok('GET', '/api/credit-accounts');
          const csv = await t.app.inject({
            url: '/api/expenses/export.csv',
            headers: { authorization: owner.authorization },
          });
          const card = accounts.find((a: { id: string }) => a.id === account.id);
          const row = all.items.find((item: { id: string }) => item.id === made.id);
          return {
            count: summary.count,
            total: summary.total,
            listed: listed(all.items, made.id),
            payments: row?.payments.map((p: { amount: number }) => p.amount) ?? [],
            balance: card.current_balance,
            paymentsSince: card.payments_since,
            inCsv: csv.body.includes('Boiler'),
            receipt: (await call('GET', `/api/expenses/${made.id}/receipt`)).status,
          };
        },
      };
    },
    // A credit card's balance is what is owed: paying the boiler with it adds 500 + 200.
    present: {
      count: 1,
      total: 500,
      listed: true,
      payments: [200, 500],
      balance: 1900,
      paymentsSince: 700,
      inCsv: true,
      receipt: 200,
    },
    gone: {
      count: 0,
      total: 0,
      listed: false,
      payments: [],
      balance: 1200,
      paymentsSince: 0,
      inCsv: false,
      receipt: 404,
    },
    contents: { expenses: 0, receipts: 1 },
    filesLeft: 0,
  },
  {
    route: 'DELETE /api/expenses/:id/receipt',
    resourceType: 'receipt',
    async make() {
      const made = await expense(await room('Porch'), { description: 'Door' });
      await upload(`/api/expenses/${made.id}/receipt`, [pdfPart('door.pdf')]);
      return {
        url: `/api/expenses/${made.id}/receipt`,
        resourceId: (await t.ctx.database.db.query.expenses.findFirst({
          where: (row, { eq }) => eq(row.id, made.id),
        }))!.receiptFileId!,
        probe: async () => {
          const page = await ok('GET', '/api/expenses');
          const row = page.items.find((item: { id: string }) => item.id === made.id);
          return {
            receipt: row.receipt?.file_name ?? null,
            download: (await call('GET', `/api/expenses/${made.id}/receipt`)).status,
          };
        },
      };
    },
    present: { receipt: 'door.pdf', download: 200 },
    gone: { receipt: null, download: 404 },
    filesLeft: 0,
  },
  {
    route: 'DELETE /api/components/:type/:id',
    resourceType: 'component',
    async make() {
      const componentId = await room('Loft');
      await expense(componentId, { description: 'Joists', rrp: 120 });
      await expense(componentId, { description: 'Boards', rrp: 80 });
      await upload('/api/documents', [
        { name: 'component_id', value: componentId },
        { name: 'name', value: 'Loft plans' },
        pdfPart('loft.pdf'),
      ]);
      await ok('POST', '/api/ideas', {
        component_id: componentId,
        url: 'https://shop.example/ladder',
        name: 'Loft ladder',
        price: 95,
      });
      await ok('POST', '/api/tasks', {
        name: 'Board the loft',
        startAt: '2026-03-02',
        endAt: '2026-03-04',
        group: { id: componentId },
      });
      return {
        url: `/api/components/room/${componentId}`,
        resourceId: componentId,
        probe: async () => {
          const rooms = await ok('GET', '/api/components?type=room');
          const summaries = await ok('GET', '/api/expenses/summaries');
          const project = await ok('GET', '/api/expenses/summary');
          const expenses = await ok('GET', '/api/expenses');
          const documents = await ok('GET', `/api/documents?component_id=${componentId}`);
          const ideas = await ok('GET', `/api/ideas?component_id=${componentId}`);
          const tasks = await ok('GET', '/api/tasks');
          return {
            listed: listed(rooms, componentId),
            total: summaries[componentId]?.total ?? null,
            expenses: expenses.items.filter(
              (item: { component_id: string }) => item.component_id === componentId,
            ).length,
            // The door of the receipt scenario (500) stays; the loft adds 200.
            project: project.total,
            documents: documents.length,
            ideas: ideas.length,
            tasks: tasks.items.filter(
              (task: { group: { id: string } }) => task.group.id === componentId,
            ).length,
          };
        },
      };
    },
    present: {
      listed: true,
      total: 200,
      expenses: 2,
      project: 700,
      documents: 1,
      ideas: 1,
      tasks: 1,
    },
    gone: {
      listed: false,
      total: null,
      expenses: 0,
      project: 500,
      documents: 0,
      ideas: 0,
      tasks: 0,
    },
    contents: { expenses: 2, documents: 1, ideas: 1, tasks: 1, receipts: 0 },
    filesLeft: 0,
  },
  {
    route: 'DELETE /api/documents/:id',
    resourceType: 'document',
    async make() {
      const componentId = await room('Hall');
      const made = await upload('/api/documents', [
        { name: 'component_id', value: componentId },
        { name: 'name', value: 'Hall quote' },
        pdfPart('quote.pdf'),
      ]);
      return {
        url: `/api/documents/${made.id}`,
        resourceId: made.id,
        probe: async () => ({
          listed: listed(await ok('GET', `/api/documents?component_id=${componentId}`), made.id),
          download: (await call('GET', `/api/documents/${made.id}/download`)).status,
        }),
      };
    },
    present: { listed: true, download: 200 },
    gone: { listed: false, download: 404 },
    filesLeft: 0,
  },
  {
    route: 'DELETE /api/ideas/:id',
    resourceType: 'idea',
    async make() {
      const componentId = await room('Study');
      const made = await ok('POST', '/api/ideas', {
        component_id: componentId,
        url: 'https://shop.example/desk',
        name: 'Oak desk',
        price: 300,
      });
      return {
        url: `/api/ideas/${made.id}`,
        resourceId: made.id,
        probe: async () => ({
          listed: listed(await ok('GET', `/api/ideas?component_id=${componentId}`), made.id),
        }),
      };
    },
    present: { listed: true },
    gone: { listed: false },
    filesLeft: 0,
  },
  {
    route: 'DELETE /api/tasks/:id',
    resourceType: 'task',
    async make() {
      const componentId = await room('Garage');
      const task = (name: string, dependencies: string[] = []) =>
        ok('POST', '/api/tasks', {
          name,
          startAt: '2026-04-06',
          endAt: '2026-04-08',
          group: { id: componentId },
          dependencies,
        });
      const first = await task('Clear the garage');
      const next = await task('Lay the floor', [first.id]);
      return {
        url: `/api/tasks/${first.id}`,
        resourceId: first.id,
        probe: async () => {
          const all = await ok('GET', '/api/tasks');
          const dependant = all.items.find((item: { id: string }) => item.id === next.id);
          return {
            listed: listed(all.items, first.id),
            dependencies: dependant.dependencies.length,
            removed: (dependant.removed_dependencies ?? []).map(
              (item: { name: string }) => item.name,
            ),
          };
        },
      };
    },
    present: { listed: true, dependencies: 1, removed: [] },
    gone: { listed: false, dependencies: 0, removed: ['Clear the garage'] },
    // Deleted for good, the dependency is no longer shown as removed.
    purged: { listed: false, dependencies: 0, removed: [] },
    filesLeft: 0,
  },
  {
    route: 'DELETE /api/insurances/:id',
    resourceType: 'insurance',
    async make() {
      const made = await upload('/api/insurances', [
        { name: 'insurance_type', value: 'Public liability' },
        { name: 'provider', value: 'Hiscox' },
        { name: 'policy_number', value: 'PL-1' },
        { name: 'contractor_name', value: 'Smith Builders' },
        { name: 'insurance_category', value: 'contractor' },
        pdfPart('policy.pdf'),
      ]);
      return {
        url: `/api/insurances/${made.id}`,
        resourceId: made.id,
        probe: async () => {
          const answer = await ok('GET', '/api/insurances');
          const items = Array.isArray(answer) ? answer : answer.items;
          return {
            listed: listed(items, made.id),
            file: (await call('GET', `/api/insurances/${made.id}/file`)).status,
          };
        },
      };
    },
    present: { listed: true, file: 200 },
    gone: { listed: false, file: 404 },
    filesLeft: 0,
  },
  {
    route: 'DELETE /api/contacts/:id',
    resourceType: 'contact',
    async make() {
      const made = await ok('POST', '/api/contacts', { name: 'Sam', company: 'Sparks Ltd' });
      const policy = await upload('/api/insurances', [
        { name: 'insurance_type', value: 'Public liability' },
        { name: 'provider', value: 'Hiscox' },
        { name: 'policy_number', value: 'PL-2' },
        { name: 'contact_id', value: made.id },
        { name: 'insurance_category', value: 'contractor' },
        pdfPart('sparks.pdf'),
      ]);
      return {
        url: `/api/contacts/${made.id}`,
        resourceId: made.id,
        probe: async () => {
          const policies = await ok('GET', '/api/insurances');
          const linked = policies.find((item: { id: string }) => item.id === policy.id);
          return {
            listed: listed(await ok('GET', '/api/contacts'), made.id),
            read: (await call('GET', `/api/contacts/${made.id}`)).status,
            // The policy keeps its link while the contact is in the trash, for a restore.
            policyLink: linked.contact_id === made.id,
          };
        },
      };
    },
    present: { listed: true, read: 200, policyLink: true },
    gone: { listed: false, read: 404, policyLink: true },
    // The policy's document: the policy stays.
    filesLeft: 1,
  },
  {
    route: 'DELETE /api/credit-accounts/:id',
    resourceType: 'credit_account',
    async make() {
      const made = await ok('POST', '/api/credit-accounts', {
        account_name: 'Store card',
        account_type: 'credit_card',
        provider: 'John Lewis',
        owner: 'Joint',
        current_balance: 250,
        credit_limit: 1000,
        monthly_payment: 25,
        payment_due_date: 3,
      });
      return {
        url: `/api/credit-accounts/${made.id}`,
        resourceId: made.id,
        probe: async () => ({ listed: listed(await ok('GET', '/api/credit-accounts'), made.id) }),
      };
    },
    present: { listed: true },
    gone: { listed: false },
    filesLeft: 0,
  },
  {
    route: 'DELETE /api/timeline/entries/:id',
    resourceType: 'timeline_entry',
    async make() {
      const made = await upload('/api/timeline/entries', [
        { name: 'title', value: 'Loft boarded' },
        { name: 'description', value: 'Boards down across the loft.' },
        { name: 'date', value: '2026-03-14' },
        jpegPart(),
        jpegPart(),
      ]);
      const photoId = made.photos[0].id;
      return {
        url: `/api/timeline/entries/${made.id}`,
        resourceId: made.id,
        probe: async () => ({
          listed: listed(await ok('GET', '/api/timeline/entries'), made.id),
          photo: (await call('GET', `/api/timeline/photos/${photoId}/thumbnail`)).status,
        }),
      };
    },
    present: { listed: true, photo: 200 },
    gone: { listed: false, photo: 404 },
    contents: { photos: 2 },
    filesLeft: 0,
  },
  {
    route: 'DELETE /api/timeline/entries/:id/photos/:photoId',
    resourceType: 'timeline_photo',
    async make() {
      const made = await upload('/api/timeline/entries', [
        { name: 'title', value: 'Kitchen fitted' },
        { name: 'description', value: 'Units in.' },
        { name: 'date', value: '2026-05-01' },
        jpegPart(),
        jpegPart(),
      ]);
      const photoId = made.photos[1].id;
      return {
        url: `/api/timeline/entries/${made.id}/photos/${photoId}`,
        resourceId: photoId,
        probe: async () => {
          const entries = await ok('GET', '/api/timeline/entries');
          const entry = entries.find((item: { id: string }) => item.id === made.id);
          return {
            photos: entry.photos.length,
            full: (await call('GET', `/api/timeline/photos/${photoId}/full`)).status,
          };
        },
      };
    },
    present: { photos: 2, full: 200 },
    gone: { photos: 1, full: 404 },
    // The other photo stays, with its full image and thumbnail.
    filesLeft: 2,
  },
];

function deleteRoutes(): string[] {
  const routes = t.app.registeredRoutes
    .filter((route) => route.method === 'DELETE')
    .map((route) => `${route.method} ${route.url}`);
  return [...new Set(routes)].sort();
}

describe('every delete goes to the trash', () => {
  it('every delete route has a scenario or is on the reviewed list', () => {
    const covered = new Set([...scenarios.map((s) => s.route), ...Object.keys(NOT_TRASHED)]);
    expect(deleteRoutes().filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !deleteRoutes().includes(route))).toEqual([]);
  });

  it.each(scenarios)('$route: gone, in the trash, restored, deleted forever', async (s) => {
    const filesAtStart = await listFiles(t.filesDir);
    const { url, resourceId, probe } = await s.make();
    expect(await probe()).toEqual(s.present);

    const entry = await ok('DELETE', url);
    expect(entry).toMatchObject({ resource_type: s.resourceType, resource_id: resourceId });
    if (s.contents) expect(entry.contents).toMatchObject(s.contents);
    expect(await probe()).toEqual(s.gone);
    const trash = await ok('GET', '/api/trash');
    expect(trash.items.map((item: { id: string }) => item.id)).toContain(entry.id);

    const restored = await ok('POST', `/api/trash/${entry.id}/restore`);
    expect(restored.id).toBe(entry.id);
    expect(await probe()).toEqual(s.present);
    const after = await ok('GET', '/api/trash');
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(entry.id);

    const again = await ok('DELETE', url);
    expect((await call('DELETE', `/api/trash/${again.id}`)).status).toBe(204);
    expect(await probe()).toEqual(s.purged ?? s.gone);
    expect((await call('POST', `/api/trash/${again.id}/restore`)).status).toBe(404);
    const made = (await listFiles(t.filesDir)).filter((file) => !filesAtStart.includes(file));
    expect(made).toHaveLength(s.filesLeft);
  });
});
