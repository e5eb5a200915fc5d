import { parentPort } from 'node:worker_threads';
import { NoProductFound, readProductPage } from '../extraction/extract-product.ts';
import type { PageJobOutcome, PageJobReply, PageJobRequest } from './page-job-types.ts';
import { preparePage, UnparseablePage } from './prepare-page.ts';

/**
 * Runs in a worker thread: a shop page is parsed here, never on the server's event loop, so a
 * slow or hostile page holds up nobody else. The thread lives on between pages (starting one
 * costs more than reading a page); the parent terminates it when a page passes the time limit.
 */
function read({ bytes, contentType, pageUrl }: PageJobRequest['input']): PageJobOutcome {
  try {
    const html = preparePage(bytes, contentType);
    return { ok: true, reading: readProductPage(html, pageUrl) };
  } catch (error) {
    if (error instanceof UnparseablePage || error instanceof NoProductFound) {
      return { ok: false, message: error.message };
    }
    // A stack overflow on absurd markup, or any parser failure: the usual 'no product' answer.
    return {
      ok: false,
      message: 'No product could be read from that page: it is too complex to read.',
      internal: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

parentPort?.on('message', (request: PageJobRequest) => {
  const reply: PageJobReply = { id: request.id, outcome: read(request.input) };
  parentPort?.postMessage(reply);
});
