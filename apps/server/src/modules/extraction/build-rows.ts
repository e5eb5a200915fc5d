import { randomUUID } from 'node:crypto';
import {
  type AddVat,
  computeExpenseTotals,
  sumPounds,
  toPence,
  VAT_RATE_PERCENT,
} from '@hrt/shared/domain/money';
import { INVOICE_NUMBER_MAX_LENGTH } from '@hrt/shared/schemas/expenses';
import type { ExtractedExpense, Reconciliation } from '@hrt/shared/schemas/extraction';
import type { ReceiptPayment } from './parser/receipt.ts';

/** The expense's product field holds at most this many characters. */
const PRODUCT_MAX_LENGTH = 200;

/** An item as either engine reads it, before ids and totals are added. */
export interface ItemDraft {
  description: string;
  product: string;
  quantity: number;
  unitPrice: number;
  tradeDiscount: number;
  discount: number;
  /** Overrides the document's mode for this row (the layout reader's net rows and VAT row). */
  vatMode?: AddVat;
  /** A row standing for a whole receipt ('Receipt from …'): there is no line to name a product. */
  fromSummary?: boolean;
}

export interface DocumentTotals {
  subtotal: number | null;
  vat: number | null;
  total: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What every row of one document shares. */
export interface RowContext {
  roomId: string;
  supplier: string;
  vatMode: AddVat;
  invoiceDate?: string | null;
  invoiceNumber?: string;
  /** A till receipt's payment of its total: each row is offered as paid. */
  paidOnReceipt?: ReceiptPayment | null;
}

/**
 * An expense needs a product: the line's own code when it prints one, else its name (the
 * field's limit is shorter than a description's).
 */
export function productOf(product: string, lineName: string): string {
  return (product.trim() || lineName.trim()).slice(0, PRODUCT_MAX_LENGTH).trim();
}

/**
 * Rows for the review step: a temporary id, room_id, and total_cost from the shared formula.
 * A row of a receipt that shows its total paid is offered as paid (amount paid = its total),
 * for the person to confirm or clear; no account is ever chosen for them.
 */
export function buildRows(items: ItemDraft[], context: RowContext): ExtractedExpense[] {
  return items.map((item) => {
    const amounts = {
      quantity: round2(item.quantity),
      rrp: round2(item.unitPrice),
      trade_discount: round2(item.tradeDiscount),
      discount: round2(item.discount),
      add_vat: item.vatMode ?? context.vatMode,
      vat_rate: VAT_RATE_PERCENT,
      amount_paid: 0,
    };
    const totalCost = computeExpenseTotals(amounts).total_cost;
    const paidOnReceipt = context.paidOnReceipt && totalCost > 0 ? context.paidOnReceipt : null;
    return {
      id: randomUUID(),
      room_id: context.roomId,
      description: item.description.slice(0, 1000),
      supplier: context.supplier.slice(0, 200),
      product: item.fromSummary ? item.product : productOf(item.product, item.description),
      ...amounts,
      amount_paid: paidOnReceipt ? totalCost : 0,
      paid_on_receipt: paidOnReceipt,
      invoice_date: context.invoiceDate ?? null,
      invoice_number: (context.invoiceNumber ?? '').slice(0, INVOICE_NUMBER_MAX_LENGTH),
      link: '',
      committed: true,
      total_cost: totalCost,
    };
  });
}

/**
 * Compares the rows with the document's own figures. PLUS_VAT rows round VAT per row while an
 * invoice rounds it once, so up to a penny per row is still a match.
 */
export function reconcile(
  rows: ExtractedExpense[],
  totals: DocumentTotals,
  currency: string,
): Reconciliation {
  const rowsTotal = sumPounds(rows.map((row) => row.total_cost));
  const base = {
    rows_total: rowsTotal,
    document_subtotal: totals.subtotal,
    document_vat: totals.vat,
    document_total: totals.total,
  };
  const money = (value: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(value);
  if (totals.total === null) {
    return {
      ...base,
      status: 'no_totals',
      message: 'The document shows no total to check the rows against.',
    };
  }
  const tolerance = rows.some((row) => row.add_vat === 'PLUS_VAT') ? rows.length : 0;
  if (Math.abs(toPence(rowsTotal) - toPence(totals.total)) > tolerance) {
    return {
      ...base,
      status: 'mismatch',
      message: `The rows add up to ${money(rowsTotal)}, but the document's total is ${money(totals.total)}. Check the rows before adding them.`,
    };
  }
  if (
    totals.subtotal !== null &&
    totals.vat !== null &&
    toPence(totals.subtotal) + toPence(totals.vat) !== toPence(totals.total) &&
    rows.some((row) => row.add_vat === 'PLUS_VAT')
  ) {
    return {
      ...base,
      status: 'mismatch',
      message: `The document's subtotal ${money(totals.subtotal)} plus VAT ${money(totals.vat)} is not its total ${money(totals.total)}.`,
    };
  }
  return { ...base, status: 'matched', message: null };
}
