import { AppError } from '@hrt/shared/errors';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import type { Database } from '../../db/client.ts';
import { missingChoiceError } from '../../db/write-guards.ts';
import type { Principal } from '../../http/access.ts';
import { creditAccountExists } from '../credit/service.ts';
import type { ExpenseRow } from './repository.ts';

/**
 * Who may record which account paid for an expense (decision 019). The account and its
 * balance are personal finances (`finance.manage`); every other role that edits money may
 * still edit the expense, but never names an account, never learns whether one exists, and
 * never moves a balance.
 */

const CHOOSE_ACCOUNT_MESSAGE =
  'Only the owner or a project manager can choose the account an expense was paid from.';
const CHANGE_PAYMENT_MESSAGE =
  'This expense was paid from a personal account, so only the owner or a project manager can change its amount paid.';
const DELETE_PAYMENT_MESSAGE =
  'This expense was paid from a personal account, so only the owner or a project manager can delete it.';

/**
 * The account a create (current = null) or an update records. A finance role's choice must
 * exist. Any other role must send null (the account it cannot see): the stored account is
 * kept, and the amount paid from it may not change, so the account's balance stays as it is.
 * The refusal never depends on the id sent, so it tells nothing about which accounts exist.
 */
export async function paidByAccountFor(
  tx: Database,
  principal: Principal,
  input: { paid_by_account_id: string | null; amount_paid: number },
  current: ExpenseRow | null,
): Promise<string | null> {
  if (canSeePersonalFinances(principal.role)) {
    await checkAccountExists(tx, input.paid_by_account_id);
    return input.paid_by_account_id;
  }
  if (input.paid_by_account_id !== null) {
    throw new AppError('forbidden', CHOOSE_ACCOUNT_MESSAGE, {
      paid_by_account_id: [CHOOSE_ACCOUNT_MESSAGE],
    });
  }
  const kept = current?.paidByAccountId ?? null;
  if (kept && current && current.amountPaid !== input.amount_paid) {
    throw new AppError('forbidden', CHANGE_PAYMENT_MESSAGE, {
      amount_paid: [CHANGE_PAYMENT_MESSAGE],
    });
  }
  return kept;
}

/**
 * Deleting an expense takes its payment back from the account (decision 014), so for a role
 * without finance rights it would move a balance: refused while the expense names an account.
 */
export function assertMayDeletePayment(principal: Principal, current: ExpenseRow): void {
  if (current.paidByAccountId && !canSeePersonalFinances(principal.role)) {
    throw new AppError('forbidden', DELETE_PAYMENT_MESSAGE);
  }
}

/** Whether a role may filter expenses by account: the filter would reveal which ids exist. */
export function assertMayFilterByAccount(principal: Principal, accountId: string | undefined) {
  if (accountId && !canSeePersonalFinances(principal.role)) {
    throw new AppError(
      'forbidden',
      'Only the owner or a project manager can list expenses by account.',
    );
  }
}

async function checkAccountExists(tx: Database, accountId: string | null): Promise<void> {
  if (accountId && !(await creditAccountExists(tx, accountId))) {
    throw missingChoiceError('paid-by account', ['paid_by_account_id']);
  }
}
