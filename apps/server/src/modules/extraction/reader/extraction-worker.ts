import { parentPort, workerData } from 'node:worker_threads';
import { readParsed } from '../parser/read-parsed.ts';
import type { JobInput, JobOutcome } from './job-types.ts';
import { readDocument, UnreadableDocument } from './read-document.ts';

/** Runs in a worker thread: reading and OCR never block the server's event loop. */
async function run(input: JobInput): Promise<JobOutcome> {
  try {
    const document = await readDocument(input.bytes, input.contentType);
    const { parsed, layoutText } = readParsed(document.text, document.boxes);
    // The boxes stay in the worker: the server needs the reading, not every word's position.
    const { boxes: _boxes, ...rest } = document;
    return { ok: true, document: { ...rest, layoutText }, parsed };
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
