/**
 * Credit account rules: utilization, its colour and label,
 * which fields each account type has, and the summary's totals. Arithmetic in integer pence.
 */
import { householdDate } from './calendar-days.ts';
import { toPence, toPounds } from './money.ts';

export const creditAccountTypes = [
  'credit_card',
  'line_of_credit',
  'personal_loan',
  'cash',
] as const;
export type CreditAccountType = (typeof creditAccountTypes)[number];

/** One account's type, as a card or the dialog names it. */
export const creditAccountTypeLabels: Record<CreditAccountType, string> = {
  credit_card: 'Credit Card',
  line_of_credit: 'Line of Credit',
  personal_loan: 'Personal Loan',
  cash: 'Cash',
};

/** The type tabs of the Credit Tracking screen, in the order the screen shows them. */
export const creditAccountTypeTabs: Record<CreditAccountType, string> = {
  credit_card: 'Credit Cards',
  line_of_credit: 'Lines of Credit',
  personal_loan: 'Personal Loans',
  cash: 'Cash',
};

/** Utilization thresholds in percent. */
const UTILIZATION_MODERATE_PERCENT = 30;
const UTILIZATION_HIGH_RISK_PERCENT = 70;
export const MIN_PAYMENT_DUE_DAY = 1;
export const MAX_PAYMENT_DUE_DAY = 31;
/** Highest APR the form and the API accept, in percent. */
export const MAX_INTEREST_RATE = 100;

/** 'Joint' is always an owner option, beside the household's members (see ownerOptions). */
export const JOINT_OWNER = 'Joint';

/** Credit limit only for credit cards and lines of credit. */
export function hasCreditLimit(type: CreditAccountType): boolean {
  return type === 'credit_card' || type === 'line_of_credit';
}

/** Interest rate only for personal loans and lines of credit. */
export function hasInterestRate(type: CreditAccountType): boolean {
  return type === 'personal_loan' || type === 'line_of_credit';
}

/** Monthly payment and due day for every type but cash. */
export function hasRepayments(type: CreditAccountType): boolean {
  return type !== 'cash';
}

/** Totals count credit cards and lines of credit only. */
function countsInCreditTotals(type: CreditAccountType): boolean {
  return type === 'credit_card' || type === 'line_of_credit';
}

/**
 * Balance as a percentage of the limit, to one decimal (half up); over 100 when the balance is
 * above the limit. A balance in credit (below zero) is 0 %. Null without a positive limit:
 * a loan or cash has nothing to be utilized against.
 */
export function utilizationPercentage(balance: number, limit: number | null): number | null {
  if (limit === null) return null;
  const limitPence = toPence(limit);
  if (limitPence <= 0) return null;
  const balancePence = Math.max(0, toPence(balance));
  // Tenths of a percent, rounded half up in integers: balance * 1000 / limit.
  const tenths = Math.floor((balancePence * 1000 * 2 + limitPence) / (limitPence * 2));
  return tenths / 10;
}

export type UtilizationTone = 'success' | 'warning' | 'destructive';

/** Under 30 green Excellent; 30 to under 70 yellow Moderate; 70 or more red High Risk. */
export function utilizationLevel(percentage: number): { label: string; tone: UtilizationTone } {
  if (percentage < UTILIZATION_MODERATE_PERCENT) return { label: 'Excellent', tone: 'success' };
  if (percentage < UTILIZATION_HIGH_RISK_PERCENT) return { label: 'Moderate', tone: 'warning' };
  return { label: 'High Risk', tone: 'destructive' };
}

export interface CreditAccountFigures {
  account_type: CreditAccountType;
  current_balance: number;
  credit_limit: number | null;
  monthly_payment: number;
  is_active: boolean;
}

export interface CreditSummaryFigures {
  overall_utilization_percentage: number;
  total_credit_limit: number;
  total_available_credit: number;
  total_cash_available: number;
  total_monthly_payments: number;
  accounts_count: number;
  active_accounts_count: number;
  /** The active personal loans' monthly payments, which the monthly total leaves out. */
  total_loan_monthly_payments: number;
  active_loans_count: number;
}

