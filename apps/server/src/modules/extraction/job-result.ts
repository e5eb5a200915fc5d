import { AppError } from '@hrt/shared/errors';
import type { ExtractionResult } from '@hrt/shared/schemas/extraction';
import { buildRows, reconcile } from './build-rows.ts';
import { einvoiceRows } from './einvoice/rows.ts';
import { findInvoiceDate } from './parser/invoice-date.ts';
import { findInvoiceNumber } from './parser/invoice-number.ts';
import type { JobOutcome } from './reader/job-types.ts';

type JobReading = Extract<JobOutcome, { ok: true }>;

/**
 * The review step's answer from a read document, without a model: the one step from a worker
 * job's outcome to rows, shared by the route and `npm run eval:extraction` so the evaluation
 * scores exactly what the app returns. The expenses stored before from the same document are the
 * route's to add (they need the database).
 */
export function resultFromJob(reading: JobReading, roomId: string): ExtractionResult {
  const { document, parsed, einvoice } = reading;
  if (einvoice) {
    const rows = einvoiceRows(einvoice, roomId);
    if (rows.expenses.length === 0) throw noExpensesFound();
    return {
      source: 'einvoice',
      pages: document.pages,
      currency: einvoice.currency || 'EUR',
      expenses: rows.expenses,
      supplier: einvoice.seller,
      engine: 'builtin',
      reconciliation: rows.reconciliation,
      einvoice: rows.info,
      einvoice_notice: null,
      earlier_expenses: [],
    };
  }
  const expenses = buildRows(parsed.items, {
    roomId,
    supplier: parsed.supplier,
    vatMode: parsed.vatMode,
    invoiceDate: findInvoiceDate(document.text),
    invoiceNumber: findInvoiceNumber(document.text),
    paidOnReceipt: parsed.paidOnReceipt ?? null,
  });
  if (expenses.length === 0) throw noExpensesFound();
  return {
    source: document.source,
    pages: document.pages,
    currency: parsed.currency,
    expenses,
    supplier: parsed.supplier,
    engine: 'builtin',
    reconciliation: reconcile(expenses, parsed, parsed.currency),
    einvoice: null,
    einvoice_notice: reading.einvoiceNotice ?? null,
    earlier_expenses: [],
  };
}

function noExpensesFound() {
  return new AppError(
    'no_expenses_found',
    'No expenses were found in this document. Check that it is an invoice or receipt, or add the expenses by hand.',
  );
}
