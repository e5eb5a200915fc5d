import type { Notification } from '@hrt/shared/schemas/notifications';
import type { Task } from '@hrt/shared/schemas/schedule';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { activityEvents } from '../activity/schema.ts';
import { createComponentVia } from '../expenses/test-support.ts';
import { createTaskVia, taskBody } from '../schedule/test-support.ts';
import { createActivityStream } from './live-stream.ts';

/**
 * The feed shows one item per action (a plan applied, a batch saved, a move with the tasks it
 * carried), counted once; it names people by their display name and says what an update
 * changed, in the form's labels and formats, as far as the reader may see.
 */

let t: TestApp;
/** Anna manages the project and has a display name; Ben builds; Vic only reads. */
let anna: SignedInUser;
let ben: SignedInUser;
let vic: SignedInUser;
let kitchenId: string;

beforeAll(async () => {
  t = await buildTestApp();
  anna = await createSignedInUser(t, { role: 'project_manager', displayName: 'Anna' });
  ben = await createSignedInUser(t, { role: 'build_manager', displayName: 'Ben' });
  vic = await createSignedInUser(t, { role: 'viewer' });
  kitchenId = (await createComponentVia(t, anna.authorization, { name: 'Kitchen' })).id;
});
afterAll(() => t.close());

/** Each test reads only what it made: everyone has read everything before it. */
beforeEach(async () => {
  for (const user of [anna, ben, vic]) {
    await apiAs(t, user).ok('POST', '/api/notifications/mark-read');
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
});

async function unreadItems(user: SignedInUser): Promise<Notification[]> {
  const feed: Notification[] = await apiAs(t, user).ok('GET', '/api/notifications?limit=50');
  return feed.filter((item) => item.unread);
}

async function unreadCount(user: SignedInUser): Promise<number> {
  return (await apiAs(t, user).ok('GET', '/api/notifications/count')).count;
}

function expensePayload(description: string) {
  return { component_id: kitchenId, description, rrp: 100, amount_paid: 0 };
}

describe('an action of many changes is one notification', () => {
  it('a plan applied: one item, one unread, its six tasks listed', async () => {
    const [newest] = await t.ctx.database.db
      .select({ id: activityEvents.id })
      .from(activityEvents)
      .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
      .limit(1);
    const plan = await apiAs(t, anna).ok('POST', '/api/ai/agentic-plan', {
      goal: 'Re-roof the house',
    });
    expect(plan.created_tasks).toHaveLength(6);

    const items = await unreadItems(ben);
    expect(items).toHaveLength(1);
    expect(await unreadCount(ben)).toBe(1);
    expect(items[0]).toMatchObject({
      user_email: anna.email,
      actor_name: 'Anna',
      summary: 'Anna applied a plan: 6 tasks added',
      event_count: 6,
      link: { href: '/schedule', label: 'Open the schedule', gone: false },
    });
    expect(items[0]!.events.map((event) => event.text)).toEqual([
      "created task 'Put up scaffolding'",
      "created task 'Strip old roof tiles'",
      "created task 'Repair roof timbers'",
      "created task 'Felt, batten and tile the roof'",
      "created task 'Flashing and guttering'",
      "created task 'Take down scaffolding'",
    ]);

    // The live stream sends the six changes, each with the item's action: one notification.
    const stream = createActivityStream(t.ctx.database);
    const frames = await stream.replayAfter(newest!.id, 500);
    await stream.close();
    expect(frames?.map((frame) => frame.event.action_id)).toEqual(
      Array(6).fill(items[0]!.action_id),
    );
  });

  it('a batch of three expenses saved with one action id: one item', async () => {
    const actionId = '6f1d2c3b-4a59-4e68-8f7a-0b1c2d3e4f50';
    for (const description of ['Worktop', 'Sink', 'Tap']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/expenses',
        headers: { authorization: ben.authorization, 'x-action-id': actionId },
        payload: expensePayload(description),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const items = await unreadItems(anna);
    expect(items.map((item) => [item.summary, item.event_count, item.action_id])).toEqual([
      ['Ben saved 3 expenses', 3, actionId],
    ]);
    expect(items[0]!.events.map((event) => event.resource_name)).toEqual([
      'Worktop',
      'Sink',
      'Tap',
    ]);
    expect(items[0]!.link).toEqual({ href: '/expenses', label: 'Open expenses', gone: false });
    expect(await unreadCount(anna)).toBe(1);
  });

  it("never joins someone else's events to an action id they reuse", async () => {
    const actionId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    for (const user of [ben, anna]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/expenses',
        headers: { authorization: user.authorization, 'x-action-id': actionId },
        payload: expensePayload(`Shared id by ${user === ben ? 'Ben' : 'Anna'}`),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const items = await unreadItems(vic);
    expect(items.map((item) => item.summary)).toEqual([
      "Anna created expense 'Shared id by Anna'",
      "Ben created expense 'Shared id by Ben'",
    ]);
    expect(await unreadCount(vic)).toBe(2);
  });

  it('refuses an action id that is not a UUID, writing nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { authorization: ben.authorization, 'x-action-id': 'batch-1' },
      payload: expensePayload('Never stored'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      detail: 'x-action-id must be one UUID.',
    });
    expect(await unreadItems(anna)).toEqual([]);
  });

  it('a move with its dependants: one item naming the task moved', async () => {
    const task = (name: string, startAt: string, endAt: string, dependencies: string[] = []) =>
      createTaskVia(
        t,
        ben.authorization,
        taskBody(kitchenId, { name, startAt, endAt, dependencies }),
      );
    const stripOut: Task = await task('Strip out', '2027-03-01', '2027-03-03');
    const firstFix = await task('First fix', '2027-03-03', '2027-03-05', [stripOut.id]);
    await task('Plaster', '2027-03-08', '2027-03-10', [firstFix.id]);
    await apiAs(t, anna).ok('POST', '/api/notifications/mark-read');
    await new Promise((resolve) => setTimeout(resolve, 5));

    await apiAs(t, ben).ok('PATCH', `/api/tasks/${stripOut.id}/move`, {
      start: '2027-03-02',
      end: '2027-03-04',
      updated_at: stripOut.updated_at,
    });
    const items = await unreadItems(anna);
    expect(items.map((item) => [item.summary, item.event_count])).toEqual([
      ['Ben moved Strip out and 2 tasks that follow it', 3],
    ]);
    expect(items[0]!.events.map((event) => event.resource_name)).toEqual([
      'Strip out',
      'First fix',
      'Plaster',
    ]);
    expect(await unreadCount(anna)).toBe(1);
  });
});

describe('what a notification says', () => {
  it('an update says what changed, in the form’s words and formats', async () => {
    const stripOut = await createTaskVia(t, anna.authorization, taskBody(kitchenId));
    await apiAs(t, anna).ok('PUT', `/api/tasks/${stripOut.id}`, {
      ...taskBody(kitchenId),
      status: { id: 2 },
      updated_at: stripOut.updated_at,
    });
    const units = await createComponentVia(t, anna.authorization, {
      name: 'Kitchen units',
      type: 'design',
      budget: 9000,
    });
    await apiAs(t, anna).ok('PATCH', `/api/components/design/${units.id}`, {
      budget: 9500,
      updated_at: units.updated_at,
    });

    const items = await unreadItems(vic);
    expect(items.map((item) => [item.summary, item.detail])).toEqual([
      ["Anna updated component 'Kitchen units'", 'Kitchen units: budget £9,000.00 -> £9,500.00'],
      ["Anna created component 'Kitchen units'", null],
      ["Anna updated task 'Strip out'", 'Strip out: Planned -> In Progress'],
      ["Anna created task 'Strip out'", null],
    ]);
    expect(items[0]!.link).toEqual({
      href: `/rooms/design/${units.id}`,
      label: 'Open component',
      gone: false,
    });
  });

  it('names someone without a display name by their e-mail', async () => {
    await createComponentVia(t, anna.authorization, { name: 'Hall' });
    const noName = await createSignedInUser(t, { role: 'owner' });
    await createComponentVia(t, noName.authorization, { name: 'Landing' });
    const items = await unreadItems(ben);
    expect(items.map((item) => item.summary)).toEqual([
      `${noName.email} created component 'Landing'`,
      "Anna created component 'Hall'",
    ]);
    expect(items.map((item) => item.actor_name)).toEqual([noName.email, 'Anna']);
  });

  it('a deleted item says so: the trash for those who may use it, nothing for a viewer', async () => {
    const expense = await apiAs(t, ben).ok('POST', '/api/expenses', expensePayload('Old boiler'));
    await apiAs(t, ben).ok('DELETE', `/api/expenses/${expense.id}`);
    const [forAnna] = await unreadItems(anna);
    expect(forAnna).toMatchObject({
      summary: "Ben deleted expense 'Old boiler'",
      link: { href: '/trash', label: 'Deleted: see the trash', gone: true },
    });
    const [forVic] = await unreadItems(vic);
    expect(forVic!.link).toEqual({ href: null, label: 'Deleted', gone: true });
  });
});

describe('personal finances inside an action', () => {
  it('reach only the roles that may see them, the rest of the action still shown', async () => {
    const owner = await createSignedInUser(t, { role: 'owner', displayName: 'Olive' });
    const actionId = '9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
    const send = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: owner.authorization, 'x-action-id': actionId },
        payload,
      });
    const account = await send('/api/credit-accounts', {
      account_name: 'Secret Amex',
      account_type: 'credit_card',
      provider: 'Amex',
      owner: 'Joint',
      current_balance: 10,
      monthly_payment: 5,
      payment_due_date: 2,
    });
    expect(account.statusCode, account.body).toBe(201);
    const loft = await send('/api/components', { name: 'Loft', type: 'room' });
    expect(loft.statusCode, loft.body).toBe(201);

    const forVic = await unreadItems(vic);
    expect(forVic.map((item) => [item.summary, item.event_count, item.events])).toEqual([
      ["Olive created component 'Loft'", 1, []],
    ]);
    expect(JSON.stringify(forVic)).not.toContain('Secret Amex');
    expect(await unreadCount(vic)).toBe(1);

    const forAnna = await unreadItems(anna);
    expect(forAnna.map((item) => [item.summary, item.event_count])).toEqual([
      ['Olive made 2 changes', 2],
    ]);
    expect(forAnna[0]!.events.map((event) => event.text)).toEqual([
      "created credit account 'Secret Amex'",
      "created component 'Loft'",
    ]);
    expect(await unreadCount(anna)).toBe(1);
  });
});
