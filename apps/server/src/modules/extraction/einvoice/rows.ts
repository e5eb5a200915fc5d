import { randomUUID } from 'node:crypto';
import {
  type AddVat,
  computeExpenseTotals,
  hasAtMostTwoDecimals,
  VAT_RATE_PERCENT,
} from '@hrt/shared/domain/money';
import type {
  EInvoiceInfo,
  EInvoiceLine,
  ExtractedExpense,
  Reconciliation,
} from '@hrt/shared/schemas/extraction';
import { type EInvoice, type EInvoiceEntry, noVatCategories } from './model.ts';

export interface EInvoiceRows {
  expenses: ExtractedExpense[];
  info: EInvoiceInfo;
  reconciliation: Reconciliation;
}

/** An entry with the amounts its row carries, in signed cents. */
interface Priced {
  entry: EInvoiceEntry;
  net: number;
  vat: number;
  rate: number;
  noVat: boolean;
}

const pounds = (value: number) => value / 100;

/** Half away from zero, as invoices round VAT. */
const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value) + 1e-9);

/**
 * Rows from an e-invoice: one per line, allowance and charge, each carrying its share of the
 * invoice's own VAT so that the rows add up to the invoice total to the cent; each row's VAT
 * mode is the one that makes its Total cost its gross amount (see decision 021).
 */
export function einvoiceRows(invoice: EInvoice, roomId: string): EInvoiceRows {
  const sign = invoice.creditNote ? -1 : 1;
  const priced = withVat(invoice, chooseNets(invoice));
  const expenses: ExtractedExpense[] = [];
  const lines: EInvoiceLine[] = [];
  for (const item of priced) {
    const net = item.net * sign;
    const gross = (item.net + item.vat) * sign;
    const row = toRow(invoice, item, net, gross, roomId);
    expenses.push(row);
    lines.push({
      row_id: row.id,
      kind: item.entry.kind,
      name: item.entry.name,
      quantity: item.entry.quantity,
      unit_code: item.entry.unitCode,
      net_unit_price: item.entry.netUnitPrice,
      vat_category: item.entry.vat.category,
      vat_rate: item.entry.vat.rate,
      net_amount: pounds(net),
      vat_amount: pounds(item.vat * sign),
      gross_amount: pounds(gross),
    });
  }
  return {
    expenses,
    info: {
      format: invoice.label,
      in_pdf: invoice.inPdf,
      invoice_number: invoice.number,
      issue_date: invoice.issueDate || null,
      credit_note: invoice.creditNote,
      lines,
    },
    reconciliation: reconcileInvoice(invoice, expenses, sign),
  };
}

/**
 * The entries' net amounts (allowances negative). A line's own amount is used unless the
 * lines then miss the invoice's net total while quantity x price meets it: some generators
 * write a gross amount there by mistake, and the invoice's totals are the authority.
 */
function chooseNets(invoice: EInvoice): Array<{ entry: EInvoiceEntry; net: number }> {
  // Some generators sign an allowance's amount, others do not: an allowance always reduces.
  const signed = (entry: EInvoiceEntry, amount: number) =>
    entry.kind === 'allowance' ? -Math.abs(amount) : amount;
  const printed = invoice.entries.map((entry) => ({ entry, net: signed(entry, entry.netCents) }));
  fillMissingLine(invoice, printed);
  const target = invoice.totals.netCents;
  const sum = (list: Array<{ net: number }>) => list.reduce((total, item) => total + item.net, 0);
  if (target === null || sum(printed) === target) return printed;
  const computed = invoice.entries.map((entry) => ({
    entry,
    net: signed(
      entry,
      entry.kind === 'line' ? (entry.computedNetCents ?? entry.netCents) : entry.netCents,
    ),
  }));
  if (sum(computed) === target) return computed;
  // Prices with four decimals: lines rounded one by one may miss the stated net total by a
  // cent or two. The stated total is what is owed, so the largest lines take the difference.
  let difference = target - sum(printed);
  if (Math.abs(difference) > printed.length) return printed;
  const byAmount = [...printed].sort((a, b) => Math.abs(b.net) - Math.abs(a.net));
  for (let index = 0; difference !== 0; index = (index + 1) % byAmount.length) {
    const step = Math.sign(difference);
    byAmount[index]!.net += step;
    difference -= step;
  }
  return printed;
}

/**
 * A minimal profile may leave the only line without an amount while the totals state it:
 * that line is what the lines' total (BT-106) leaves over.
 */
