// Where the overview's time goes (decision 044): the server's CPU per request of run.ts's two
// workloads, its baseline and each of the overview's two reads, on the same seeded data. On a
// shared machine req/s moves with the neighbours' load; the CPU a request costs moves less, and
// the median of several interleaved rounds less still.
//   node --import tsx apps/server/bench/overview-cost.ts        HTTP, autocannon in a process
//     of its own (so this process's CPU is the server's alone: PGlite runs on its main thread)
//   OVERVIEW_COST_MODE=inject   the same routes through app.inject, one at a time, no sockets
//   OVERVIEW_COST_MODE=queries  the database reads alone (the access check's, each route's)
//   OVERVIEW_COST_DATABASE_URL=postgres://...  on PostgreSQL (a scratch database)
//   OVERVIEW_COST_ENCODING="br, gzip"  sends a browser's Accept-Encoding
//   OVERVIEW_COST_PROFILE=dir  a CPU profile of each HTTP round and workload
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../src/db/client.ts';
import type { Principal } from '../src/http/access.ts';
import { buildComponents } from '../src/modules/build-components/schema.ts';
import { listComponents } from '../src/modules/build-components/service.ts';
import { listExpenseSummaries } from '../src/modules/expenses/queries.ts';
import { readAccessState } from '../src/modules/identity/sessions/sessions-repository.ts';
import { adminQuery } from './admin-query.ts';
import { type BenchApp, registerBaselineRoute, startBenchApp } from './bench-app.ts';
import { seedComponents, seedExpenses } from './seed-expenses.ts';
import { signInOwner } from './sign-in.ts';

const REQUESTS = Number(process.env.OVERVIEW_COST_REQUESTS ?? 2000);
const ROUNDS = Number(process.env.OVERVIEW_COST_ROUNDS ?? 5);
const ENCODING = process.env.OVERVIEW_COST_ENCODING;
const AUTOCANNON = path.resolve(import.meta.dirname, '../../../node_modules/.bin/autocannon');
const PATHS = {
  baseline: '/api/bench/baseline',
  components: '/api/components',
  summaries: '/api/expenses/summaries',
};
const execute = promisify(execFile);

type Workloads = Record<string, () => Promise<unknown>>;

async function main() {
  const url = process.env.OVERVIEW_COST_DATABASE_URL;
  const scratch = `hrt_cost_${randomBytes(4).toString('hex')}`;
  if (url) await adminQuery(url, `create database ${scratch}`);
  const target = url ? Object.assign(new URL(url), { pathname: `/${scratch}` }).toString() : '';
  const bench = await startBenchApp(await openDatabase(url ? { databaseUrl: target } : {}));
  registerBaselineRoute(bench);
  try {
    const address = await bench.app.listen({ host: '127.0.0.1', port: 0 });
    const { header, principal } = await signInOwner(bench.app, bench.ctx, address);
    const ids = await seedComponents(bench.ctx, principal, 20);
    await seedExpenses(bench.ctx, principal, ids, { from: 0, to: 20_000 });
    const headers: Record<string, string> = { authorization: header };
    if (ENCODING) headers['accept-encoding'] = ENCODING;
    for (const [name, route] of Object.entries(PATHS)) {
      const response = await bench.app.inject({ url: route, headers });
      console.log(`${name}: ${response.rawPayload.byteLength} bytes ${ENCODING ?? 'identity'}`);
    }
    const mode = process.env.OVERVIEW_COST_MODE ?? 'http';
    const workloads =
      mode === 'queries'
        ? databaseReads(bench, principal)
        : mode === 'inject'
          ? injected(bench, headers)
          : overHttp(address, headers);
    await measure(workloads);
  } finally {
    await bench.close();
    if (url) await adminQuery(url, `drop database if exists ${scratch} with (force)`);
  }
}

function overHttp(address: string, headers: Record<string, string>): Workloads {
  const flags = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  return Object.fromEntries(
    Object.entries(PATHS).map(([name, route]) => [
      name,
      () =>
        execute(AUTOCANNON, ['-c', '50', '-a', String(REQUESTS), '-j', ...flags, address + route], {
          maxBuffer: 1 << 24,
        }),
    ]),
  );
}

function injected({ app }: BenchApp, headers: Record<string, string>): Workloads {
  const repeat = (url: string) => async () => {
    for (let i = 0; i < REQUESTS; i++) {
      const response = await app.inject({ url, headers });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    }
  };
  return Object.fromEntries(Object.entries(PATHS).map(([name, url]) => [name, repeat(url)]));
}

function databaseReads({ ctx }: BenchApp, principal: Principal): Workloads {
  const { db } = ctx.database;
  const repeat = (read: () => Promise<unknown>) => async () => {
    for (let i = 0; i < REQUESTS; i++) JSON.stringify(await read());
  };
  return {
    'access check': repeat(() => readAccessState(db, 'bench-owner@example.com', randomUuid)),
    baseline: repeat(() =>
      db.select({ id: buildComponents.id, name: buildComponents.name }).from(buildComponents),
    ),
    components: repeat(() => listComponents(ctx, principal)),
    summaries: repeat(() => listExpenseSummaries(ctx, principal)),
  };
}

const randomUuid = '00000000-0000-4000-8000-000000000000';

/** Rounds of every workload in turn; each figure is this process's CPU µs per request. */
async function measure(workloads: Workloads) {
  const figures: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    const line: string[] = [];
    for (const [name, workload] of Object.entries(workloads)) {
      const profile = await startProfile();
      const started = process.cpuUsage();
      await workload();
      const used = process.cpuUsage(started);
      await profile?.(`${name}-${round}`);
      const micros = (used.user + used.system) / REQUESTS;
      figures[name] = [...(figures[name] ?? []), micros];
      line.push(`${name} ${micros.toFixed(0)}`);
    }
    console.log(`round ${round + 1}, CPU µs per request: ${line.join(' | ')}`);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
  const lines = Object.entries(figures).map(
    ([name, values]) => `${name} ${median(values).toFixed(0)}`,
  );
  console.log(`median: ${lines.join(' | ')}`);
}

/** OVERVIEW_COST_PROFILE=dir: starts a CPU profile; the function returned writes it. */
async function startProfile() {
  const dir = process.env.OVERVIEW_COST_PROFILE;
  if (!dir) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (name: string) => {
    const { profile } = await session.post('Profiler.stop');
    await fs.promises.writeFile(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}

await main();
