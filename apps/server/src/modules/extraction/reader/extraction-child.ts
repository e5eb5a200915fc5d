import { readParsed } from '../parser/read-parsed.ts';
import { asReceipt } from '../parser/receipt-document.ts';
import type { JobInput, JobOutcome } from './job-types.ts';
import { readDocument, UnreadableDocument } from './read-document.ts';

/**
 * Runs in a child process of the server (extraction-pool.ts), one document at a time: decoding
 * and OCR never block the server's event loop, and their native memory (image buffers, the OCR
 * engine) is the child's, watched and ended by the server, never the server's own.
 */
async function run(input: JobInput): Promise<JobOutcome> {
  try {
    const document = await readDocument(input.bytes, input.contentType);
    const { parsed, layoutText } = readParsed(document.text, document.boxes);
    // The boxes stay in the worker: the server needs the reading, not every word's position.
    const { boxes: _boxes, ...rest } = document;
    return {
      ok: true,
      document: { ...rest, layoutText },
      // A photo is read as a till receipt as well as an invoice.
      parsed: document.photo ? asReceipt(parsed, document.text.split('\n')) : parsed,
    };
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

process.on('message', (input: JobInput) => {
  void run(input).then((outcome) => process.send?.(outcome));
});
// The server went away (crashed or closed): nothing is left to answer to.
process.on('disconnect', () => process.exit(0));
process.send?.('ready');
