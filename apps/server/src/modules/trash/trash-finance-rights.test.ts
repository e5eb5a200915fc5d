// Deleting a component sends its expenses' payments to the trash, and a restore brings them
// back: both move the paying card's balance. Every role is walked through both, as through the
// expense routes in payment-rights.test.ts: only the owner and a project manager move the
// balance; the others are refused with nothing written.
import type { Role } from '@hrt/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccountVia, readAccountVia } from '../credit/test-support.ts';
import { snapshotStorage } from '../expenses/test-support.ts';

let t: TestApp;
let owner: SignedInUser;
const users = new Map<Role, SignedInUser>();

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  users.set('owner', owner);
  for (const role of ['project_manager', 'build_manager', 'interior_designer', 'viewer'] as const) {
    users.set(role, await createSignedInUser(t, { role }));
  }
});
afterAll(() => t.close());

const as = (role: Role) => apiAs(t, users.get(role)!);
const balanceOf = async (accountId: string) =>
  (await readAccountVia(t, owner.authorization, accountId)).current_balance;
const trashIds = async () =>
  (await as('owner').ok('GET', '/api/trash')).items.map((item: { id: string }) => item.id);

/**
 * A design item (which an interior designer may edit) named 'Sofa', with £30 paid for it from
 * a new card that owed £150: the card owes £180. Design items are the designer's own, so only
 * the finance rule stands between the designer and the card.
 */
async function sofaPaidByCard() {
  const card = await createAccountVia(t, owner.authorization, {
    account_name: 'Joint Visa',
    current_balance: 150,
    credit_limit: 5000,
  });
  const sofa = await as('owner').ok('POST', '/api/components', { name: 'Sofa', type: 'design' });
  const expense = await as('owner').ok('POST', '/api/expenses', {
    component_id: sofa.id,
    description: 'Deposit',
    rrp: 30,
    amount_paid: 30,
    paid_by_account_id: card.id,
  });
  expect(await balanceOf(card.id)).toBe(180);
  return { cardId: card.id, sofaId: sofa.id, expenseId: expense.id };
}

const DELETE_REFUSED =
  "'Sofa' includes a payment from a personal account, so only the owner or a project manager can delete it.";
const RESTORE_REFUSED =
  "'Sofa' includes a payment from a personal account, so only the owner or a project manager can restore it.";
const EXPENSE_RESTORE_REFUSED =
  "'Deposit' includes a payment from a personal account, so only the owner or a project manager can restore it.";

