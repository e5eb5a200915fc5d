import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '@hrt/shared/errors';
import type { PageJobInput, PageJobOutcome, PageJobReply } from './page-job-types.ts';

/** Pages read at once: one thread per core of the small machine this runs on. */
const PAGE_READERS = 2;
/** Pages waiting beyond this are turned away at once rather than piling up. */
const MAX_WAITING_PAGES = 20;
/** A real page reads in well under a second; past this the thread is stopped. */
const PAGE_READ_TIMEOUT_MS = 5_000;
/** A reader thread's own memory: a page that needs more is stopped, the server is not. */
const RESOURCE_LIMITS = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};
/** An idle thread is let go after this long, so a quiet server holds no parser memory. */
const IDLE_MS = 60_000;
const STARTUP_TIMEOUT_MS = 30_000;

const workerUrl = new URL('./page-worker.ts', import.meta.url);
/** As in the expense reader: Node 20 does not pass `--import tsx` on, so it registers tsx. */
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); }).then(() => require('node:worker_threads').parentPort.postMessage('ready'));`;

interface Reader {
  worker: Worker;
  ready: Promise<void>;
  idle?: NodeJS.Timeout | undefined;
}

const idleReaders: Reader[] = [];
let running = 0;
const waiting: Array<() => void> = [];
let nextId = 1;

/** For tests and diagnostics. */
export function pageJobStats() {
  return { running, waiting: waiting.length, idleThreads: idleReaders.length };
}

const failure = (message: string, internal?: string): PageJobOutcome => ({
  ok: false,
  message,
  ...(internal ? { internal } : {}),
});

/**
 * Reads one fetched page in a reader thread: queued so at most PAGE_READERS run at once, and
 * stopped (the thread terminated) when it passes the time limit or its memory limit.
 */
export async function runPageJob(
  input: PageJobInput,
  timeoutMs = PAGE_READ_TIMEOUT_MS,
): Promise<PageJobOutcome> {
  if (running >= PAGE_READERS) {
    if (waiting.length >= MAX_WAITING_PAGES) {
      throw new AppError(
        'rate_limited',
        'Too many shop pages are being read right now. Try again in a minute.',
      );
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await readInThread(input, timeoutMs);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function startReader(): Reader {
  const worker = new Worker(bootstrap, { eval: true, resourceLimits: RESOURCE_LIMITS });
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('reader thread did not start')),
      STARTUP_TIMEOUT_MS,
    );
    worker.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`reader thread exited with ${code}`));
    });
  });
  return { worker, ready };
}

function park(reader: Reader) {
  reader.idle = setTimeout(() => {
    const index = idleReaders.indexOf(reader);
    if (index >= 0) idleReaders.splice(index, 1);
    void reader.worker.terminate();
  }, IDLE_MS);
  reader.idle.unref();
  idleReaders.push(reader);
}

async function readInThread(input: PageJobInput, timeoutMs: number): Promise<PageJobOutcome> {
  const reader = idleReaders.pop() ?? startReader();
  clearTimeout(reader.idle);
  try {
    await reader.ready;
  } catch (error) {
    void reader.worker.terminate();
    return failure('The page could not be read. Try again.', String(error));
  }
  const id = nextId++;
  return new Promise<PageJobOutcome>((resolve) => {
    const { worker } = reader;
    let settled = false;
    const finish = (outcome: PageJobOutcome, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep) park(reader);
      else void worker.terminate();
      resolve(outcome);
    };
    const onMessage = (reply: PageJobReply) => {
      if (reply.id === id) finish(reply.outcome, true);
    };
    // Out of memory or a crash inside the thread: the thread is gone, the server is not.
    const onError = (error: Error) =>
      finish(
        failure('No product could be read from that page: it is too large to read.', error.message),
        false,
      );
    const onExit = (code: number) =>
      finish(
        failure('The page could not be read. Try again.', `reader exited with ${code}`),
        false,
      );
    const timer = setTimeout(
      () =>
        finish(
          failure(
            `No product could be read from that page: reading it took longer than ${Math.max(1, Math.round(timeoutMs / 1000))} s.`,
          ),
          false,
        ),
      timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // A page that owns its whole memory is handed over without a copy; a small Buffer may
    // share Node's pool with others, so it is copied.
    const { bytes } = input;
    const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    worker.postMessage({ id, input }, owned ? [bytes.buffer as ArrayBuffer] : []);
  });
}
