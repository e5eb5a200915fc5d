import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { JobInput } from '../reader/job-types.ts';
import type { EInvoiceStep } from './job-hook.ts';

/** The thread is let go after this long without a document, so the server is small at rest. */
const IDLE_RELEASE_MS = 30_000;
/** Longest an e-invoice check may take; past it the thread is stopped and the layout reader runs. */
const CHECK_LIMIT_MS = 10_000;

const threadUrl = new URL('./thread.ts', import.meta.url);
/** As in reader/run-job.ts: Node 20 workers do not inherit `--import tsx`. */
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(threadUrl.href)}); });`;

let thread: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Checks a document for an e-invoice in a long-lived thread (loaded on first use, released
 * when idle): starting a thread with the TypeScript loader and pdf.js costs far more than
 * reading the XML, and an e-invoice should come back in milliseconds. The thread has its own
 * memory limit and time limit, so a hostile file cannot hurt the server; the layout reader
 * keeps its fresh thread per document (decision 009).
 */
export function checkForEInvoice(input: JobInput): Promise<EInvoiceStep> {
  const run = queue.then(() => check(input));
  queue = run.catch(() => undefined);
  return run;
}

function check(input: JobInput): Promise<EInvoiceStep> {
  clearTimeout(idleTimer);
  thread ??= start();
  const worker = thread;
  const id = nextId++;
  return new Promise<EInvoiceStep>((resolve) => {
    const finish = (step: EInvoiceStep, stop: boolean) => {
      clearTimeout(limit);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      if (stop) stopThread();
      else idleTimer = setTimeout(stopThread, IDLE_RELEASE_MS).unref();
      resolve(step);
    };
    const onMessage = (message: { id: number; step: EInvoiceStep }) => {
      if (message.id === id) finish(message.step, false);
    };
    const onExit = () => finish({}, true);
    const limit = setTimeout(() => finish({}, true), CHECK_LIMIT_MS);
    worker.on('message', onMessage);
    worker.once('exit', onExit);
    worker.postMessage({ id, input });
  });
}

function start(): Worker {
  const worker = new Worker(bootstrap, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: 384 },
  });
  // An idle reader never keeps the process alive (tests, the evaluation, shutdown).
  worker.unref();
  worker.on('error', () => undefined);
  return worker;
}

function stopThread(): void {
  clearTimeout(idleTimer);
  const worker = thread;
  thread = undefined;
  if (worker) void worker.terminate();
}
