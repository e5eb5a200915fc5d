import { randomUUID } from 'node:crypto';
import {
  type AddVat,
  computeExpenseTotals,
  hasAtMostTwoDecimals,
  VAT_RATE_PERCENT,
  type VatRate,
  vatRates,
} from '@hrt/shared/domain/money';
import { INVOICE_NUMBER_MAX_LENGTH } from '@hrt/shared/schemas/expenses';
import type {
  EInvoiceInfo,
  EInvoiceLine,
  ExtractedExpense,
  Reconciliation,
} from '@hrt/shared/schemas/extraction';
import { productOf } from '../build-rows.ts';
import type { EInvoice, EInvoiceEntry } from './model.ts';
import { type Priced, priceEntries } from './vat-shares.ts';

export interface EInvoiceRows {
  expenses: ExtractedExpense[];
  info: EInvoiceInfo;
  reconciliation: Reconciliation;
}

const pounds = (value: number) => value / 100;

/**
 * Rows from an e-invoice: one per line, allowance and charge, each carrying its share of the
 * invoice's own VAT so that the rows add up to the invoice total to the cent; each row's VAT
 * mode is the one that makes its Total cost its gross amount (see decision 021).
 */
export function einvoiceRows(invoice: EInvoice, roomId: string): EInvoiceRows {
  const sign = invoice.creditNote ? -1 : 1;
  const priced = priceEntries(invoice);
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
  const vatRate = vatRateOf(item);
  const amounts = amountsFor(item, net, gross, vatRate);
  const row = { ...amounts, vat_rate: vatRate, amount_paid: 0 };
  return {
    id: randomUUID(),
    room_id: roomId,
    description: describe(invoice, item.entry).slice(0, 1000),
    supplier: invoice.seller.slice(0, 200),
    product: productOf(item.entry.productId, item.entry.name),
    ...row,
    paid_on_receipt: null,
    invoice_date: invoice.issueDate || null,
    invoice_number: invoice.number.trim().slice(0, INVOICE_NUMBER_MAX_LENGTH),
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
 * The row's VAT rate: the line's when an expense can carry it (20, 5 or 0 %), else
 * the standard 20 % (a 19 % or 7 % line keeps its gross amount, Inc VAT, as before).
 */
function vatRateOf(item: Priced): VatRate {
  return (vatRates as readonly number[]).includes(item.rate)
    ? (item.rate as VatRate)
    : VAT_RATE_PERCENT;
}

/**
 * The expense fields whose Total cost is exactly the row's gross amount. 20 % or 5 % VAT: net
 * price + VAT when the rate gives the invoice's VAT to the penny. No VAT (zero rate, exempt,
 * reverse charge, export): the net amount. Any other rate (19 %, 7 %, 5.5 %), or a VAT the
 * rate does not give to the penny: the gross amount, Inc VAT. A negative row (credit,
 * discount) is a price of 0 less the amount.
 */
function amountsFor(item: Priced, net: number, gross: number, vatRate: VatRate): Amounts {
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
  if (item.rate === vatRate && vatRate > 0) {
    const plus = priceFor(item.entry, quantity, net, 'PLUS_VAT');
    const total = computeExpenseTotals({ ...plus, vat_rate: vatRate, amount_paid: 0 }).total_cost;
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
