// The demo's first start (the target: 'npm run demo shows the home page with the demo's figures
// within 15 s of a fresh start'; decision 047): the real server as `npm start` runs it, with
// DEMO=1 on a new empty DATA_DIR, timed from the spawn until the home page answers and the
// data it shows is the demo's (the journal's first entries, the expenses' summary). Three
// starts, the median; with the CPU time the server and its cluster-making child spent (less
// sensitive to a busy machine than the wall time) and the load average. BENCH_ONLY=demo runs
// it alone; BENCH_DEMO=0 skips it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoOwner } from '../src/demo/demo-accounts.ts';
import { type ServerProcess, startServer } from '../src/test/server-process.ts';

const RUNS = 3;
const LIMIT_S = 15;
/** The demo's figures on the first pages (seed 42): seed-demo.test.ts holds them too. */
const DEMO_EXPENSES = 242;
const HOME_ENTRIES = 3;

export interface DemoStart {
  /** Seconds from the spawn until the home page and the figures it shows answered. */
  shownS: number;
  /** CPU seconds of the server and its reaped children (the cluster's), up to then. */
  cpuS: number;
}

/** CPU seconds of `pid` and its reaped children, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; utime is the 14th field of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    return ticks / 100;
  } catch {
    return Number.NaN;
  }
}

async function answered(url: string, init?: RequestInit): Promise<Response | undefined> {
  try {
    const response = await fetch(url, init);
    return response.ok ? response : undefined;
  } catch {
    return undefined;
  }
}

/** The home page and what it reads, as the demo owner, once the server listens. */
async function homeShowsTheDemo(baseUrl: string): Promise<boolean> {
  if (!(await answered(`${baseUrl}/`))) return false;
  const signIn = await answered(`${baseUrl}/api/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoOwner.email, password: demoOwner.password }),
  });
  if (!signIn) return false;
  const headers = {
    authorization: `Bearer ${((await signIn.json()) as { idToken: string }).idToken}`,
  };
  const entries = await answered(`${baseUrl}/api/timeline/entries?limit=${HOME_ENTRIES}`, {
    headers,
  });
  const summary = await answered(`${baseUrl}/api/expenses/summary`, { headers });
  if (!entries || !summary) return false;
  const listed = (await entries.json()) as unknown[] | { items: unknown[] };
  const count = Array.isArray(listed) ? listed.length : listed.items.length;
  return (
    count === HOME_ENTRIES && ((await summary.json()) as { count: number }).count === DEMO_EXPENSES
  );
}

async function oneStart(): Promise<DemoStart> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrt-bench-demo-'));
  const started = performance.now();
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ DEMO: '1', DATA_DIR: dataDir, NODE_ENV: 'production' });
    const deadline = started + 180_000;
    while (!(await answered(`${server.baseUrl}/api/health`))) {
      if (performance.now() > deadline || server.child.exitCode !== null) {
        throw new Error(`the demo did not start:\n${server.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!(await homeShowsTheDemo(server.baseUrl))) {
      throw new Error(`the demo's home page did not show its figures:\n${server.output()}`);
    }
    const shownS = (performance.now() - started) / 1000;
    return { shownS, cpuS: cpuSeconds(server.child.pid!) };
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureDemoStart(): Promise<DemoStart[] | string> {
  if (process.env.BENCH_DEMO === '0') return 'skipped (BENCH_DEMO=0)';
  const starts: DemoStart[] = [];
  for (let run = 0; run < RUNS; run++) starts.push(await oneStart());
  return starts;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function demoStartLines(starts: DemoStart[] | string): string[] {
  const heading = `Demo first start (DEMO=1, empty DATA_DIR, spawn to the home page showing the demo's figures; target < ${LIMIT_S} s):`;
  if (typeof starts === 'string') return [heading, `  ${starts}`];
  const shown = median(starts.map((start) => start.shownS));
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  return [
    heading,
    `  median ${shown.toFixed(1)} s (${starts.map((start) => start.shownS.toFixed(1)).join(', ')}), ${shown < LIMIT_S ? 'meets' : 'MISSES'} the target`,
    `  CPU of the server and its child: ${starts.map((start) => start.cpuS.toFixed(1)).join(', ')} s; load average ${load}`,
  ];
}
