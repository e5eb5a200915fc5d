import { formatCurrency, formatDate, formatShortDate } from '@hrt/shared/format';
import type { CreditAccount } from '@hrt/shared/schemas/credit';

type Explained = Pick<
  CreditAccount,
  'account_type' | 'balance_set' | 'balance_set_at' | 'payments_since' | 'current_balance'
>;

/** '3 Nov' this year, '3 Nov 2025' in another. */
function whenSet(at: string, now: Date): string {
  const date = new Date(at);
  return date.getFullYear() === now.getFullYear() ? formatShortDate(date) : formatDate(date);
}

/**
 * Why an account's balance is what it is (decision 031): the balance a person set and when,
 * the payments recorded from it since, and the balance now. 'Balance you set: £1,200.00 on
 * 3 Nov; payments recorded since: £100.00; now £1,300.00'. A card or a line of credit owes the
 * payments, cash holds them less; a loan's balance does not move with them.
 */
export function balanceExplanation(account: Explained, now = new Date()): string {
  const set = `Balance you set: ${formatCurrency(account.balance_set)} on ${whenSet(account.balance_set_at, now)}`;
  if (!account.payments_since) return `${set}; no payments recorded since.`;
  const since = `payments recorded since: ${formatCurrency(account.payments_since)}`;
  if (account.account_type === 'personal_loan') {
    return `${set}; ${since}, which do not change a loan's balance; now ${formatCurrency(account.current_balance)}.`;
  }
  return `${set}; ${since}; now ${formatCurrency(account.current_balance)}.`;
}
