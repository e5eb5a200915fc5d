// Resident memory around one receipt-photo extraction (decision 023): the server at rest, right
// after reading a receipt (the reading process and its OCR engine still loaded), and after the
// idle time has passed (the process gone, the engine with it). The server's own RSS and the
// reading processes' RSS are read separately, from the same /proc figures `ps` shows.
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { extractionPoolStats } from '../src/modules/extraction/reader/extraction-pool.ts';

interface MemoryPoint {
  label: string;
  serverMb: number;
  readersMb: number;
  processes: number;
}

export interface ExtractionMemory {
  points: MemoryPoint[];
  extractionMs: number;
  rows: number;
  waitSeconds: number;
  idleSeconds: number;
}

/**
 * Ten minutes, well past the idle release of the reading processes (EXTRACTION_IDLE_SECONDS,
 * 300); BENCH_IDLE_WAIT_SECONDS shortens it (and the output says so).
 */
export const IDLE_WAIT_SECONDS = Number(process.env.BENCH_IDLE_WAIT_SECONDS ?? 600);

function point(label: string): MemoryPoint {
  const pool = extractionPoolStats();
  return {
    label,
    serverMb: process.memoryUsage.rss() / 1024 / 1024,
    readersMb: pool.rssMb,
    processes: pool.processes,
  };
}

/** A till receipt made here (SVG text, slightly turned, JPEG), never one of the dev set. */
export async function receiptPhoto(): Promise<Buffer> {
  const lines = [
    'BENCH TIMBER SUPPLIES LTD',
    '4 Mill Lane, Leeds',
    'Date 02/05/2025',
    'Pine batten 2.4m x4     14.40',
    'Wood glue 1L             6.25',
    'TOTAL                   20.65',
    'CASH                    25.00',
    'CHANGE                   4.35',
  ];
  const text = lines
    .map((line, index) => `<text x="40" y="${80 + index * 56}" xml:space="preserve">${line}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="820" height="560"><rect width="100%" height="100%" fill="#f2f0ea"/><g font-family="DejaVu Sans Mono" font-size="30" fill="#222">${text}</g></svg>`;
  return sharp(Buffer.from(svg))
    .rotate(2, { background: '#7a6a58' })
    .blur(0.5)
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function measureExtractionMemory(
  address: string,
  authorization: string,
  roomId: string,
  idleSeconds: number,
): Promise<ExtractionMemory> {
  const points = [point('before any extraction')];
  const form = new FormData();
  form.append('room_id', roomId);
  form.append(
    'file',
    new Blob([new Uint8Array(await receiptPhoto())], { type: 'image/jpeg' }),
    'receipt.jpg',
  );
  const started = performance.now();
  const response = await fetch(`${address}/api/expenses/extract`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const extractionMs = performance.now() - started;
  const body = (await response.json()) as { expenses?: unknown[]; detail?: string };
  if (!response.ok) throw new Error(`extraction failed: ${response.status} ${body.detail}`);
  points.push(point('right after one receipt photo'));
  await sleep(IDLE_WAIT_SECONDS * 1000);
  points.push(point(`${IDLE_WAIT_SECONDS} s later`));
  return {
    points,
    extractionMs,
    rows: body.expenses?.length ?? 0,
    waitSeconds: IDLE_WAIT_SECONDS,
    idleSeconds,
  };
}

export function extractionMemoryLines(figures: ExtractionMemory): string[] {
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const honest =
    figures.waitSeconds >= 600
      ? `10 minutes after, with the default idle release (EXTRACTION_IDLE_SECONDS=${figures.idleSeconds})`
      : `only ${figures.waitSeconds} s after (shortened with BENCH_IDLE_WAIT_SECONDS; EXTRACTION_IDLE_SECONDS=${figures.idleSeconds} for this run, not the default 300)`;
  return [
    '',
    `Resident memory around one receipt-photo extraction (${figures.rows} row${figures.rows === 1 ? '' : 's'}, ${(figures.extractionMs / 1000).toFixed(1)} s including the OCR engine's first load); last point ${honest}:`,
    '| when                          | server | reading processes | processes |',
    '|-------------------------------|--------|-------------------|-----------|',
    ...figures.points.map(
      (point) =>
        `| ${point.label.padEnd(29)} | ${mb(point.serverMb).padStart(6)} | ${mb(point.readersMb).padStart(17)} | ${String(point.processes).padStart(9)} |`,
    ),
  ];
}
