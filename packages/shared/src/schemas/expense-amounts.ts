import { MAX_EXPENSE_AMOUNT } from '../domain/money.ts';
import { formatCurrency } from '../format.ts';
import { boundedAmount } from './common.ts';

/** Each money field of an expense: at most the plausible bound (decision 019). */
export const EXPENSE_AMOUNT_TOO_LARGE = `Amounts above ${formatCurrency(MAX_EXPENSE_AMOUNT)} are not plausible for one expense. Check the figure.`;
/** An expense's total (RRP x quantity, less discounts, plus VAT) has the same bound. */
export const EXPENSE_TOTAL_TOO_LARGE = `That total is above ${formatCurrency(MAX_EXPENSE_AMOUNT)}, which is not plausible for one expense. Check the price and quantity.`;
export const expenseAmountSchema = boundedAmount(MAX_EXPENSE_AMOUNT, EXPENSE_AMOUNT_TOO_LARGE);
