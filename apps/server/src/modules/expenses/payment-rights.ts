import { AppError } from '@hrt/shared/errors';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import type { Database } from '../../db/client.ts';
import { missingChoiceError } from '../../db/write-guards.ts';
import type { Principal } from '../../http/access.ts';
import { creditAccountExists } from '../credit/service.ts';

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
const REMOVE_PAYMENT_MESSAGE =
  'This payment was made from a personal account, so only the owner or a project manager can remove it.';

/** A payment as the rules see it: its account and amount (an expense's one, or one of its list). */
export interface PaymentFacts {
  accountId: string | null;
  amount: number;
}

/**
 * The account a new payment (kept = null) or a changed one records. A finance role's choice
 * must exist. Any other role must send null (the account it cannot see): the stored account
 * is kept, and the amount paid from it may not change, so the account's balance stays as it
 * is. The refusal never depends on the id sent, so it tells nothing about which accounts exist.
 * `amountField` names the field refused: `amount_paid` of an expense, `amount` of a payment.
 */
export async function paidByAccountFor(
  tx: Database,
  principal: Principal,
  sent: PaymentFacts,
  kept: PaymentFacts | null,
  amountField = 'amount_paid',
): Promise<string | null> {
  if (canSeePersonalFinances(principal.role)) {
    await checkAccountExists(tx, sent.accountId);
    return sent.accountId;
  }
  if (sent.accountId !== null) {
    throw new AppError('forbidden', CHOOSE_ACCOUNT_MESSAGE, {
      paid_by_account_id: [CHOOSE_ACCOUNT_MESSAGE],
    });
  }
  const keptAccount = kept?.accountId ?? null;
  if (keptAccount && kept && kept.amount !== sent.amount) {
    throw new AppError('forbidden', CHANGE_PAYMENT_MESSAGE, {
      [amountField]: [CHANGE_PAYMENT_MESSAGE],
    });
  }
  return keptAccount;
}

/**
 * Deleting an expense takes its payments back from their accounts (decisions 014, 031), so for
 * a role without finance rights it would move a balance: refused while a payment names one.
 */
export function assertMayDeletePayments(
  principal: Principal,
  payments: readonly { paidByAccountId: string | null }[],
  what: 'expense' | 'payment',
): void {
  if (canSeePersonalFinances(principal.role)) return;
  if (payments.some((payment) => payment.paidByAccountId)) {
    throw new AppError(
      'forbidden',
      what === 'expense' ? DELETE_PAYMENT_MESSAGE : REMOVE_PAYMENT_MESSAGE,
    );
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
  if (accountId && !(await creditAccountExists({ tx }, accountId))) {
    throw missingChoiceError('paid-by account', ['paid_by_account_id']);
  }
}
