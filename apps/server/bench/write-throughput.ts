// The cost of a durable commit on the embedded database (decision 024): PGlite's own defaults
// (fsync off: nothing reaches the disk when a write is answered) against openDatabase's
// (each commit's WAL synced, checkpoints sync the data files), on this machine's disk under
// os.tmpdir(). One writer commits one-row inserts back to back for BENCH_WRITE_SECONDS each
// (default 3), then a CHECKPOINT is timed. Also runnable alone:
// `node --import tsx apps/server/bench/write-throughput.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.ts';

const SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 3);

export interface WriteFigures {
  label: string;
  commits: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  checkpointMs: number;
}

interface Target {
  query(sql: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

async function measure(label: string, target: Target): Promise<WriteFigures> {
  await target.query(
    'create table if not exists bench_writes (id serial primary key, payload text not null)',
  );
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    await target.query('insert into bench_writes (payload) values ($1)', [`row ${start}`]);
    latencies.push(performance.now() - start);
  }
  const checkpointStart = performance.now();
  await target.query('checkpoint');
  const checkpointMs = performance.now() - checkpointStart;
  await target.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    label,
    commits: latencies.length,
    perSecond: latencies.length / SECONDS,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    checkpointMs,
  };
}

/** Both configurations, each on a data directory of its own (created first, not timed). */
async function measureWriteThroughput(): Promise<WriteFigures[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hrt-bench-writes-'));
  try {
    const before = new PGlite({ dataDir: path.join(root, 'defaults') });
    await before.waitReady;
    const withoutSync = await measure('PGlite defaults (fsync off)', {
      query: (sql, params) => before.query(sql, params),
      close: () => before.close(),
    });
    const handle = await openDatabase({ pgliteDir: path.join(root, 'durable', 'db') });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const withSync = await measure('openDatabase (synced commits)', {
      query: (sql, params) => client.query(sql, params),
      close: () => handle.close(),
    });
    return [withoutSync, withSync];
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

export async function printWriteThroughput() {
  console.log(
    `\n== PGlite write throughput (one writer, ${SECONDS} s each, disk under ${os.tmpdir()})`,
  );
  const figures = await measureWriteThroughput();
  const lines = [
    '| configuration | commits/s | p50 ms | p99 ms | checkpoint ms |',
    '|---|---|---|---|---|',
  ];
  for (const f of figures) {
    lines.push(
      `| ${f.label} | ${f.perSecond.toFixed(0)} | ${f.p50Ms.toFixed(2)} | ${f.p99Ms.toFixed(2)} | ${f.checkpointMs.toFixed(0)} |`,
    );
  }
  console.log(lines.join('\n'));
  const [without, durable] = figures;
  console.log(
    `synced commits cost ${(without!.perSecond / durable!.perSecond).toFixed(1)}x in commits per second`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printWriteThroughput();