describe('deleting a component whose expense was paid by card', () => {
  it.each([
    { role: 'owner', status: 200, after: 150, restored: 180 },
    { role: 'project_manager', status: 200, after: 150, restored: 180 },
    { role: 'build_manager', status: 403, after: 180, detail: DELETE_REFUSED },
    { role: 'interior_designer', status: 403, after: 180, detail: DELETE_REFUSED },
    { role: 'viewer', status: 403, after: 180, detail: 'Your role does not allow this action.' },
  ] as const)('$role: $status, the card owes $after', async (expected) => {
    const { cardId, sofaId } = await sofaPaidByCard();
    const before = await snapshotStorage(t);

    const answer = await as(expected.role).call('DELETE', `/api/components/design/${sofaId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(expected.status);
    expect(await balanceOf(cardId)).toBe(expected.after);

    if ('detail' in expected) {
      expect(answer.body).toMatchObject({ code: 'forbidden', detail: expected.detail });
      expect(answer.body.detail).not.toContain('Joint Visa');
      // Nothing written: the item, its expense and summary stay, no trash entry, no activity.
      expect(await snapshotStorage(t)).toEqual(before);
      const summary = await as('owner').ok('GET', `/api/expenses/${sofaId}/summary`);
      expect(summary).toMatchObject({ count: 1, total: 30 });
    } else {
      // The same role puts it back, and the payment with it.
      await as(expected.role).ok('POST', `/api/trash/${answer.body.id}/restore`);
      expect(await balanceOf(cardId)).toBe(expected.restored);
    }
  });
});

describe('restoring a component whose expense was paid by card', () => {
  it.each([
    { role: 'owner', status: 200, after: 180, listed: true },
    { role: 'project_manager', status: 200, after: 180, listed: true },
    { role: 'build_manager', status: 403, after: 150, listed: false, detail: RESTORE_REFUSED },
    { role: 'interior_designer', status: 403, after: 150, listed: false, detail: RESTORE_REFUSED },
    { role: 'viewer', status: 403, after: 150, listed: undefined },
  ] as const)('$role: $status, the card owes $after', async (expected) => {
    const { cardId, sofaId } = await sofaPaidByCard();
    const entry = await as('owner').ok('DELETE', `/api/components/design/${sofaId}`);
    expect(await balanceOf(cardId)).toBe(150);

    // The list offers Restore only to whom the restore will answer.
    if (expected.listed !== undefined) {
      const seen = (await as(expected.role).ok('GET', '/api/trash')).items.find(
        (item: { id: string }) => item.id === entry.id,
      );
      expect(seen).toMatchObject({ name: 'Sofa', can_restore: expected.listed });
    }

    const answer = await as(expected.role).call('POST', `/api/trash/${entry.id}/restore`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(expected.status);
    expect(await balanceOf(cardId)).toBe(expected.after);

    if (expected.status === 403) {
      if ('detail' in expected) {
        expect(answer.body).toMatchObject({ code: 'forbidden', detail: expected.detail });
      }
      expect(await trashIds()).toContain(entry.id);
      // The entry is whole: a finance role's restore brings the payment back.
      await as('owner').ok('POST', `/api/trash/${entry.id}/restore`);
      expect(await balanceOf(cardId)).toBe(180);
    }
    const summary = await as('owner').ok('GET', `/api/expenses/${sofaId}/summary`);
    expect(summary).toMatchObject({ count: 1, total: 30 });
  });
});

describe('restoring one card-paid expense', () => {
  it.each([
    { role: 'owner', status: 200, after: 180 },
    { role: 'project_manager', status: 200, after: 180 },
    { role: 'build_manager', status: 403, after: 150 },
    { role: 'interior_designer', status: 403, after: 150 },
    { role: 'viewer', status: 403, after: 150 },
  ] as const)('$role: $status, the card owes $after', async (expected) => {
    const { cardId, expenseId } = await sofaPaidByCard();
    const entry = await as('owner').ok('DELETE', `/api/expenses/${expenseId}`);
    expect(await balanceOf(cardId)).toBe(150);

    const answer = await as(expected.role).call('POST', `/api/trash/${entry.id}/restore`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(expected.status);
    expect(await balanceOf(cardId)).toBe(expected.after);
    if (expected.role === 'build_manager' || expected.role === 'interior_designer') {
      expect(answer.body.detail).toBe(EXPENSE_RESTORE_REFUSED);
    }
  });
});

describe('components without a card payment', () => {
  it.each(['build_manager', 'interior_designer'] as const)(
    '%s deletes and restores one as before, and no card moves',
    async (role) => {
      const { cardId } = await sofaPaidByCard();
      const lamp = await as('owner').ok('POST', '/api/components', {
        name: 'Lamp',
        type: 'design',
      });
      // Paid, but from no account: nothing personal moves with it.
      await as(role).ok('POST', '/api/expenses', {
        component_id: lamp.id,
        description: 'Lamp',
        rrp: 40,
        amount_paid: 40,
      });
      const entry = await as(role).ok('DELETE', `/api/components/design/${lamp.id}`);
      expect(entry).toMatchObject({ name: 'Lamp', can_restore: true });
      expect(await balanceOf(cardId)).toBe(180);
      await as(role).ok('POST', `/api/trash/${entry.id}/restore`);
      const summary = await as(role).ok('GET', `/api/expenses/${lamp.id}/summary`);
      expect(summary).toMatchObject({ count: 1, total: 40 });
      expect(await balanceOf(cardId)).toBe(180);
    },
  );
});
