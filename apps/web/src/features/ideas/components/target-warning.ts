import { formatCurrency } from '@hrt/shared/format';

/**
 * What Set Target says of a target the price already meets: the alert fires when the price is
 * at or below the target, so such a target alerts at the next check. A warning, not a refusal:
 * someone may want exactly that. Null for a target below the price, an unknown price, or text
 * that is not a price yet.
 */
export function targetAtOrAboveWarning(typed: string, currentPrice: number | null): string | null {
  if (currentPrice === null || typed.trim() === '') return null;
  const target = Number(typed);
  if (!Number.isFinite(target) || target <= 0 || target < currentPrice) return null;
  const where = target === currentPrice ? 'the same as' : 'above';
  return `Your target is ${where} the current price of ${formatCurrency(currentPrice)}: the alert would fire at the next check.`;
}
