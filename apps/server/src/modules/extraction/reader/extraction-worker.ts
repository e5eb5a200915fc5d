import { parentPort, workerData } from 'node:worker_threads';
import { parseDocumentText } from '../parser/parse-document.ts';
import type { JobInput, JobOutcome } from './job-types.ts';
import { readDocument, UnreadableDocument } from './read-document.ts';

/** Runs in a worker thread: reading and OCR never block the server's event loop. */
async function run(input: JobInput): Promise<JobOutcome> {
  try {
    const document = await readDocument(input.bytes, input.contentType);
    return { ok: true, document, parsed: parseDocumentText(document.text) };
  } catch (error) {
    if (error instanceof UnreadableDocument) {
      return { ok: false, code: error.code, message: error.message };
    }
    return {
      ok: false,
      code: 'document_unreadable',
      message: 'This document could not be read.',
      internal: error instanceof Error ? error.message : String(error),
    };
  }
}

run(workerData as JobInput).then((outcome) => parentPort?.postMessage(outcome));
