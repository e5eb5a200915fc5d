/**
 * `npm run eval:extraction` with no directory: the team's own 21 generated documents through
 * the app's path (worker job, PDF text or OCR, parser, shared money formula); prints row
 * precision and recall, the share of rows with exactly right amounts, and the time per
 * document. Returns 1 when the acceptance figures are not met. EVAL_VERBOSE=1 lists every miss.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractionResult } from '@hrt/shared/schemas/extraction';
import { fileTypeFromBuffer } from 'file-type';
import { resultFromJob } from '../src/modules/extraction/job-result.ts';
import { runExtractionJob } from '../src/modules/extraction/reader/run-job.ts';
import { type Score, type ScoredRow, scoreRows } from './extraction-scoring.ts';

const dir = path.join(import.meta.dirname, '../test/fixtures/invoices');
const ROOM = '00000000-0000-4000-8000-000000000000';

interface Expected {
  file: string;
  supplier: string;
  kind: string;
  source: string;
  rows: ScoredRow[];
}

interface Result extends Score {
  name: string;
  kind: string;
  pages: number;
  ms: number;
  reconciliation: string;
  supplierRight: boolean;
}

export async function evaluateOwnFixtures(only: string | undefined): Promise<number> {
  const results: Result[] = [];
  const names = (await readdir(dir)).filter((file) => file.endsWith('.expected.json')).sort();
  for (const name of names) {
    if (only && !name.includes(only)) continue;
    results.push(await evaluateOne(name));
  }
  printTable(results);
  console.log('');
  const text = summarise(
    'text PDFs',
    results.filter((r) => r.kind === 'text-pdf'),
  );
  summarise(
    'scanned PDFs',
    results.filter((r) => r.kind === 'scanned-pdf'),
  );
  summarise(
    'photos',
    results.filter((r) => r.kind.startsWith('photo')),
  );
  summarise('all', results);

  const slowText = results.filter((r) => r.kind === 'text-pdf' && r.pages === 1 && r.ms >= 2000);
  const slowPhotos = results.filter((r) => r.kind.startsWith('photo') && r.ms >= 15_000);
  const failures = [
    ...(text.recall < 0.9 ? ['text PDF recall below 0.9'] : []),
    ...(text.amounts < 0.9 ? ['text PDF amounts below 0.9'] : []),
    ...slowText.map((r) => `${r.name} took ${(r.ms / 1000).toFixed(2)} s (limit 2 s)`),
    ...slowPhotos.map((r) => `${r.name} took ${(r.ms / 1000).toFixed(2)} s (limit 15 s)`),
  ];
  console.log(failures.length ? `\nNOT MET: ${failures.join('; ')}` : '\nAcceptance figures met.');
  return failures.length ? 1 : 0;
}

async function evaluateOne(name: string): Promise<Result> {
  const expected = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Expected;
  const bytes = await readFile(path.join(dir, expected.file));
  const contentType = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
  const started = performance.now();
  const outcome = await runExtractionJob({ bytes: new Uint8Array(bytes), contentType }, 60_000);
  const result = outcome.ok ? resultOrNothing(() => resultFromJob(outcome, ROOM)) : undefined;
  const ms = performance.now() - started;
  const score = scoreRows(expected.rows, result?.expenses ?? []);
  if (process.env.EVAL_VERBOSE) {
    for (const miss of score.misses) console.log(`  ${expected.file}: ${miss}`);
    if (!outcome.ok)
      console.log(`  ${expected.file}: ${outcome.message} ${outcome.internal ?? ''}`);
    if (outcome.ok && process.env.EVAL_VERBOSE === '2') console.log(outcome.document.text);
  }
  return {
    name: expected.file,
    kind: expected.kind,
    pages: outcome.ok ? outcome.document.pages : 0,
    ms,
    supplierRight: result?.supplier === expected.supplier,
    reconciliation: outcome.ok
      ? (result?.reconciliation.status ?? 'no rows')
      : `error ${outcome.code}`,
    ...score,
  };
}

/** No rows found is a score of nothing, not a crash of the evaluation. */
function resultOrNothing(read: () => ExtractionResult): ExtractionResult | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function printTable(results: Result[]) {
  console.log(
    `${'document'.padEnd(34)} ${'kind'.padEnd(12)} pages rows found match exact  time     totals`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(34)} ${r.kind.padEnd(12)} ${String(r.pages).padStart(5)} ${String(r.expected).padStart(4)} ${String(r.found).padStart(5)} ${String(r.matched).padStart(5)} ${String(r.exactAmounts).padStart(5)} ${`${(r.ms / 1000).toFixed(2)} s`.padStart(8)}  ${r.reconciliation}`,
    );
  }
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

function summarise(label: string, group: Result[]) {
  if (group.length === 0) return { recall: 1, amounts: 1 };
  const sum = (pick: (r: Result) => number) => group.reduce((total, r) => total + pick(r), 0);
  const precision =
    sum((r) => r.matched) /
    Math.max(
      sum((r) => r.found),
      1,
    );
  const recall = sum((r) => r.matched) / sum((r) => r.expected);
  const amounts = sum((r) => r.exactAmounts) / sum((r) => r.expected);
  const descriptions = sum((r) => r.exactDescriptions) / sum((r) => r.expected);
  const suppliers = group.filter((r) => r.supplierRight).length / group.length;
  const meanMs = sum((r) => r.ms) / group.length;
  console.log(
    `${label.padEnd(13)} docs ${String(group.length).padStart(2)}  precision ${pct(precision)}  recall ${pct(recall)}  amounts exactly right ${pct(amounts)}  descriptions exact ${pct(descriptions)}  suppliers ${pct(suppliers)}  mean ${(meanMs / 1000).toFixed(2)} s/doc`,
  );
  return { recall, amounts };
}
