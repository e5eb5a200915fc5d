import { type AddVat, computeExpenseTotals } from '@hrt/shared/domain/money';
import type { DocumentFigures, ParsedItem } from './line-items.ts';
import { toCents } from './number-format.ts';

/** An item as the table prints it (its line total may be net or gross). */
export interface PrintedItem {
  description: string;
  product: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** An amount off the line, when the reader saw one (a model's answer does). */
  discount?: number;
}

/** A line below the items that changes what is paid: delivery, a charge, a discount, rounding. */
export interface PrintedExtra {
  label: string;
  /** Signed: a discount is negative. */
  value: number;
}

export interface PrintedFigures {
  /** Every sub-total (net) amount printed, in order. */
  subtotals: number[];
  /** Every VAT amount printed (breakdown lines and a VAT total alike), in order. */
  vats: number[];
  /** Every total amount printed, in order (a total before and an amount due after payments). */
  totals: number[];
}

export interface ChosenRows {
  items: ParsedItem[];
  figures: DocumentFigures;
  vatMode: AddVat;
  reconciled: boolean;
}

const MAX_EXTRAS = 6;

/**
 * Chooses the rows so they add up to the document's own figures: the items, with the printed
 * delivery, charge and discount lines that make the sum come out (all of them first), compared
 * with the net sub-total (then VAT is a row of its own, or the app's + VAT when that gives the
 * total to the cent) or with the gross total (prices include VAT). When nothing adds up the
 * items and every extra are returned unreconciled, for the review step to show the mismatch.
 */
export function chooseRows(
  items: PrintedItem[],
  extras: PrintedExtra[],
  printed: PrintedFigures,
): ChosenRows {
  const itemCents = items.reduce((sum, item) => sum + toCents(item.lineTotal), 0);
  const usable = extras.slice(0, MAX_EXTRAS);
  const subtotals = new Set(printed.subtotals.map(toCents));
  const totals = printed.totals.map(toCents);
  const vats = vatOptions(printed.vats.map(toCents));
  const hasVat = printed.vats.some((value) => value !== 0);
  for (const subset of subsetsLargestFirst(usable.length)) {
    const chosen = subset.map((index) => usable[index]!);
    const x = itemCents + chosen.reduce((sum, extra) => sum + toCents(extra.value), 0);
    const grossFromVat = totals.find((total) => vats.has(total - x) && total - x > 0);
    if (subtotals.has(x) || grossFromVat !== undefined) {
      const gross =
        grossFromVat ?? totals.find((total) => total > x && total - x <= Math.round(x * 0.27));
      return netRows(items, chosen, x, gross);
    }
    if (totals.includes(x)) {
      const mode: AddVat = hasVat ? 'INC_VAT' : 'NO_VAT';
      return {
        items: drafts([...items, ...chosen], mode),
        figures: { subtotal: null, vat: hasVat ? sumVat(printed.vats) : null, total: x / 100 },
        vatMode: mode,
        reconciled: true,
      };
    }
  }
  const total = totals[0];
  return {
    items: drafts([...items, ...usable], 'NO_VAT'),
    figures: {
      subtotal: printed.subtotals[0] ?? null,
      vat: hasVat ? sumVat(printed.vats) : null,
      total: total !== undefined ? total / 100 : (printed.subtotals[0] ?? null),
    },
    vatMode: 'NO_VAT',
    reconciled: false,
  };
}

/**
 * Net rows: the app's + VAT (20 %, rounded per row) when that reproduces the gross total to the
 * cent, otherwise the net rows and the VAT as a row of its own, so the rows add up to what is paid.
 */
function netRows(
  items: PrintedItem[],
  chosen: PrintedExtra[],
  netCents: number,
  grossCents: number | undefined,
): ChosenRows {
  const all = [...items, ...chosen];
  const net = netCents / 100;
  if (grossCents === undefined || grossCents === netCents) {
    return {
      items: drafts(all, 'NO_VAT'),
      figures: { subtotal: net, vat: null, total: net },
      vatMode: 'NO_VAT',
      reconciled: true,
    };
  }
  const vat = (grossCents - netCents) / 100;
  const figures = { subtotal: net, vat, total: grossCents / 100 };
  const plusVat = drafts(all, 'PLUS_VAT');
  const plusVatCents = plusVat.reduce((sum, item) => sum + rowCents(item, 'PLUS_VAT'), 0);
  if (plusVatCents === grossCents) {
    return { items: plusVat, figures, vatMode: 'PLUS_VAT', reconciled: true };
  }
  // The rate is named only when one whole rate gives the VAT (mixed rates do not).
  const rate = Math.round((vat / net) * 100);
  const oneRate = rate > 0 && rate < 30 && toCents((netCents * rate) / 10_000) === toCents(vat);
  const vatRow = toDraft({ label: oneRate ? `VAT ${rate} %` : 'VAT', value: vat }, 'NO_VAT');
  return {
    items: [...drafts(all, 'NO_VAT'), vatRow],
    figures,
    vatMode: 'NO_VAT',
    reconciled: true,
  };
}

/**
 * Rows for printed lines, and a rounding row when prices printed with more than two decimals
 * leave the rows a few cents short of the lines' own totals.
 */
function drafts(list: Array<PrintedItem | PrintedExtra>, mode: AddVat): ParsedItem[] {
  const rows = list.map((item) => toDraft(item, mode));
  const short = rows.reduce(
    (sum, row) => sum + toCents(row.lineTotal) - rowCents(row, 'NO_VAT'),
    0,
  );
  if (short <= 0) return rows;
  return [...rows, toDraft({ label: 'Rounding', value: short / 100 }, mode)];
}

/** A row whose quantity x price - discount is the printed line total (to a few cents). */
function toDraft(item: PrintedItem | PrintedExtra, vatMode: AddVat): ParsedItem {
  if ('label' in item) {
    return lineDraft(item.label, '', 1, item.value, item.value, vatMode);
  }
  const { description, product, quantity, unitPrice, lineTotal } = item;
  const draft = lineDraft(description, product, quantity, unitPrice, lineTotal, vatMode);
  if (draft.quantity === quantity || !item.discount) return draft;
  // A printed discount explains the difference: keep quantity, price and discount as printed.
  const printed = { ...draft, quantity, unitPrice, discount: item.discount };
  const whole = Number.isInteger(Math.round(unitPrice * 1e6) / 1e4);
  return whole && rowCents(printed, 'NO_VAT') === toCents(lineTotal) ? printed : draft;
}

function lineDraft(
  description: string,
  product: string,
  quantity: number,
  unitPrice: number,
  lineTotal: number,
  vatMode: AddVat,
): ParsedItem {
  const base = { description, product, tradeDiscount: 0, lineTotal, vatMode };
  const lineCents = toCents(lineTotal);
  const q = Math.round(quantity * 100) / 100;
  const exact = { ...base, quantity: q, unitPrice: Math.round(unitPrice * 100) / 100, discount: 0 };
  if (q > 0 && q === quantity && rowCents(exact, 'NO_VAT') === lineCents) return exact;
  // A price printed with more decimals (3,3333 x 3 = 10,00): the row keeps the price to the
  // cent; a few cents over become a discount, a few cents short go to one rounding row.
  const over = rowCents(exact, 'NO_VAT') - lineCents;
  if (q > 0 && q === quantity && Math.abs(over) <= Math.max(2, Math.round(q))) {
    return over >= 0 ? { ...exact, discount: over / 100 } : exact;
  }
  // A negative line (a discount row) or odd quantities: one of the line's total.
  return { ...base, quantity: 1, unitPrice: lineTotal, discount: 0 };
}

function rowCents(item: ParsedItem, mode: AddVat): number {
  const totals = computeExpenseTotals({
    quantity: item.quantity,
    rrp: item.unitPrice,
    trade_discount: item.tradeDiscount,
    discount: item.discount,
    add_vat: mode,
    amount_paid: 0,
  });
  return toCents(totals.total_cost);
}

/** A VAT figure may be one line, all the breakdown lines, or those without a closing VAT total. */
function vatOptions(cents: number[]): Set<number> {
  const options = new Set<number>(cents);
  const sum = cents.reduce((a, b) => a + b, 0);
  options.add(sum);
  if (cents.length > 1) options.add(sum - cents[cents.length - 1]!);
  const distinct = [...new Set(cents)];
  options.add(distinct.reduce((a, b) => a + b, 0));
  options.delete(0);
  return options;
}

function sumVat(values: number[]): number {
  return [...new Set(values.map(toCents))].reduce((a, b) => a + b, 0) / 100;
}

/** Index subsets of 0..n-1, the largest first (all extras, then all but one, ...). */
function subsetsLargestFirst(n: number): number[][] {
  const subsets: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const subset: number[] = [];
    for (let bit = 0; bit < n; bit++) if (mask & (1 << bit)) subset.push(bit);
    subsets.push(subset);
  }
  return subsets.sort((a, b) => b.length - a.length);
}
