import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { type ServerProcess, startServer, waitForHealth } from '../test/server-process.ts';
import {
  type Acknowledged,
  countWrites,
  emptyLedger,
  findMissing,
  partialFiles,
  runWriter,
  startHalfUpload,
} from './crash-workload.ts';

// The real server, SIGKILLed again and again while six writers keep rooms, expenses, receipts
// and documents in flight; one data directory (or one PostgreSQL database) throughout. Every
// write that was answered 201 must be there at the end, with its file. 15 kills per database
// (30 in CI, where both run), within a time budget so a slow machine cannot stretch it.
const KILLS = 15;
const BUDGET_MS = 80_000;
/** Even on a machine so loaded that a restart takes half a minute. */
const MIN_KILLS = 3;
const WRITERS = 6;

const owner = { email: 'owner@example.com', password: 'owner-password-1' };
const database = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  expect(response.status).toBe(200);
  const { idToken } = (await response.json()) as { idToken: string };
  return `Bearer ${idToken}`;
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many temp files the start-up sweep reported removing (it runs after listening). */
async function sweepLine(server: ServerProcess): Promise<number> {
  const line = /file store sweep: removed (\d+) partial uploads/;
  for (let waited = 0; waited < 30_000; waited += 50) {
    const match = line.exec(server.output());
    if (match) return Number(match[1]);
    await sleep(50);
  }
  throw new Error(`No sweep line in the server's log:\n${server.output()}`);
}

describe(`a server on ${database} killed while it writes`, () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let scratch: string | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    if (scratch) await adminQuery(`drop database if exists ${scratch} with (force)`);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write, nor its file, over repeated SIGKILLs', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-crash-'));
    const filesDir = path.join(dataDir, 'files');
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      OWNER_EMAIL: owner.email,
      OWNER_PASSWORD: owner.password,
    };
    if (database === 'postgres') {
      scratch = `hrt_crash_${randomBytes(4).toString('hex')}`;
      await adminQuery(`create database ${scratch} template ${inject('postgresTemplate')}`);
      env.DATABASE_URL = withDatabase(process.env.TEST_DATABASE_URL!, scratch);
    }
    const ledger: Acknowledged = emptyLedger();
    const started = Date.now();
    const restarts: number[] = [];
    let roomId = '';
    let kills = 0;

    while (kills < KILLS && (kills < MIN_KILLS || Date.now() - started < BUDGET_MS)) {
      const restart = Date.now();
      server = await startServer(env);
      expect(await waitForHealth(server, 120_000), server.output()).toBe(true);
      restarts.push(Date.now() - restart);
      const client = { baseUrl: server.baseUrl, authorization: await signIn(server.baseUrl) };
      if (!roomId) {
        const response = await fetch(`${server.baseUrl}/api/components`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: client.authorization },
          body: JSON.stringify({ name: 'Kitchen', type: 'room' }),
        });
        roomId = ((await response.json()) as { id: string }).id;
        ledger.components.push(roomId);
      }

      // Kill after a varying number of answers (or four seconds), mid-flight.
      const before = countWrites(ledger);
      const target = 12 + ((kills * 7) % 20);
      let stop = false;
      const writers = Array.from({ length: WRITERS }, (_, w) =>
        runWriter(client, roomId, ledger, `k${kills}w${w}`, () => stop),
      );
      const deadline = Date.now() + 4000;
      while (countWrites(ledger) - before < target && Date.now() < deadline) await sleep(5);
      // And one upload surely cut off halfway: its temp file is what a kill leaves behind.
      await startHalfUpload(client, roomId, filesDir);
      server.child.kill('SIGKILL');
      await server.exited;
      stop = true;
      await Promise.all(writers);
      kills++;
    }

    // The start-up after the kills removes their temp files at once, and says how many.
    const leftBehind = (await partialFiles(filesDir)).length;
    expect(leftBehind).toBeGreaterThanOrEqual(1);
    server = await startServer({ ...env, LOG_LEVEL: 'info' });
    expect(await waitForHealth(server, 120_000), server.output()).toBe(true);
    const swept = await sweepLine(server);
    expect(swept).toBe(leftBehind);
    expect(await partialFiles(filesDir)).toEqual([]);
    const client = { baseUrl: server.baseUrl, authorization: await signIn(server.baseUrl) };
    const missing = await findMissing(client, roomId, ledger);
    const acknowledged = countWrites(ledger);
    const files = ledger.receipts.size + ledger.documents.size;
    const median = [...restarts].sort((a, b) => a - b)[Math.floor(restarts.length / 2)]!;
    console.log(
      `kill test (${database}): ${kills} SIGKILLs in ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
        `${acknowledged} writes acknowledged (${files} with a file), ` +
        `${acknowledged - missing.length} found; median restart ${(median / 1000).toFixed(1)} s`,
    );
    expect(missing).toEqual([]);
    expect(kills).toBeGreaterThanOrEqual(MIN_KILLS);
    expect(files).toBeGreaterThan(0);
  }, 300_000);
});
