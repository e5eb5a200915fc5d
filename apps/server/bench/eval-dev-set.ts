/**
 * `npm run eval:extraction -- <dir>`: scores a development set in the dev-data formats
 * (`pdf/` or `img/` beside a `ground-truth.json`, see each set's README) through the app's own
 * path: the extraction worker job, then the same step to rows as the route (`resultFromJob`).
 * An invoice set is scored twice, with embedded e-invoices used and ignored
 * (`ignoreEmbeddedInvoice`, the job's one option for it); a receipt set once.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sumPounds } from '@hrt/shared/domain/money';
import type { ExtractionResult } from '@hrt/shared/schemas/extraction';
import { fileTypeFromBuffer } from 'file-type';
import { resultFromJob } from '../src/modules/extraction/job-result.ts';
import { extractionPoolStats } from '../src/modules/extraction/reader/extraction-pool.ts';
import { runExtractionJob } from '../src/modules/extraction/reader/run-job.ts';
import {
  answerKeyDate,
  type DevReading,
  type DevScore,
  type DevTruth,
  median,
  scoreDevDocument,
} from './extraction-scoring.ts';

const ROOM = '00000000-0000-4000-8000-000000000000';
/** The app's default limit per document (EXTRACTION_TIMEOUT_SECONDS). */
const TIMEOUT_MS = 60_000;

interface DevDocument {
  file: string;
  filePath: string;
  truth: DevTruth;
}

interface DevSet {
  kind: 'invoices' | 'receipts';
  documents: DevDocument[];
}

interface InvoiceTruth {
  seller: string;
  net_total: number;
  grand_total: number;
  lines: Array<{ name: string; quantity: number; net_unit_price: number }>;
}

interface ReceiptTruth {
  company: string;
  date: string;
  total: string;
}

export interface DevSetOptions {
  /** Only documents whose file name contains this. */
  only?: string;
  /** Only this pass of an invoice set. */
  pass?: 'einvoice' | 'layout';
  verbose: boolean;
}

/** Reads a set's ground truth; an invoice set has `pdf/`, a receipt set `img/`. */
async function loadDevSet(dir: string): Promise<DevSet> {
  const truthFile = path.join(dir, 'ground-truth.json');
  if (!existsSync(truthFile)) throw new Error(`${truthFile} does not exist.`);
  const truth = JSON.parse(await readFile(truthFile, 'utf8')) as Record<string, unknown>;
  const files = Object.keys(truth).sort();
  if (existsSync(path.join(dir, 'pdf'))) {
    return {
      kind: 'invoices',
      documents: files.map((file) => {
        const entry = truth[file] as InvoiceTruth;
        return {
          file,
          filePath: path.join(dir, 'pdf', file),
          truth: {
            supplier: entry.seller,
            totals: [entry.grand_total, entry.net_total],
            lines: entry.lines.map((line) => ({
              name: line.name,
              quantity: line.quantity,
              netUnitPrice: line.net_unit_price,
            })),
          },
        };
      }),
    };
  }
  if (existsSync(path.join(dir, 'img'))) {
    return {
      kind: 'receipts',
      documents: files.map((file) => {
        const entry = truth[file] as ReceiptTruth;
        return {
          file,
          filePath: path.join(dir, 'img', file),
          // Totals are printed with their currency ("$8.20", "RM4.00").
          truth: {
            supplier: entry.company,
            totals: [Number(entry.total.replace(/[^\d.]/g, ''))],
            lines: [],
            date: answerKeyDate(entry.date),
          },
        };
      }),
    };
  }
  throw new Error(`${dir} has neither pdf/ nor img/ beside its ground-truth.json.`);
}

interface Pass {
  name: 'einvoice' | 'layout' | 'receipts';
  title: string;
  ignoreEmbeddedInvoice: boolean;
}