function fillMissingLine(invoice: EInvoice, nets: Array<{ entry: EInvoiceEntry; net: number }>) {
  const lines = nets.filter((item) => item.entry.kind === 'line');
  const missing = lines.filter(
    (item) => item.entry.netCents === 0 && item.entry.netUnitPrice === null,
  );
  const linesTotal = invoice.totals.linesCents;
  if (missing.length !== 1 || linesTotal === null) return;
  missing[0]!.net = linesTotal - lines.reduce((total, item) => total + item.net, 0);
}

const vatKey = (category: string, rate: number) => `${category}|${rate.toFixed(3)}`;

/**
 * Shares each VAT group's tax (as the invoice states it in its breakdown, else computed) out
 * over the group's entries: each gets its rounded share, the group's rounding difference goes
 * cent by cent to the largest amounts.
 */
function withVat(invoice: EInvoice, nets: Array<{ entry: EInvoiceEntry; net: number }>): Priced[] {
  const rateOf = (entry: EInvoiceEntry) => {
    if (entry.vat.rate !== null) return entry.vat.rate;
    const stated = invoice.taxes.find((tax) => tax.category === entry.vat.category);
    return stated?.rate ?? impliedRate(invoice, nets);
  };
  const priced: Priced[] = nets.map(({ entry, net }) => {
    const rate = rateOf(entry);
    const noVat = rate === 0 || noVatCategories.has(entry.vat.category);
    return { entry, net, rate, noVat, vat: noVat ? 0 : roundCents((net * rate) / 100) };
  });
  const groups = new Map<string, Priced[]>();
  for (const item of priced) {
    if (item.noVat) continue;
    const key = vatKey(item.entry.vat.category, item.rate);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const [key, members] of groups) {
    const stated = invoice.taxes.filter((tax) => vatKey(tax.category, tax.rate ?? -1) === key);
    const implied =
      invoice.taxes.length === 0 && groups.size === 1 ? invoice.totals.taxCents : null;
    if (stated.length === 0 && implied === null) continue;
    const target = implied ?? stated.reduce((total, tax) => total + tax.taxCents, 0);
    let difference = target - members.reduce((total, item) => total + item.vat, 0);
    // A difference larger than a cent a row is not rounding: leave it for reconciliation.
    if (Math.abs(difference) > members.length) continue;
    const byAmount = [...members].sort((a, b) => Math.abs(b.net) - Math.abs(a.net));
    for (let index = 0; difference !== 0; index = (index + 1) % byAmount.length) {
      const step = Math.sign(difference);
      byAmount[index]!.vat += step;
      difference -= step;
    }
  }
  if (priced.length === 0) return [summaryEntry(invoice)];
  return priced;
}

/**
 * No rate anywhere and no VAT breakdown, only a VAT total (ZUGFeRD 1.0 BASIC from some
 * generators): the rate the totals imply, so the VAT total is shared out over the rows.
 */
function impliedRate(invoice: EInvoice, nets: Array<{ net: number }>): number {
  const tax = invoice.totals.taxCents;
  const net = invoice.totals.netCents ?? nets.reduce((total, item) => total + item.net, 0);
  if (invoice.taxes.length > 0 || !tax || !net) return 0;
  return (tax / net) * 100;
}

/** An invoice with no lines (Factur-X MINIMUM, BASIC WL): one row for the whole invoice. */
function summaryEntry(invoice: EInvoice): Priced {
  const net = invoice.totals.netCents ?? invoice.totals.grandCents ?? 0;
  const vat = (invoice.totals.grandCents ?? net) - net;
  return {
    entry: {
      kind: 'line',
      name: `Invoice ${invoice.number}`.trim(),
      productId: '',
      quantity: 1,
      unitCode: '',
      netUnitPrice: pounds(net),
      grossUnitPrice: null,
      netCents: net,
      computedNetCents: null,
      vat: { category: vat ? 'S' : 'O', rate: null },
    },
    net,
    vat,
    rate: net ? (vat / net) * 100 : 0,
    noVat: vat === 0,
  };
}

type Amounts = Pick<
  ExtractedExpense,
  'quantity' | 'rrp' | 'trade_discount' | 'discount' | 'add_vat'
>;

function toRow(
  invoice: EInvoice,
  item: Priced,
  net: number,
  gross: number,
  roomId: string,
): ExtractedExpense {
  const amounts = amountsFor(item, net, gross);
  const row = { ...amounts, amount_paid: 0 };
  return {
    id: randomUUID(),
    room_id: roomId,
    description: describe(invoice, item.entry).slice(0, 1000),
    supplier: invoice.seller.slice(0, 200),
    product: item.entry.productId.slice(0, 200),
    ...row,
    link: '',
    committed: true,
    total_cost: computeExpenseTotals(row).total_cost,
  };
}

