import { z } from 'zod';
import { addVatSchema, expenseSchema } from './expenses.ts';

/**
 * One row read from an invoice or receipt: a temporary id, room_id and
 * total_cost (from the shared money formula) plus the fields extraction returns. Nothing is
 * stored until the user adds the rows on /expenses and saves them.
 */
const extractedExpenseSchema = expenseSchema
  .pick({
    id: true,
    room_id: true,
    description: true,
    supplier: true,
    product: true,
    quantity: true,
    rrp: true,
    trade_discount: true,
    discount: true,
    add_vat: true,
    vat_rate: true,
    /** The invoice's date as the document states it, or null. */
    invoice_date: true,
    /** The invoice's or receipt's number as printed, or empty. */
    invoice_number: true,
    amount_paid: true,
    link: true,
    committed: true,
    total_cost: true,
  })
  // The room the document was uploaded for: extraction's own field, not the expenses' old alias.
  .extend({
    room_id: z.uuid(),
    /**
     * How a till receipt says its total was paid ('card' or 'cash'), null when it does not. The
     * row's amount_paid is then its total, offered for the person to confirm or clear.
     */
    paid_on_receipt: z.enum(['card', 'cash']).nullable(),
  });
export type ExtractedExpense = z.infer<typeof extractedExpenseSchema>;

const extractionEngines = ['builtin', 'openai'] as const;

/**
 * How the rows compare with the document's own figures. 'mismatch' is shown on the review
 * step rather than hidden; 'no_totals' means the document printed no total to check against.
 */
const reconciliationSchema = z.object({
  status: z.enum(['matched', 'mismatch', 'no_totals']),
  rows_total: z.number(),
  document_subtotal: z.number().nullable(),
  document_vat: z.number().nullable(),
  document_total: z.number().nullable(),
  message: z.string().nullable(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/**
 * One row's line as the e-invoice gives it, exactly (the row itself may round: an expense's
 * price has two decimals and one VAT multiplier). Shown beside the row on the review step.
 */
const einvoiceLineSchema = z.object({
  row_id: z.uuid(),
  kind: z.enum(['line', 'allowance', 'charge']),
  name: z.string(),
  quantity: z.number().nullable(),
  unit_code: z.string(),
  net_unit_price: z.number().nullable(),
  vat_category: z.string(),
  vat_rate: z.number().nullable(),
  net_amount: z.number(),
  vat_amount: z.number(),
  gross_amount: z.number(),
});
export type EInvoiceLine = z.infer<typeof einvoiceLineSchema>;

/** What the review step says about an e-invoice (Factur-X, ZUGFeRD, XRechnung, UBL). */
const einvoiceInfoSchema = z.object({
  /** 'Factur-X / ZUGFeRD 2', 'ZUGFeRD 1.0', 'XRechnung (CII)', 'XRechnung (UBL)', 'UBL'. */
  format: z.string(),
  /** True when the XML came attached to a PDF, false for an uploaded XML file. */
  in_pdf: z.boolean(),
  invoice_number: z.string(),
  /** YYYY-MM-DD, null when the XML has none. */
  issue_date: z.string().nullable(),
  /** A credit note (type 381 and its kin): its rows are negative. */
  credit_note: z.boolean(),
  lines: z.array(einvoiceLineSchema),
});
export type EInvoiceInfo = z.infer<typeof einvoiceInfoSchema>;

/**
 * An expense stored before that this document may repeat: read from the same file (its
 * SHA-256, computed by the server from the upload) or carrying the same invoice number from the
 * same supplier.
 */
const earlierExpenseSchema = z.object({
  id: z.uuid(),
  component_id: z.uuid(),
  description: z.string(),
  supplier: z.string(),
  invoice_number: z.string(),
  invoice_date: z.string().nullable(),
  total_cost: z.number(),
  reason: z.enum(['same_document', 'same_invoice_number']),
});
export type EarlierExpense = z.infer<typeof earlierExpenseSchema>;

export const extractionResultSchema = z.object({
  expenses: z.array(extractedExpenseSchema),
  /** Which engine produced the rows: the built-in parser or the configured model. */
  engine: z.enum(extractionEngines),
  /**
   * Where the rows came from: the PDF's text layer, OCR of an image or a scanned page, or the
   * e-invoice XML a PDF carries (or an uploaded XML file).
   */
  source: z.enum(['pdf_text', 'ocr', 'einvoice']),
  pages: z.number().int(),
  supplier: z.string(),
  /** ISO 4217 code printed on the document (GBP when none is found). */
  currency: z.string(),
  reconciliation: reconciliationSchema,
  /** Set when the rows were read from an e-invoice. */
  einvoice: einvoiceInfoSchema.nullable(),
  /** Why a PDF's attached e-invoice was not used (it was read by its layout instead). */
  einvoice_notice: z.string().nullable(),
  /** Expenses already stored from this document or this invoice: a warning, never a refusal. */
  earlier_expenses: z.array(earlierExpenseSchema),
});
export type ExtractionResult = z.infer<typeof extractionResultSchema>;

export const extractionFieldsSchema = z.object({
  room_id: z.uuid('Please select a room'),
});

/** Accepted files. */
export const extractionAccept = '.pdf,.jpg,.jpeg,.png,.xml';

/**
 * What a model must answer with (OpenAI-compatible engine): plain rows without ids; the server
 * adds ids, room_id and total_cost, and checks the rows against the document's totals.
 */
export const modelExtractionSchema = z.object({
  supplier: z.string().max(200).default(''),
  items: z
    .array(
      z.object({
        description: z.string().min(1).max(1000),
        product: z.string().max(200).default(''),
        quantity: z.number().positive().max(1_000_000),
        unit_price: z.number().min(0).max(1_000_000_000),
        discount: z.number().min(0).max(1_000_000_000).default(0),
        line_total: z.number().min(0).max(1_000_000_000),
      }),
    )
    .max(500),
  vat_mode: addVatSchema,
  subtotal: z.number().nullable().default(null),
  vat: z.number().nullable().default(null),
  total: z.number().nullable().default(null),
});
export type ModelExtraction = z.infer<typeof modelExtractionSchema>;