/**
 * The summary tiles (decision 014). Credit cards and lines of credit only count in the credit
 * totals; personal loans and cash never do, except cash in its own tile.
 * - total_credit_limit and accounts_count: every credit card and line of credit;
 * - total_available_credit: the sum of each one's limit less its balance, never below 0 per
 *   account (an over-limit card does not eat another card's credit);
 * - overall_utilization_percentage: their balances against their limits (accounts with a
 *   limit), one decimal, 0 when there is no limit;
 * - total_monthly_payments and active_accounts_count: the active ones (an inactive account is
 *   one no longer being paid);
 * - total_cash_available: the balances of cash accounts;
 * - total_loan_monthly_payments and active_loans_count: the active personal loans, shown beside
 *   the monthly total as not included in it, so a household sees everything it pays each month.
 */
export function summarizeCreditAccounts(
  accounts: Iterable<CreditAccountFigures>,
): CreditSummaryFigures {
  let limit = 0;
  let available = 0;
  let usedAgainstLimit = 0;
  let cash = 0;
  let monthly = 0;
  let counted = 0;
  let active = 0;
  let loanMonthly = 0;
  let activeLoans = 0;
  for (const account of accounts) {
    if (account.account_type === 'cash') cash += toPence(account.current_balance);
    if (account.account_type === 'personal_loan' && account.is_active) {
      activeLoans++;
      loanMonthly += toPence(account.monthly_payment);
    }
    if (!countsInCreditTotals(account.account_type)) continue;
    counted++;
    const limitPence = toPence(account.credit_limit ?? 0);
    const balancePence = toPence(account.current_balance);
    if (limitPence > 0) {
      limit += limitPence;
      usedAgainstLimit += balancePence;
      available += Math.max(0, limitPence - balancePence);
    }
    if (account.is_active) {
      active++;
      monthly += toPence(account.monthly_payment);
    }
  }
  return {
    overall_utilization_percentage:
      utilizationPercentage(toPounds(usedAgainstLimit), toPounds(limit)) ?? 0,
    total_credit_limit: toPounds(limit),
    total_available_credit: toPounds(available),
    total_cash_available: toPounds(cash),
    total_monthly_payments: toPounds(monthly),
    accounts_count: counted,
    active_accounts_count: active,
    total_loan_monthly_payments: toPounds(loanMonthly),
    active_loans_count: activeLoans,
  };
}

/**
 * What paying an expense from an account does to its balance (decision 014): a card or a line
 * of credit owes more, cash holds less, a personal loan (borrowed up front) is unchanged.
 */
export function balanceChangeForPayment(type: CreditAccountType, paid: number): number {
  if (type === 'credit_card' || type === 'line_of_credit') return paid;
  if (type === 'cash') return -paid;
  return 0;
}

/**
 * The day an account's balance was set, in the household's calendar (YYYY-MM-DD): a payment
 * dated before it is already inside that balance.
 */
export function balanceSetDay(balanceSetAt: Date | string): string {
  return householdDate(new Date(balanceSetAt));
}

/**
 * Whether a payment is history already inside the balance a person set (decision 058): one
 * dated before the day the balance was set, as a statement counts what was paid before it.
 * Such a payment stays on its expense and never moves the account. An undated payment cannot
 * be placed before or after, so it moves the balance when it is recorded, as always.
 */
export function paidBeforeBalanceSet(paidOn: string | null, balanceSetAt: Date | string): boolean {
  return paidOn !== null && paidOn < balanceSetDay(balanceSetAt);
}

/**
 * The owner options: the household's members with 'Joint' after the first two ({name},
 * {name}, Joint, {name}; docs/domain.md#household-members).
 */
export function ownerOptions(members: readonly string[]): string[] {
  return [...members.slice(0, 2), JOINT_OWNER, ...members.slice(2)];
}
