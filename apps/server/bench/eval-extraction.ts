/**
 * npm run eval:extraction — runs every document of the evaluation set through the built-in
 * engine (worker thread, PDF text or OCR, parser, shared money formula) and prints row precision
 * and recall, the share of rows with exactly right amounts, and the time per document.
 * Exits 1 when the acceptance figures are not met. EVAL_VERBOSE=1 lists every miss.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { buildRows, reconcile } from '../src/modules/extraction/build-rows.ts';
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

const results: Result[] = [];
const only = process.env.EVAL_ONLY;
for (const name of (await readdir(dir)).filter((file) => file.endsWith('.expected.json')).sort()) {
  if (only && !name.includes(only)) continue;
  const expected = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Expected;
  const bytes = await readFile(path.join(dir, expected.file));
  const contentType = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
  const started = performance.now();
  const outcome = await runExtractionJob({ bytes: new Uint8Array(bytes), contentType }, 60_000);
  const ms = performance.now() - started;
  const rows = outcome.ok
    ? buildRows(outcome.parsed.items, {
        roomId: ROOM,
        supplier: outcome.parsed.supplier,
        vatMode: outcome.parsed.vatMode,
      })
    : [];
  const score = scoreRows(expected.rows, rows);
  results.push({
    name: expected.file,
    kind: expected.kind,
    pages: outcome.ok ? outcome.document.pages : 0,
    ms,
    supplierRight: outcome.ok && outcome.parsed.supplier === expected.supplier,
    reconciliation: outcome.ok
      ? reconcile(rows, outcome.parsed, outcome.parsed.currency).status
      : `error ${outcome.code}`,
    ...score,
  });
  if (process.env.EVAL_VERBOSE) {
    for (const miss of score.misses) console.log(`  ${expected.file}: ${miss}`);
    if (!outcome.ok)
      console.log(`  ${expected.file}: ${outcome.message} ${outcome.internal ?? ''}`);
    if (outcome.ok && process.env.EVAL_VERBOSE === '2') console.log(outcome.document.text);
  }
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(
  `${'document'.padEnd(34)} ${'kind'.padEnd(12)} pages rows found match exact  time     totals`,
);
for (const r of results) {
  console.log(
    `${r.name.padEnd(34)} ${r.kind.padEnd(12)} ${String(r.pages).padStart(5)} ${String(r.expected).padStart(4)} ${String(r.found).padStart(5)} ${String(r.matched).padStart(5)} ${String(r.exactAmounts).padStart(5)} ${`${(r.ms / 1000).toFixed(2)} s`.padStart(8)}  ${r.reconciliation}`,
  );
}

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
process.exitCode = failures.length ? 1 : 0;
