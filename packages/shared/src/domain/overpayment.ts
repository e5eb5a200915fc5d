import { formatCurrency } from '../format.ts';
import { toPence, toPounds } from './money.ts';

/**
 * How much a payment goes beyond what is still due, in pounds (0 when it does not). What is due
 * counts as nothing once it is below zero: a credit or an expense paid in full owes nothing.
 */
export function overpaymentBy(amount: number, due: number): number {
  return toPounds(Math.max(0, toPence(amount) - Math.max(0, toPence(due))));
}

/** The form's words next to an amount that pays more than is due. */
export function overpaymentHint(amount: number, due: number): string {
  return `Check the amount: this is ${formatCurrency(overpaymentBy(amount, due))} more than is due.`;
}

/** The API's words when it refuses an overpayment that was not confirmed. */
export function overpaymentMessage(amount: number, due: number): string {
  const over = formatCurrency(overpaymentBy(amount, due));
  const owed = formatCurrency(toPounds(Math.max(0, toPence(due))));
  return `This payment of ${formatCurrency(amount)} is ${over} more than the ${owed} due.`;
}
