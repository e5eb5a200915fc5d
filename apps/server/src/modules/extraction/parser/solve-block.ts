/**
 * One item's figures solved: its line total, and the quantity and unit price whose product it
 * is (or that explain it with the allowances printed under it, or a tax inside it).
 */
import type { PrintedExtra } from './choose-rows.ts';
import { toCents } from './number-format.ts';
import type { ColumnKind } from './table-header.ts';

/** One item line as the table prints it, amounts in the document's currency. */
export interface TableItem {
  description: string;
  product: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** An amount off the line, from a discount column. */
  discount?: number;
  /**
   * The tax inside a line total printed gross beside a net price (1 x 1.000,00 net, 1.163,40
   * in the amount column): the line total is then the net amount and this is set aside.
   */
  taxInLine?: number;
}

export interface NumberCell {
  column: ColumnKind;
  value: number;
  percent: boolean;
  /** A quantity with a unit ("3 m²"): never a price. */
  unitWord: boolean;
  decimals: number;
  x: number;
}

export interface Block {
  text: string[];
  code: string[];
  numbers: NumberCell[];
  lastNumberY: number;
  lastY: number;
  /** Where the description's last line is; null until the block has one. */
  descriptionY: number | null;
  /** A gap ended the description: later text is a note, not the item's name. */
  descriptionClosed: boolean;
  page: number;
  /** Discount lines printed under the item: they may explain its line total. */
  allowances: PrintedExtra[];
  /** Set when the allowances were taken into the item's own discount. */
  allowancesUsed?: boolean;
}

/** Within a cent per unit of quantity: unit prices printed with four decimals round. */
function holds(quantity: number, unit: number, total: number): boolean {
  const tolerance = Math.max(1, Math.abs(quantity) * 0.01);
  return Math.abs(toCents(quantity * unit) - toCents(total)) <= Math.min(tolerance, 2);
}

/**
 * The block's line total is the figure in the amount column (else its last figure); its
 * quantity and unit price the pair whose product is the total, the columns' own kinds first.
 */
