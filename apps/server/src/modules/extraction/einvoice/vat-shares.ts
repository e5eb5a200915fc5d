import { type EInvoice, type EInvoiceEntry, noVatCategories } from './model.ts';

/** An entry with the amounts its row carries, in signed cents. */
export interface Priced {
  entry: EInvoiceEntry;
  net: number;
  vat: number;
  rate: number;
  noVat: boolean;
}

const pounds = (value: number) => value / 100;

/** Half away from zero, as invoices round VAT. */
const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value) + 1e-9);

/** The entries with their signed net amounts and VAT shares, in cents (see decision 021). */
export function priceEntries(invoice: EInvoice): Priced[] {
  return withVat(invoice, chooseNets(invoice));
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