export async function evaluateDevSet(dir: string, options: DevSetOptions): Promise<number> {
  const set = await loadDevSet(dir);
  const documents = set.documents.filter((doc) => !options.only || doc.file.includes(options.only));
  const passes: Pass[] =
    set.kind === 'receipts'
      ? [{ name: 'receipts', title: 'receipts', ignoreEmbeddedInvoice: false }]
      : [
          {
            name: 'einvoice',
            title: 'pass 1: embedded e-invoice used',
            ignoreEmbeddedInvoice: false,
          },
          {
            name: 'layout',
            title: 'pass 2: embedded e-invoice ignored (layout reader)',
            ignoreEmbeddedInvoice: true,
          },
        ];
  const summaries: string[] = [];
  for (const pass of passes) {
    if (options.pass && pass.name !== 'receipts' && pass.name !== options.pass) continue;
    console.log(`\n== ${pass.title}: ${documents.length} documents from ${dir}`);
    const scores: Array<DevScore & { ms: number }> = [];
    const cpu: number[] = [];
    for (const doc of documents) {
      const { score, ms, route, rowsTotal, cpuMs } = await evaluateDocument(doc, pass);
      scores.push({ ...score, ms });
      cpu.push(cpuMs);
      console.log(
        `${doc.file.padEnd(60)} ${route.padEnd(9)} total ${score.totalRight ? 'right' : 'WRONG'} ${String(rowsTotal).padStart(10)}  lines ${score.linesRight}/${score.linesExpected}  supplier ${score.supplierRight ? 'right' : 'WRONG'}${dateVerdict(score)}  ${Math.round(ms)} ms  cpu ${Math.round(cpuMs)} ms`,
      );
      if (options.verbose) for (const miss of score.misses) console.log(`    ${miss}`);
    }
    // Wall time swells with the machine's load; the reading process's CPU time does not.
    const slowest = Math.max(0, ...scores.map((score) => score.ms));
    const summary = `${summaryLine(scores)}\n(slowest ${Math.round(slowest)} ms; reading CPU time median ${Math.round(median(cpu))} ms, most ${Math.round(Math.max(0, ...cpu))} ms)`;
    summaries.push(`${pass.title}:\n${summary}`);
    console.log(summary);
  }
  console.log(`\n${summaries.join('\n')}`);
  return 0;
}

/** '  date right' or '  date WRONG' for a set whose answer key has dates; '' otherwise. */
function dateVerdict(score: DevScore): string {
  if (score.dateRight === undefined) return '';
  return `  date ${score.dateRight ? 'right' : 'WRONG'}`;
}

/**
 * The one summary line, worded the same every run so runs compare (decisions 022 and 023);
 * a set whose answer key has dates (receipts) also counts the right dates.
 */
function summaryLine(scores: Array<DevScore & { ms: number }>): string {
  const count = (pick: (s: DevScore) => number) => scores.reduce((sum, s) => sum + pick(s), 0);
  const docs = scores.length;
  const dated = scores.filter((s) => s.dateRight !== undefined).length;
  const dates = dated ? `, ${count((s) => Number(s.dateRight === true))}/${dated} dates` : '';
  return `${count((s) => Number(s.totalRight))}/${docs} documents with the right total, ${count((s) => s.linesRight)}/${count((s) => s.linesExpected)} lines, ${count((s) => Number(s.supplierRight))}/${docs} suppliers${dates}, median ${Math.round(median(scores.map((s) => s.ms)))} ms`;
}

async function evaluateDocument(doc: DevDocument, pass: Pass) {
  const bytes = await readFile(doc.filePath);
  const contentType = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
  const started = performance.now();
  const cpuBefore = extractionPoolStats().jobsCpuMs;
  const outcome = await runExtractionJob(
    {
      bytes: new Uint8Array(bytes),
      contentType,
      ignoreEmbeddedInvoice: pass.ignoreEmbeddedInvoice,
    },
    TIMEOUT_MS,
  ).catch((error: { code?: string }) => ({ ok: false as const, code: error.code ?? 'failed' }));
  let result: ExtractionResult | undefined;
  let route: string = outcome.ok ? '' : outcome.code;
  if (outcome.ok) {
    try {
      result = resultFromJob(outcome, ROOM);
      route = result.source;
    } catch (error) {
      route = (error as { code?: string }).code ?? 'failed';
    }
  }
  const ms = performance.now() - started;
  // The reading process's CPU time for this document (0 when no child read it: an e-invoice).
  const cpuMs = extractionPoolStats().jobsCpuMs - cpuBefore;
  const reading = result && readingOf(result);
  return {
    score: scoreDevDocument(doc.truth, reading),
    ms,
    route,
    rowsTotal: reading?.rowsTotal ?? 0,
    cpuMs,
  };
}

/**
 * What the user gets: the rows' supplier and total, and each row as a line. A row read from
 * an e-invoice is scored on the line the review step shows beside it (the XML's own quantity
 * and net unit price; the row itself may say 1 x the gross amount, see decision 021). A
 * credit note's rows are negative: their total is compared as the amount credited.
 */
function readingOf(result: ExtractionResult): DevReading {
  const details = new Map(result.einvoice?.lines.map((line) => [line.row_id, line]));
  const rowsTotal = sumPounds(result.expenses.map((row) => row.total_cost));
  return {
    supplier: result.supplier,
    date: result.expenses[0]?.invoice_date ?? null,
    rowsTotal: result.einvoice?.credit_note ? -rowsTotal : rowsTotal,
    lines: result.expenses.map((row) => {
      const line = details.get(row.id);
      return {
        name: line?.name ?? row.description,
        // A figure the XML does not give is 0, as in the answer key.
        quantity: line ? (line.quantity ?? 0) : row.quantity,
        netUnitPrice: line ? (line.net_unit_price ?? 0) : row.rrp,
      };
    }),
  };
}
