import {
  computeExpenseTotals,
  type ExpenseAmounts,
  percentDiscountsToAmounts,
} from '@hrt/shared/domain/money';
import { parseAmountText } from '@hrt/shared/schemas/expense-dialog';

export type DiscountField = 'trade_discount' | 'discount';

/** The row's figures a percentage discount is taken from. */
type DiscountBase = Pick<ExpenseAmounts, 'quantity' | 'rrp' | 'trade_discount'>;

/** '20%', '12.5 %': the percentage typed, or null when the text is not one. */
function percentOf(text: string): number | null {
  const match = /^(.*?)\s*%$/.exec(text.trim());
  if (!match) return null;
  const value = parseAmountText(match[1] ?? '');
  // Above 100 % is no discount of the running amount; refused on save like any bad figure.
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : Number.NaN;
}

/**
 * A discount cell's text as the amount stored: pounds as typed ('£12.50', '12,50'), or a
 * percentage ('20%') turned into pounds by the edit dialog's formula: the trade discount is a
 * percentage of RRP x quantity, the discount a percentage of what is left after the trade
 * discount. Unreadable text is NaN, which the contract refuses on save with its message.
 */
export function discountFromText(text: string, field: DiscountField, row: DiscountBase): number {
  const percent = percentOf(text);
  if (percent === null) return parseAmountText(text);
  if (Number.isNaN(percent)) return Number.NaN;
  if (field === 'trade_discount') {
    return percentDiscountsToAmounts({
      quantity: row.quantity,
      rrp: row.rrp,
      trade_discount_percent: percent,
      discount_percent: 0,
    }).trade_discount;
  }
  // The running amount after the trade discount, in pounds: the base the dialog uses.
  const afterTrade = computeExpenseTotals({
    ...row,
    discount: 0,
    add_vat: 'NO_VAT',
    amount_paid: 0,
  }).total_cost;
  return percentDiscountsToAmounts({
    quantity: 1,
    rrp: afterTrade,
    trade_discount_percent: 0,
    discount_percent: percent,
  }).discount;
}
