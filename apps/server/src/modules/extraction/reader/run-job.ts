import os from 'node:os';
import { AppError } from '@hrt/shared/errors';
import type { EInvoiceStep } from '../einvoice/job-hook.ts';
import { checkForEInvoice } from '../einvoice/reader-thread.ts';
import { ChildJobFailed, type ChildLimits, runInChild } from './extraction-pool.ts';
import type { JobInput, JobOutcome } from './job-types.ts';

/** Documents read at once: OCR takes a core each (at most four, whatever the machine). */
export const MAX_CONCURRENT_JOBS = Math.max(1, Math.min(os.availableParallelism(), 4));

export interface ExtractionLimits extends ChildLimits {
  /** Documents that may wait for a free core; one more is answered 429 at once. */
  queueLimit: number;
}

const defaultExtractionLimits: ExtractionLimits = {
  timeoutMs: 60_000,
  memoryMb: 1536,
  idleMs: 300_000,
  queueLimit: 4,
};

let running = 0;
const waiting: Array<() => void> = [];

/** For tests and diagnostics: documents being read and waiting. */
export function extractionJobStats(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

async function acquire(queueLimit: number): Promise<void> {
  if (running < MAX_CONCURRENT_JOBS) {
    running++;
    return;
  }
  if (waiting.length >= queueLimit) {
    throw new AppError(
      'rate_limited',
      'The server is busy reading other documents. Try again in a minute.',
    );
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/**
 * Reads and parses one document in a child process, at most one per core at once with a
 * bounded queue, stopped (the process killed, OCR and all) when it passes the time or the
 * memory limit. `timeoutMs` alone keeps the callers of before working.
 */
export async function runExtractionJob(
  input: JobInput,
  timeoutMs: number,
  limits: Partial<ExtractionLimits> = {},
): Promise<JobOutcome> {
  const settings = { ...defaultExtractionLimits, ...limits, timeoutMs };
  await acquire(settings.queueLimit);
  try {
    // An e-invoice (attached to a PDF, or an uploaded XML) is read exactly first (decision 021).
    // A photo holds no e-invoice: it does not start (or wait for) the e-invoice thread.
    const einvoice: EInvoiceStep = input.contentType.startsWith('image/')
      ? {}
      : await checkForEInvoice(input);
    if (einvoice.done) return einvoice.done;
    const outcome = await runInChild(input, settings);
    return outcome.ok && einvoice.notice
      ? { ...outcome, einvoiceNotice: einvoice.notice }
      : outcome;
  } catch (error) {
    if (!(error instanceof ChildJobFailed)) throw error;
    return failedOutcome(error, settings);
  } finally {
    release();
  }
}

function failedOutcome(error: ChildJobFailed, limits: ExtractionLimits): JobOutcome {
  if (error.reason === 'timeout') {
    throw new AppError(
      'extraction_timeout',
      `Reading this document took longer than ${Math.round(limits.timeoutMs / 1000)} s and was stopped. Try a clearer photo or a smaller file.`,
    );
  }
  if (error.reason === 'memory') {
    return {
      ok: false,
      code: 'document_too_large',
      message: `Reading this document needed more than the ${limits.memoryMb} MB of memory the server allows and was stopped. Scan or photograph it again at a lower resolution.`,
      internal: 'extraction child passed its memory limit',
    };
  }
  return {
    ok: false,
    code: 'document_unreadable',
    message: 'This document could not be read.',
    internal: 'extraction child exited before answering',
  };
}
