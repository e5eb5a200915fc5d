// Resident memory of the real server (decisions 041 and 043): `node --import tsx server.ts` as
// `npm start` runs it, in a process of its own, read from /proc/<pid>/status (VmRSS, what `ps`
// and a small box's limits see). On PGlite with a fresh DATA_DIR: idle after the first start
// (which makes the cluster), idle after a later start, then with the load's data (20
// components, 20,000 expenses, seeded while the server is stopped) under 50 clients on the
// overview, and after reading one receipt photo (the reading processes apart). The same on
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. BENCH_MEMORY=0 skips it;
// BENCH_ONLY=memory runs it alone. The server runs with npm start's node flags
// (SERVER_NODE_FLAGS, decision 043); BENCH_SERVER_NODE_OPTIONS adds more to try (those
// NODE_OPTIONS accepts: not --liftoff-only);
// also `node --import tsx apps/server/bench/server-memory.ts`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.ts';
import { type ServerProcess, startServer, waitForHealth } from '../src/test/server-process.ts';
import { adminQuery } from './admin-query.ts';
import { startBenchApp } from './bench-app.ts';
import { receiptPhoto } from './extraction-memory.ts';
import { seedComponents, seedExpenses } from './seed-expenses.ts';
import { signInOwner } from './sign-in.ts';

const OWNER = { email: 'owner@example.com', password: 'memory bench owner password' };
const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 5) * 1000;
const LOAD_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const IDLE_LIMIT_MB = 250;
const LOAD_LIMIT_MB = 450;

export interface MemoryRow {
  database: string;
  firstStartMb: number;
  laterStartMb: number;
  loadPeakMb?: number;
  loadRequestsPerSecond?: number;
  afterExtractionMb?: number;
  readersMb?: number;
}

