// A household that touches every feature, so every table of the schema holds rows: made through
// the API where a feature has one, and by direct inserts for what only sign-in flows or the
// price checker write (federated identities, OIDC states, price checks, throttling, job runs).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  accounts,
  federatedIdentities,
  ideaMonitors,
  ideaPriceChecks,
  ideas,
  jobRuns,
  loginFailures,
  oidcStates,
} from '../../db/schema/index.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { multipart, type Part, pdf, png } from '../../test/upload-fixtures.ts';
import { resolveSigningSecret } from '../settings/signing-secret.ts';

async function send(
  t: TestApp,
  owner: SignedInUser,
  url: string,
  payload: unknown,
  method: 'POST' | 'PUT' = 'POST',
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: owner.authorization },
    payload: payload as Record<string, unknown>,
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json() as { id: string };
}

async function upload(t: TestApp, owner: SignedInUser, url: string, parts: Part[]) {
  const body = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: owner.authorization, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json() as { id: string };
}

const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

/** Fills every table; returns the owner who can read it all back. */
export async function fillEveryTable(t: TestApp): Promise<SignedInUser> {
  const owner = await createSignedInUser(t, { role: 'owner', email: 'owner@example.com' });
  await createSignedInUser(t, { role: 'build_manager', email: 'builder@example.com' });
  const kitchen = await send(t, owner, '/api/components', {
    name: 'Kitchen',
    type: 'room',
    budget: 12_000,
  });
  // In the kitchen: its parent_id and the room's figures holding its expenses travel too.
  const design = await send(t, owner, '/api/components', {
    name: 'Moodboard',
    type: 'design',
    parent_id: kitchen.id,
  });
  await send(
    t,
    owner,
    '/api/settings/project-budget',
    { budget: 27_500, contingency: { kind: 'percent', value: 10 } },
    'PUT',
  );
  const account = await send(t, owner, '/api/credit-accounts', {
    account_name: 'Joint card',
    account_type: 'credit_card',
    provider: 'Bank',
    owner: 'Joint',
    current_balance: 1500.25,
    credit_limit: 5000,
    monthly_payment: 200,
    payment_due_date: 12,
    interest_rate: 19.9,
  });
  for (const [index, supplier] of ['Wickes', 'Howdens', 'Screwfix'].entries()) {
    const expense = await send(t, owner, '/api/expenses', {
      room_id: kitchen.id,
      supplier,
      description: `Order ${index} – £ and ü`,
      rrp: [100.1, 200.25, 300.3][index],
      amount_paid: 50,
      paid_by_account_id: account.id,
    });
    if (index < 2) {
      await upload(t, owner, `/api/expenses/${expense.id}/receipt`, [
        {
          name: 'file',
          file: { filename: `receipt-${index}.pdf`, type: 'application/pdf', data: pdf },
        },
      ]);
    }
  }
  // A contact naming a supplier links its expense (contact_id), which travels with it.
  await send(t, owner, '/api/contacts', {
    name: 'Sam Howden',
    company: 'Howdens',
    trade: 'Supplier',
    phone: '0161 496 0000',
  });
  await upload(t, owner, '/api/documents', [
    ...fields({ component_id: design.id, name: 'Floor plan' }),
    { name: 'file', file: { filename: 'plan.png', type: 'image/png', data: png } },
  ]);
  // A deleted document: its rows wait in the trash, its file in the store until the purge.
  const oldQuote = await upload(t, owner, '/api/documents', [
    ...fields({ component_id: design.id, name: 'Old quote' }),
    { name: 'file', file: { filename: 'old-quote.pdf', type: 'application/pdf', data: pdf } },
  ]);
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/documents/${oldQuote.id}`,
    headers: { authorization: owner.authorization },
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  await upload(t, owner, '/api/insurances', [
    ...fields({
      insurance_type: 'Home',
      provider: 'Aviva',
      policy_number: 'HOME-123',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      coverage_amount: '250000',
      description: 'Buildings and contents',
      insurance_category: 'personal',
    }),
    { name: 'file', file: { filename: 'policy.pdf', type: 'application/pdf', data: pdf } },
  ]);
  await upload(t, owner, '/api/timeline/entries', [
    ...fields({ title: 'Wall down', description: 'The wall came out.', date: '2026-03-14' }),
    { name: 'photos', file: { filename: 'wall.png', type: 'image/png', data: png } },
  ]);
  const strip = await send(t, owner, '/api/tasks', {
    name: 'Strip out',
    startAt: '2026-03-02',
    endAt: '2026-03-04',
    group: { id: kitchen.id },
  });
  await send(t, owner, '/api/tasks', {
    name: 'First fix',
    startAt: '2026-03-04',
    endAt: '2026-03-06',
    group: { id: kitchen.id },
    dependencies: [strip.id],
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/access-request',
    payload: { email: 'new@example.com' },
  });
  await send(t, owner, '/api/admin/outbox/test', {});
  await send(t, owner, '/api/admin/invitations', { email: 'partner@example.com', role: 'viewer' });
  // An executed plan: its record is what 'Undo this plan' reads.
  await send(t, owner, '/api/ai/agentic-plan', { goal: 'Tile the kitchen floor' });
  // A backup download link, asked for and not yet followed.
  await send(t, owner, '/api/admin/backup-links', {});
  await insertWhatOnlyFlowsWrite(t, kitchen.id);
  return owner;
}

async function insertWhatOnlyFlowsWrite(t: TestApp, componentId: string) {
  const db = t.ctx.database.db;
  const [idea] = await db
    .insert(ideas)
    .values({
      componentId,
      name: 'Tap',
      url: 'https://shop.example/tap',
      price: 89.99,
      tags: ['brass'],
    })
    .returning();
  await db.insert(ideaMonitors).values({ ideaId: idea!.id, monitorPrice: true, targetPrice: 70 });
  await db.insert(ideaPriceChecks).values({ ideaId: idea!.id, price: 85.5 });
  const accountId = await ownerAccountId(t);
  await db
    .insert(federatedIdentities)
    .values({ issuer: 'https://id.example', subject: 'abc', accountId });
  await db.insert(oidcStates).values({
    state: randomUUID(),
    codeVerifier: 'v',
    nonce: 'n',
    origin: 'http://localhost:8000',
    expiresAt: new Date(Date.now() + 600_000),
  });
  // What a server without SIGNING_SECRET keeps in app_settings.
  await resolveSigningSecret(db);
  await db
    .insert(loginFailures)
    .values({ key: 'account:nobody@example.com', failures: 2, windowStartedAt: new Date() });
  await db
    .insert(jobRuns)
    .values({ job: 'price-checks', tick: new Date('2026-03-01T08:00:00Z'), instance: 'test' });
}

async function ownerAccountId(t: TestApp): Promise<string> {
  const [row] = await t.ctx.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, 'owner@example.com'));
  return row!.id;
}
