import type { Notification } from '@hrt/shared/schemas/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * A change of the project budget or its contingency is in the household's feed, worded with its
 * figures, like any other write; a trade, who hears only of its own rows, never hears of it.
 */

let t: TestApp;
/** Olive owns the project and sets the budget; Vic only reads; Bob is a trade. */
let olive: SignedInUser;
let vic: SignedInUser;
let bob: SignedInUser;
let bobContactId: string;

beforeAll(async () => {
  t = await buildTestApp();
  olive = await createSignedInUser(t, { role: 'owner', displayName: 'Olive' });
  vic = await createSignedInUser(t, { role: 'viewer' });
  const contact = await apiAs(t, olive).ok('POST', '/api/contacts', {
    name: 'Bob Mason',
    trade: 'Builder',
  });
  bobContactId = contact.id;
  bob = await createSignedInUser(t, { role: 'trade', contactId: bobContactId });
  await setBudget(27_500, { kind: 'amount', value: 2000 });
});
afterAll(() => t.close());

/** Each test reads only what it made: everyone has read everything before it. */
beforeEach(async () => {
  for (const user of [vic, bob]) await apiAs(t, user).ok('POST', '/api/notifications/mark-read');
  await new Promise((resolve) => setTimeout(resolve, 5));
});

function setBudget(budget: number, contingency: { kind: 'amount' | 'percent'; value: number }) {
  return apiAs(t, olive).ok('PUT', '/api/settings/project-budget', { budget, contingency });
}

async function unreadItems(user: SignedInUser): Promise<Notification[]> {
  const feed: Notification[] = await apiAs(t, user).ok('GET', '/api/notifications?limit=50');
  return feed.filter((item) => item.unread);
}

describe('a change of the project budget in the feed', () => {
  it('says what the budget was and is now, and leads to the rooms overview', async () => {
    await setBudget(30_000, { kind: 'amount', value: 2000 });
    const [item, ...others] = await unreadItems(vic);
    expect(others).toEqual([]);
    expect(item).toMatchObject({
      user_email: olive.email,
      actor_name: 'Olive',
      action: 'updated',
      resource_type: 'project_budget',
      resource_name: null,
      summary: 'Olive changed the project budget: £27,500.00 -> £30,000.00',
      detail: null,
      link: { href: '/rooms', label: 'Open rooms', gone: false },
      event_count: 1,
      events: [],
    });
  });

  it('says how the contingency changed, an amount or a share of the budget', async () => {
    await setBudget(32_000, { kind: 'percent', value: 12.5 });
    const [item] = await unreadItems(vic);
    expect(item?.summary).toBe(
      'Olive changed the project budget: £30,000.00 -> £32,000.00, contingency £2,000.00 -> 12.5%',
    );
  });

  it('tells nobody of a save that changes nothing', async () => {
    await setBudget(32_000, { kind: 'percent', value: 12.5 });
    expect(await unreadItems(vic)).toEqual([]);
  });

  it("never reaches a trade, whose feed still holds its own contact's change", async () => {
    await setBudget(35_000, { kind: 'percent', value: 10 });
    await apiAs(t, olive).ok('PUT', `/api/contacts/${bobContactId}`, {
      name: 'Bob Mason',
      company: 'Mason Builders',
    });
    const household = await unreadItems(vic);
    expect(household.map((item) => item.resource_type)).toEqual(['contact', 'project_budget']);

    const feed: Notification[] = await apiAs(t, bob).ok('GET', '/api/notifications?limit=100');
    expect(feed.map((item) => item.resource_type)).not.toContain('project_budget');
    expect(feed.filter((item) => item.unread).map((item) => item.summary)).toEqual([
      "Olive updated contact 'Bob Mason'",
    ]);
    expect(JSON.stringify(feed)).not.toContain('35,000');
    const count = await apiAs(t, bob).ok('GET', '/api/notifications/count');
    expect(count.count).toBe(1);
  });
});
