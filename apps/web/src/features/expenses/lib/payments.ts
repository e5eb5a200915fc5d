import { balanceSetDay, paidBeforeBalanceSet } from '@hrt/shared/domain/credit';
import { sumPounds } from '@hrt/shared/domain/money';
import { formatCurrency, formatDate } from '@hrt/shared/format';
import type { ExpensePayment } from '@hrt/shared/schemas/expense-payments';

/** What a payment names of an account: its id and name. */
interface AccountName {
  id: string;
  account_name: string;
}

/**
 * An expense keeps a list of payments when it has several, or a dated one (decision 031): its
 * 'Amount paid' is then their sum, changed only through the list. With none, or one undated
 * payment, 'Amount paid' is typed directly (as that one undated payment).
 */
export function hasPaymentList(payments: readonly ExpensePayment[]): boolean {
  return payments.length > 1 || payments.some((payment) => payment.date !== null);
}

/** The payments' sum, exactly (in pence). */
export function paymentsTotal(payments: readonly ExpensePayment[]): number {
  return sumPounds(payments.map((payment) => payment.amount));
}

/** The different accounts the payments name, in the order they are listed. */
function paymentAccountIds(payments: readonly ExpensePayment[]): string[] {
  const ids: string[] = [];
  for (const payment of payments) {
    if (payment.paid_by_account_id && !ids.includes(payment.paid_by_account_id)) {
      ids.push(payment.paid_by_account_id);
    }
  }
  return ids;
}

/**
 * The table's paid-by cell of a paid expense: 'Several' when its payments came from more than
 * one account, else the account's name ('Not specified' when none is named or it is not found).
 */
export function paidByLabel(
  row: { paid_by_account_id: string | null; payments: readonly ExpensePayment[] },
  accounts: readonly AccountName[],
): string {
  const ids = paymentAccountIds(row.payments);
  if (ids.length > 1) return 'Several';
  const id = ids[0] ?? row.paid_by_account_id;
  return accounts.find((account) => account.id === id)?.account_name ?? 'Not specified';
}

/** A payment in a line: '1 Nov 2026 · £500.00 · Barclaycard · Deposit'. */
export function paymentSummary(
  payment: ExpensePayment,
  accounts: readonly AccountName[] | null,
): string {
  const parts = [payment.date ? formatDate(payment.date) : 'No date'];
  parts.push(formatCurrency(payment.amount));
  if (accounts && payment.paid_by_account_id) {
    const account = accounts.find((item) => item.id === payment.paid_by_account_id);
    parts.push(account?.account_name ?? 'Unknown account');
  }
  if (payment.note) parts.push(payment.note);
  return parts.join(' · ');
}

/**
 * What the payment form says when its date is before the day the chosen account's balance was
 * set (decision 058): that balance already holds the payment, so recording it will not move it.
 * Null when the payment is undated, no account is chosen, or the date is on or after that day.
 */
export function backDatedPaymentNotice(
  date: string,
  account: { account_name: string; balance_set_at?: string | undefined } | undefined,
): string | null {
  if (!date || !account?.balance_set_at) return null;
  if (!paidBeforeBalanceSet(date, account.balance_set_at)) return null;
  const day = formatDate(balanceSetDay(account.balance_set_at));
  return `${account.account_name}'s balance was set on ${day}: a payment dated before then is already in it, so it will not change the balance.`;
}