function describe(invoice: EInvoice, entry: EInvoiceEntry): string {
  const label =
    entry.kind === 'allowance'
      ? `Discount: ${entry.name}`
      : entry.kind === 'charge'
        ? `Charge: ${entry.name}`
        : entry.name;
  return invoice.creditNote ? `Credit note ${invoice.number}: ${label}` : label;
}

/**
 * The expense fields whose Total cost is exactly the row's gross amount. Standard 20 % VAT:
 * net price + VAT when the spec's 1.2 gives the invoice's VAT to the penny. No VAT (zero rate,
 * exempt, reverse charge, export): the net amount. Any other rate (19 %, 7 %, 5.5 %): the
 * gross amount, Inc VAT. A negative row (credit, discount) is a price of 0 less the amount.
 */
function amountsFor(item: Priced, net: number, gross: number): Amounts {
  const quantity = item.entry.quantity === null ? null : Math.abs(item.entry.quantity);
  if (gross < 0 || (gross === 0 && net < 0)) {
    return {
      quantity: quantity !== null && hasAtMostTwoDecimals(quantity) ? quantity : 1,
      rrp: 0,
      trade_discount: 0,
      discount: pounds(-gross),
      add_vat: item.noVat ? 'NO_VAT' : 'INC_VAT',
    };
  }
  if (item.noVat) return priceFor(item.entry, quantity, net, 'NO_VAT');
  if (item.rate === VAT_RATE_PERCENT) {
    const plus = priceFor(item.entry, quantity, net, 'PLUS_VAT');
    const total = computeExpenseTotals({ ...plus, amount_paid: 0 }).total_cost;
    if (Math.round(total * 100) === gross) return plus;
  }
  return grossPrice(quantity, gross);
}

/** Quantity x price (net or list price less a discount) = the amount, else 1 x the amount. */
function priceFor(
  entry: EInvoiceEntry,
  quantity: number | null,
  amount: number,
  mode: AddVat,
): Amounts {
  if (quantity !== null && quantity > 0 && hasAtMostTwoDecimals(quantity)) {
    for (const price of [entry.netUnitPrice, entry.grossUnitPrice]) {
      if (price === null || price < 0 || !hasAtMostTwoDecimals(price)) continue;
      const base = Math.round(Math.round(price * 100) * quantity);
      if (base >= amount) {
        return {
          quantity,
          rrp: price,
          trade_discount: 0,
          discount: pounds(base - amount),
          add_vat: mode,
        };
      }
    }
  }
  return { quantity: 1, rrp: pounds(amount), trade_discount: 0, discount: 0, add_vat: mode };
}

/** Inc VAT: the quantity kept when the gross amount divides into whole pence per unit. */
function grossPrice(quantity: number | null, gross: number): Amounts {
  if (quantity !== null && quantity > 0 && hasAtMostTwoDecimals(quantity)) {
    const hundredths = Math.round(quantity * 100);
    if ((gross * 100) % hundredths === 0) {
      return {
        quantity,
        rrp: pounds((gross * 100) / hundredths),
        trade_discount: 0,
        discount: 0,
        add_vat: 'INC_VAT',
      };
    }
  }
  return { quantity: 1, rrp: pounds(gross), trade_discount: 0, discount: 0, add_vat: 'INC_VAT' };
}

/** The rows against the invoice's own total; a difference means the XML contradicts itself. */
function reconcileInvoice(
  invoice: EInvoice,
  expenses: ExtractedExpense[],
  sign: number,
): Reconciliation {
  const rowsCents = expenses.reduce((total, row) => total + Math.round(row.total_cost * 100), 0);
  const { netCents, taxCents, grandCents } = invoice.totals;
  const signed = (value: number | null) => (value === null ? null : pounds(value * sign));
  const base = {
    rows_total: pounds(rowsCents),
    document_subtotal: signed(netCents),
    document_vat: signed(taxCents),
    document_total: signed(grandCents),
  };
  if (grandCents === null) {
    return {
      ...base,
      status: 'no_totals',
      message: 'The e-invoice states no total to check the rows against.',
    };
  }
  if (rowsCents === grandCents * sign) return { ...base, status: 'matched', message: null };
  const money = (value: number) =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: invoice.currency || 'EUR',
    }).format(value);
  return {
    ...base,
    status: 'mismatch',
    message: `The e-invoice contradicts itself: its rows add up to ${money(pounds(rowsCents))}, but its total is ${money(pounds(grandCents * sign))}. Check the rows before adding them.`,
  };
}
