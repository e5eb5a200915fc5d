import { createHash } from 'node:crypto';
import { AppError } from '@hrt/shared/errors';
import type { ExtractionResult } from '@hrt/shared/schemas/extraction';
import { type ChatModel, chatModelFromConfig } from '../../ai/openai-compatible.ts';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import type { Logger } from '../../http/logger.ts';
import { findEarlierExpenses } from '../expenses/earlier-expenses.ts';
import { checkWritableComponent } from '../expenses/service.ts';
import type { PendingFile } from '../files/uploads.ts';
import { buildRows, reconcile } from './build-rows.ts';
import { xmlContentTypes } from './einvoice/job-hook.ts';
import { resultFromJob } from './job-result.ts';
import { extractWithModel, modelPrintedItems, referenceFigures } from './model-engine.ts';
import { chooseRows } from './parser/choose-rows.ts';
import { findInvoiceDate } from './parser/invoice-date.ts';
import { findInvoiceNumber } from './parser/invoice-number.ts';
import type { ParsedDocument } from './parser/parse-document.ts';
import type { JobOutcome } from './reader/job-types.ts';
import { runExtractionJob } from './reader/run-job.ts';

/**
 * The files extraction reads (.pdf, .jpg, .jpeg, .png) and e-invoice XML (decision 021); the
 * upload check also lets other images by.
 */
const readableTypes = ['application/pdf', 'image/jpeg', 'image/png', ...xmlContentTypes];

/**
 * What extraction uses of the app context, and the request's logger for what it drops on the
 * way (a document it cannot read, a model answer it rejects).
 */
export type ExtractionDeps = Pick<AppContext, 'config' | 'database' | 'fileStore' | 'metrics'> & {
  log: Logger;
};

export interface ExtractionInput {
  roomId: string;
  /** The uploaded document, already checked (type by magic bytes, size) by the files module. */
  file: PendingFile;
}

/**
 * Reads expenses from an invoice or receipt for the review step. Stores nothing: the rows only
 * become expenses when the user adds and saves them on /expenses.
 */
export async function extractExpenses(
  deps: ExtractionDeps,
  principal: Principal,
  input: ExtractionInput,
): Promise<ExtractionResult> {
  const { log } = deps;
  await checkWritableComponent(deps, principal, input.roomId);
  if (!readableTypes.includes(input.file.contentType)) {
    throw new AppError(
      'unsupported_media_type',
      'Upload the invoice or receipt as a PDF, JPEG or PNG, or an e-invoice as XML.',
    );
  }
  const bytes = await readAll(deps, input.file.storageKey);
  const { config } = deps;
  const outcome = await countExtraction(deps.metrics, () =>
    runExtractionJob(
      { bytes, contentType: input.file.contentType },
      config.EXTRACTION_TIMEOUT_SECONDS * 1000,
      {
        memoryMb: config.EXTRACTION_MEMORY_MB,
        idleMs: config.EXTRACTION_IDLE_SECONDS * 1000,
        queueLimit: config.EXTRACTION_QUEUE_LIMIT,
      },
    ),
  );
  if (!outcome.ok) {
    if (outcome.internal) log.warn({ reason: outcome.internal }, 'document could not be read');
    throw new AppError(outcome.code, outcome.message);
  }
  const result = await rowsOf(deps, outcome, input.roomId);
  return { ...result, earlier_expenses: await earlierExpensesOf(deps, principal, bytes, result) };
}

/** The model's rows when one is configured and they hold up, else the built-in reader's. */
async function rowsOf(
  deps: ExtractionDeps,
  outcome: Extract<JobOutcome, { ok: true }>,
  roomId: string,
): Promise<ExtractionResult> {
  const { document, parsed } = outcome;
  const common = {
    source: document.source,
    pages: document.pages,
    currency: parsed.currency,
    einvoice: null,
    einvoice_notice: outcome.einvoiceNotice ?? null,
    earlier_expenses: [],
  };
  // An e-invoice is exact: no model is asked to second-guess it.
  const model = outcome.einvoice ? undefined : chatModelFromConfig(deps.config);
  if (model) {
    const fromModel = await tryModel(model, document, parsed, roomId, deps.log);
    if (fromModel) return { ...common, ...fromModel, engine: 'openai' };
  }
  return resultFromJob(outcome, roomId);
}

/**
 * The expenses already stored from this document: its fingerprint is taken from the bytes the
 * server received, and the invoice number and supplier from what was read.
 */
function earlierExpensesOf(
  deps: ExtractionDeps,
  principal: Principal,
  bytes: Uint8Array,
  result: ExtractionResult,
) {
  return findEarlierExpenses(deps, principal, {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    invoiceNumber: result.expenses[0]?.invoice_number ?? '',
    supplier: result.supplier,
  });
}

/**
 * The model's rows are used only when they pass the schema, each line's arithmetic holds and
 * they reconcile with the document's printed totals; otherwise the built-in parser's are.
 */
async function tryModel(
  model: ChatModel,
  { text, layoutText }: { text: string; layoutText?: string },
  parsed: ParsedDocument,
  roomId: string,
  log: Logger,
) {
  try {
    const answer = await extractWithModel(model, text, layoutText);
    if (answer.items.length === 0) return undefined;
    const badLine = answer.items.find(
      (item) =>
        Math.abs(
          Math.round(item.quantity * item.unit_price * 100) -
            Math.round(item.discount * 100) -
            Math.round(item.line_total * 100),
        ) > 1,
    );
    if (badLine) throw new Error(`line "${badLine.description}" does not add up`);
    const supplier = answer.supplier || parsed.supplier;
    // The document's own printed figures, as read without the model, are the reference; the
    // model's rows go through the same choice (net plus VAT, or gross) as the layout reader's.
    const printed = referenceFigures(parsed, answer, text);
    const chosen = chooseRows(modelPrintedItems(answer), [], {
      subtotals: printed.subtotal !== null ? [printed.subtotal] : [],
      vats: printed.vat !== null ? [printed.vat] : [],
      totals: printed.total !== null ? [printed.total] : [],
    });
    if (!chosen.reconciled) throw new Error("the rows do not add up to the document's figures");
    // The date is read from the document's text, never asked of the model.
    const expenses = buildRows(chosen.items, {
      roomId,
      supplier,
      vatMode: chosen.vatMode,
      invoiceDate: findInvoiceDate(text),
      invoiceNumber: findInvoiceNumber(text),
      paidOnReceipt: parsed.paidOnReceipt ?? null,
    });
    const reconciliation = reconcile(expenses, chosen.figures, parsed.currency);
    if (reconciliation.status === 'mismatch') throw new Error(reconciliation.message ?? 'mismatch');
    return { expenses, supplier, reconciliation };
  } catch (error) {
    log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'model extraction rejected; using the built-in parser',
    );
    return undefined;
  }
}

/** One read's outcome and time; a full queue's refusal is 'refused', not a failed read. */
async function countExtraction(
  metrics: AppContext['metrics'],
  read: () => Promise<JobOutcome>,
): Promise<JobOutcome> {
  const stopTimer = metrics.extractionDuration.startTimer();
  let outcome: 'succeeded' | 'failed' | 'refused' = 'failed';
  try {
    const result = await read();
    if (result.ok) outcome = 'succeeded';
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') outcome = 'refused';
    throw error;
  } finally {
    metrics.extractions.inc({ outcome });
    stopTimer({ outcome });
  }
}

async function readAll(deps: Pick<AppContext, 'fileStore'>, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.fileStore.open(key)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