/** VmRSS of `pid` in MB, 0 when it has gone. */
function residentMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The resident memory of `pid`'s descendants (the reading processes). */
function descendantsMb(pid: number): number {
  let total = 0;
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  for (const child of children) total += residentMb(child) + descendantsMb(child);
  return total;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({
    ...env,
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    NODE_ENV: 'production',
    // To try node flags on the server (decision 041), e.g. '--max-semi-space-size=2'.
    ...(process.env.BENCH_SERVER_NODE_OPTIONS
      ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
      : {}),
  });
  if (!(await waitForHealth(server, 180_000))) {
    server.child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${server.output()}`);
  }
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Starts, lets start-up settle, reads the figure, and stops (or hands the server on). */
async function idleMb(env: Record<string, string>): Promise<number> {
  const server = await start(env);
  await sleep(SETTLE_MS);
  const mb = residentMb(server.child.pid!);
  await stop(server);
  return mb;
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const { idToken } = (await response.json()) as { idToken: string };
  return `Bearer ${idToken}`;
}

/** The load's data, written through the bench's own app while the server is stopped. */
async function seed(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const { app, ctx, close } = await startBenchApp(database);
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { principal } = await signInOwner(app, ctx, address);
    const ids = await seedComponents(ctx, principal, 20);
    await seedExpenses(ctx, principal, ids, { from: 0, to: 20_000 });
  } finally {
    await close();
  }
}

/** 50 clients on the overview for LOAD_MS, the server's memory read every 100 ms. */
async function underLoad(server: ServerProcess, authorization: string) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(server.child.pid!));
  }, 100);
  try {
    const result = await autocannon({
      url: server.baseUrl,
      connections: 50,
      workers: 1,
      duration: LOAD_MS / 1000,
      headers: { authorization },
      requests: ['/api/components', '/api/expenses/summaries'].map((p) => ({ path: p })),
    });
    if (result.non2xx || result.errors) throw new Error('the load had errors');
    return { peakMb: peak, requestsPerSecond: result.requests.total / result.duration };
  } finally {
    clearInterval(timer);
  }
}

/** One receipt photo read; the server's memory and its reading processes' just after. */
async function afterExtraction(server: ServerProcess, authorization: string) {
  const room = await fetch(`${server.baseUrl}/api/components`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ name: 'Receipts', type: 'room', budget: 1000 }),
  });
  const { id } = (await room.json()) as { id: string };
  const form = new FormData();
  form.append('room_id', id);
  form.append(
    'file',
    new Blob([new Uint8Array(await receiptPhoto())], { type: 'image/jpeg' }),
    'receipt.jpg',
  );
  const response = await fetch(`${server.baseUrl}/api/expenses/extract`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (!response.ok) throw new Error(`extraction failed: ${response.status}`);
  await sleep(1000);
  return { serverMb: residentMb(server.child.pid!), readersMb: descendantsMb(server.child.pid!) };
}

async function measureDatabase(
  label: string,
  env: Record<string, string>,
  open: () => ReturnType<typeof openDatabase>,
): Promise<MemoryRow> {
  console.log(`server memory on ${label}: first start, later start, load, one extraction`);
  const firstStartMb = await idleMb(env);
  const laterStartMb = await idleMb(env);
  const row: MemoryRow = { database: label, firstStartMb, laterStartMb };
  if (process.env.BENCH_MEMORY_LOAD === '0') return row;
  await seed(await open());
  const server = await start(env);
  try {
    const authorization = await signIn(server.baseUrl);
    const load = await underLoad(server, authorization);
    row.loadPeakMb = load.peakMb;
    row.loadRequestsPerSecond = load.requestsPerSecond;
    if (process.env.BENCH_EXTRACTION !== '0') {
      const extraction = await afterExtraction(server, authorization);
      row.afterExtractionMb = extraction.serverMb;
      row.readersMb = extraction.readersMb;
    }
  } finally {
    await stop(server);
  }
  return row;
}

export async function measureServerMemory(): Promise<MemoryRow[] | string> {
  if (process.env.BENCH_MEMORY === '0') return 'skipped (BENCH_MEMORY=0)';
  const rows: MemoryRow[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrt-memory-'));
  try {
    const env = { DATA_DIR: dataDir };
    rows.push(
      await measureDatabase('PGlite', env, () =>
        openDatabase({ pgliteDir: path.join(dataDir, 'db') }),
      ),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return rows;
  const name = `hrt_memory_${randomBytes(4).toString('hex')}`;
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrt-memory-'));
  await adminQuery(url, `create database ${name}`);
  try {
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    const env = { DATA_DIR: pgDataDir, DATABASE_URL: databaseUrl.toString() };
    rows.push(
      await measureDatabase('PostgreSQL', env, () =>
        openDatabase({ databaseUrl: env.DATABASE_URL }),
      ),
    );
  } finally {
    await adminQuery(url, `drop database if exists ${name} with (force)`);
    fs.rmSync(pgDataDir, { recursive: true, force: true });
  }
  return rows;
}

export function serverMemoryLines(rows: MemoryRow[] | string): string[] {
  if (typeof rows === 'string') return ['', `Server memory ${rows}`];
  const mb = (value: number | undefined) =>
    (value === undefined ? '-' : `${value.toFixed(0)} MB`).padStart(9);
  const rate = (value: number | undefined) =>
    (value === undefined ? '-' : value.toFixed(0)).padStart(8);
  return [
    '',
    `Server resident memory (VmRSS of node server.ts, ${SETTLE_MS / 1000} s after start; load = 50 clients on the overview for ${LOAD_MS / 1000} s, 20,000 expenses; PGlite targets: idle < ${IDLE_LIMIT_MB} MB, load < ${LOAD_LIMIT_MB} MB):`,
    '| database   | first start | later start | load peak | load req/s | after 1 receipt | reading processes |',
    '|------------|-------------|-------------|-----------|------------|-----------------|-------------------|',
    ...rows.map(
      (row) =>
        `| ${row.database.padEnd(10)} | ${mb(row.firstStartMb).padStart(11)} | ${mb(row.laterStartMb).padStart(11)} | ${mb(row.loadPeakMb)} | ${rate(row.loadRequestsPerSecond).padStart(10)} | ${mb(row.afterExtractionMb).padStart(15)} | ${mb(row.readersMb).padStart(17)} |`,
    ),
    ...rows.filter((row) => row.database === 'PGlite').map(targetLine),
  ];
}

/** The PGlite row against its targets, said in words beside the table. */
function targetLine(row: MemoryRow): string {
  const idle = Math.max(row.firstStartMb, row.laterStartMb);
  const verdict = (value: number, limit: number) =>
    `${value.toFixed(0)} MB (target < ${limit} MB: ${value < limit ? 'met' : 'NOT met'})`;
  const load =
    row.loadPeakMb === undefined ? '' : `, under load ${verdict(row.loadPeakMb, LOAD_LIMIT_MB)}`;
  return `PGlite idle ${verdict(idle, IDLE_LIMIT_MB)}${load}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(serverMemoryLines(await measureServerMemory()).join('\n'));
}
