import { parentPort } from 'node:worker_threads';
import type { JobInput } from '../reader/job-types.ts';
import { tryEInvoice } from './job-hook.ts';

/** The e-invoice reader's thread: one request at a time, kept loaded between documents. */
parentPort?.on('message', async ({ id, input }: { id: number; input: JobInput }) => {
  try {
    parentPort?.postMessage({ id, step: await tryEInvoice(input) });
  } catch (error) {
    // Whatever went wrong, the layout reader still gets its turn.
    parentPort?.postMessage({
      id,
      step: {},
      internal: error instanceof Error ? error.message : String(error),
    });
  }
});
