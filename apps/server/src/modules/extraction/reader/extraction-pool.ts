import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JobInput, JobOutcome } from './job-types.ts';

/** How one child is run: its time, memory and idle limits. */
export interface ChildLimits {
  timeoutMs: number;
  /** Resident memory (RSS) past which the child is killed and the document refused. */
  memoryMb: number;
  /** A child that has read nothing for this long exits, and its OCR engine with it. */
  idleMs: number;
}

/** What ended a job other than an answer from the child. */
export type ChildFailure = 'timeout' | 'memory' | 'crashed';

export class ChildJobFailed extends Error {
  constructor(readonly reason: ChildFailure) {
    super(`extraction child ${reason}`);
  }
}

interface Child {
  process: ChildProcess;
  ready: Promise<void>;
  idleTimer?: NodeJS.Timeout;
}

const childUrl = new URL('./extraction-child.ts', import.meta.url);
// The sources are TypeScript run through tsx, in tests and in production alike.
const tsxLoader = import.meta.resolve('tsx');
const idle: Child[] = [];
const living = new Set<ChildProcess>();
let peakChildRssMb = 0;
let jobsCpuMs = 0;

/**
 * For tests, the bench and diagnostics: child processes alive, their resident memory now, and
 * the largest any busy child reached.
 */
export function extractionPoolStats(): {
  processes: number;
  rssMb: number;
  peakChildRssMb: number;
  /** CPU time (all threads) the children spent on the documents they answered, all together. */
  jobsCpuMs: number;
} {
  const rssMb = [...living].reduce((sum, child) => sum + residentMb(child.pid), 0);
  return { processes: living.size, rssMb, peakChildRssMb, jobsCpuMs };
}

/** Ends every idle child now (server shutdown, tests). Busy ones end with their job. */
export function closeIdleChildren(): void {
  for (const child of idle.splice(0)) child.process.kill('SIGKILL');
}

/**
 * Reads one document in a child process: an idle one (its OCR engine still loaded) or a new
 * one. The child is killed when it passes the time limit or the memory limit, and when it has
 * been idle for `idleMs` afterwards, which frees everything it held.
 */
export async function runInChild(input: JobInput, limits: ChildLimits): Promise<JobOutcome> {
  const child = idle.pop() ?? spawnChild(limits);
  clearTimeout(child.idleTimer);
  child.process.ref();
  (child.process.channel as { ref?: () => void } | undefined)?.ref?.();
  try {
    const outcome = await answer(child, input, limits);
    park(child, limits.idleMs);
    return outcome;
  } catch (error) {
    child.process.kill('SIGKILL');
    throw error;
  }
}

function spawnChild(limits: ChildLimits): Child {
  const process = fork(fileURLToPath(childUrl), [], {
    execArgv: [`--import=${tsxLoader}`, `--max-old-space-size=${Math.max(256, limits.memoryMb)}`],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  living.add(process);
  process.once('exit', () => {
    living.delete(process);
    const index = idle.findIndex((child) => child.process === process);
    if (index >= 0) idle.splice(index, 1);
  });
  const ready = new Promise<void>((resolve, reject) => {
    process.once('message', () => resolve());
    process.once('exit', () => reject(new ChildJobFailed('crashed')));
  });
  // The rejection is handled by whoever awaits it; an idle child's exit is not an error.
  ready.catch(() => {});
  return { process, ready };
}

function answer(child: Child, input: JobInput, limits: ChildLimits): Promise<JobOutcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const watch = setInterval(() => {
      const rssMb = residentMb(child.process.pid);
      if (rssMb > peakChildRssMb) peakChildRssMb = rssMb;
      if (rssMb > limits.memoryMb) done(() => reject(new ChildJobFailed('memory')));
      else if (Date.now() - started > limits.timeoutMs) {
        done(() => reject(new ChildJobFailed('timeout')));
      }
    }, 50);
    let cpuBefore = 0;
    const onMessage = (outcome: JobOutcome) => {
      jobsCpuMs += cpuMs(child.process.pid) - cpuBefore;
      done(() => resolve(outcome));
    };
    const onExit = () => done(() => reject(new ChildJobFailed('crashed')));
    const done = (settle: () => void) => {
      clearInterval(watch);
      child.process.off('message', onMessage);
      child.process.off('exit', onExit);
      settle();
    };
    child.process.once('exit', onExit);
    // The time limit counts from here, so a child that is slow to start counts too.
    child.ready.then(
      () => {
        cpuBefore = cpuMs(child.process.pid);
        child.process.on('message', onMessage);
        child.process.send(input);
      },
      () => done(() => reject(new ChildJobFailed('crashed'))),
    );
  });
}

function park(child: Child, idleMs: number): void {
  // An idle child must not keep the server (or a script) from exiting.
  child.process.unref();
  (child.process.channel as { unref?: () => void } | undefined)?.unref?.();
  child.idleTimer = setTimeout(() => child.process.kill('SIGKILL'), idleMs);
  child.idleTimer.unref();
  idle.push(child);
}

/**
 * CPU time of a process so far (user and system, all threads) from /proc (Linux), in ms: a
 * figure a shared machine's load does not inflate as it does wall time. 0 without /proc.
 */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** USER_HZ, 100 on every Linux the server runs on (x86-64 and arm64). */
const CLOCK_TICKS = 100;

/** Resident memory of a process from /proc (Linux); 0 where there is no /proc. */
function residentMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]);
    return (pages * 4096) / 1024 / 1024;
  } catch {
    return 0;
  }
}