export function solveBlock(
  block: Block,
  hasAmountColumn: boolean,
  centsElsewhere: boolean,
): TableItem | null {
  const figures = block.numbers.filter(
    (cell) => (!cell.percent || cell.column === 'discount') && cell.column !== 'vat',
  );
  if (figures.length === 0) return null;
  const amountCells = figures.filter((cell) => cell.column === 'amount' && !cell.unitWord);
  const priced = figures.filter((cell) => !cell.unitWord).sort((a, b) => a.x - b.x);
  // A count alone ("1 Stk" under a price basis) is no line of its own.
  const total = amountCells.at(-1) ?? priced.at(-1);
  if (!total) return null;
  // A bare count outside the amount column (a discount's number, a day count) is no line total.
  if (hasAmountColumn && total.column !== 'amount' && total.decimals === 0) return null;
  const rest = figures.filter((cell) => cell !== total);
  const quantityFirst = [...rest].sort(
    (a, b) => rank(a, 'quantity') - rank(b, 'quantity') || a.x - b.x,
  );
  const priceFirst = [...rest].sort((a, b) => rank(a, 'price') - rank(b, 'price') || a.x - b.x);
  let found: { quantity: number; unitPrice: number; discount?: number } | null = null;
  // A discount column: quantity x price - discount (an amount, or a percentage) = total.
  const off = rest.find((cell) => cell.column === 'discount');
  const candidates = priceFirst.filter((cell) => cell !== off);
  for (const price of candidates) {
    if (price.unitWord) continue;
    for (const quantity of quantityFirst) {
      if (quantity === price || quantity === off) continue;
      const gross = quantity.value * price.value;
      const discount = !off
        ? 0
        : off.percent
          ? Math.round(gross * off.value) / 100
          : Math.abs(off.value);
      if (holds(quantity.value, price.value, total.value + discount)) {
        found = { quantity: quantity.value, unitPrice: price.value, discount };
        break;
      }
    }
    if (found) break;
  }
  // A whole number in a table priced in cents, that no quantity and price make, is no total.
  if (!found && total.decimals === 0 && centsElsewhere) return null;
  const allowance = -block.allowances.reduce((sum, extra) => sum + extra.value, 0);
  if (!found && total.value !== 0 && allowance > 0) {
    // Allowances printed under the item ("Abschlag Lagerware -100,00") explain its total:
    // quantity x price - allowances = line total. They are the row's discount, not rows.
    const quantity = rest.find((cell) => cell.column === 'quantity' && cell.value > 0);
    const price = rest.find((cell) => cell.column === 'price' && !cell.unitWord);
    if (quantity && price && holds(quantity.value, price.value, total.value + allowance)) {
      found = { quantity: quantity.value, unitPrice: price.value, discount: allowance };
      block.allowancesUsed = true;
    }
  }
  let taxInLine: number | undefined;
  if (!found && total.value > 0 && total.column === 'amount') {
    // Gross over net: the line total is the net price x quantity plus a tax of 4-28 % (an
    // insurance premium "including 19 % insurance tax"). The row keeps the net figures; the
    // tax becomes a row of its own, so the rows still add up to what is paid.
    const quantity = rest.find((cell) => cell.column === 'quantity' && cell.value > 0);
    const price = rest.find((cell) => cell.column === 'price' && !cell.unitWord);
    const net = quantity && price ? quantity.value * price.value : 0;
    const ratio = net > 0 ? total.value / net : 0;
    if (quantity && price && ratio >= 1.04 && ratio <= 1.28) {
      found = { quantity: quantity.value, unitPrice: price.value };
      taxInLine = (toCents(total.value) - toCents(net)) / 100;
    }
  }
  if (!found && total.value !== 0) {
    // The table's own quantity and price a few cents off the total (a price rounded for print:
    // 20 x 2,77 = 55,46): printed as they are; the cents go to the rounding row.
    const quantity = rest.find((cell) => cell.column === 'quantity' && cell.value > 0);
    const price = rest.find((cell) => cell.column === 'price' && !cell.unitWord);
    const product = quantity && price ? quantity.value * price.value : 0;
    if (product > 0 && Math.abs(product - total.value) <= Math.abs(total.value) * 0.01) {
      found = { quantity: quantity!.value, unitPrice: price!.value };
    }
  }
  if (!found && total.value !== 0) {
    const price = priceFirst.find((cell) => !cell.unitWord && cell.value === total.value);
    if (
      price ||
      rest.length === 0 ||
      rest.every((cell) => cell.column === 'quantity' && cell.value === 1)
    ) {
      found = { quantity: 1, unitPrice: total.value };
    }
  }
  if (!found && total.column === 'amount' && total.value !== 0) {
    // No product fits (a price printed before a surcharge): the line's total is what it costs.
    const quantity = rest.find((cell) => cell.column === 'quantity' && cell.value > 0)?.value ?? 1;
    found = { quantity, unitPrice: Math.round((total.value / quantity) * 10_000) / 10_000 };
  }
  const description = itemName(block.text);
  // A line at 0,00 ("as agreed, free of charge") is still a line of the invoice.
  if (!found || !/\p{L}{2,}/u.test(description)) return null;
  return {
    description: description.slice(0, 300),
    product: block.code.find((code) => /\p{L}|\d{4,}/u.test(code) && !/^\d{1,3}$/.test(code)) ?? '',
    ...found,
    lineTotal: taxInLine === undefined ? total.value : total.value - taxInLine,
    ...(taxInLine === undefined ? {} : { taxInLine }),
  };
}

/**
 * The item's name: its description lines, or, when the first line reads "Name: details"
 * ("Luftballon: Bunt, ca. 500ml"), the name before the colon, as the invoice's own data names
 * the item.
 */
function itemName(lines: string[]): string {
  const text = lines.join(' ').replace(/\s+/g, ' ').trim();
  const named = lines[0]?.match(/^([^:\d]{3,40}?)\s*:\s+\p{L}/u);
  const name = named?.[1]?.trim() ?? '';
  return name.split(' ').length <= 4 && /\p{L}{3,}/u.test(name) ? name : text;
}

/** Which cells to try first: the column's own, then by shape (a price has cents, a count not). */
function rank(cell: NumberCell, wanted: ColumnKind): number {
  if (cell.column === wanted) return 0;
  if (wanted === 'quantity') return cell.unitWord ? 1 : cell.decimals === 0 ? 2 : 3;
  return cell.decimals >= 2 ? 1 : 2;
}
