import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '@hrt/shared/errors';
import { checkForEInvoice } from '../einvoice/reader-thread.ts';
import type { JobInput, JobOutcome } from './job-types.ts';

/** Documents read at once: OCR takes a core each, and this machine class has two. */
export const MAX_CONCURRENT_JOBS = 2;

let running = 0;
const waiting: Array<() => void> = [];

async function acquire(): Promise<void> {
  if (running < MAX_CONCURRENT_JOBS) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

/** For tests and diagnostics: documents being read and waiting. */
export function extractionJobStats(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

const workerUrl = new URL('./extraction-worker.ts', import.meta.url);
/**
 * The sources are TypeScript run through tsx, in tests and in production alike. Node 20 does
 * not pass `--import tsx` on to worker threads, so the worker registers tsx itself first.
 */
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); });`;

/**
 * Reads and parses one document in a fresh worker thread, queued so at most two run at once,
 * and stopped (the thread terminated, OCR and all) when it passes the time limit.
 */
export async function runExtractionJob(input: JobInput, timeoutMs: number): Promise<JobOutcome> {
  await acquire();
  try {
    // An e-invoice (attached to a PDF, or an uploaded XML) is read exactly first (issue 20).
    const einvoice = await checkForEInvoice(input);
    if (einvoice.done) return einvoice.done;
    const outcome = await runInWorker(input, timeoutMs);
    return outcome.ok && einvoice.notice
      ? { ...outcome, einvoiceNotice: einvoice.notice }
      : outcome;
  } finally {
    release();
  }
}

function runInWorker(input: JobInput, timeoutMs: number): Promise<JobOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: 768 },
    });
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      finish(() =>
        reject(
          new AppError(
            'extraction_timeout',
            `Reading this document took longer than ${Math.round(timeoutMs / 1000)} s and was stopped. Try a clearer photo or a smaller file.`,
          ),
        ),
      );
    }, timeoutMs);
    worker.once('message', (outcome: JobOutcome) => finish(() => resolve(outcome)));
    worker.once('error', (error) =>
      finish(() =>
        resolve({
          ok: false,
          code: 'document_unreadable',
          message: 'This document could not be read.',
          internal: error.message,
        }),
      ),
    );
    worker.once('exit', (code) =>
      finish(() =>
        resolve({
          ok: false,
          code: 'document_unreadable',
          message: 'This document could not be read.',
          internal: `worker exited with ${code}`,
        }),
      ),
    );
  });
}
