import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, waitForHealth } from '../test/server-process.ts';
import { answersAheadOfWal, filesAheadOfCheckpoint, parseTrace } from './sync-trace.ts';

// A power cut keeps only what was synced. This runs the real server on the embedded database
// under strace and checks, call by call, that every 201 went out after the WAL holding its row
// was synced, and that the last checkpoint synced the data files it claims. Today's PGlite
// defaults (fsync off, no fsync in its file layer) sync nothing at all, and fail both.

const strace = spawnSync('strace', ['-V']).status === 0;
if (!strace && process.env.TEST_DB === 'pglite') {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! SYNC TRACE TEST SKIPPED: strace is not installed.`);
  console.error('!! Install it with `apt-get install -y strace` (.ci/run does).');
  console.error(`${banner}\n`);
}

const owner = { email: 'owner@example.com', password: 'owner-password-1' };
const WRITES = 12;

describe.runIf(process.env.TEST_DB === 'pglite' && strace)('the embedded database on disk', () => {
  let dir: string;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('syncs the WAL before each answered write, and data files before a checkpoint', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-sync-'));
    const dataDir = path.join(dir, 'data');
    const traceFile = path.join(dir, 'trace.log');
    const calls = 'trace=pwrite64,pwritev,fsync,fdatasync,sync_file_range,write,writev';
    // --seccomp-bpf stops the server only at these calls, not at each of its reads.
    const wrapper = ['strace', '-f', '--seccomp-bpf', '-y', '-qq', '-s', '24', '-e', calls];
    server = await startServer(
      { DATA_DIR: dataDir, OWNER_EMAIL: owner.email, OWNER_PASSWORD: owner.password },
      [...wrapper, '-o', traceFile],
    );
    // A new cluster, traced: minutes on a loaded machine, seconds on a quiet one.
    expect(await waitForHealth(server, 240_000), server.output()).toBe(true);
    const authorization = await signIn(server.baseUrl);

    // One at a time, so each answer has its own stretch of the trace.
    for (let n = 0; n < WRITES; n++) {
      const response = await fetch(`${server.baseUrl}/api/components`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ name: `Room ${n}`, type: 'room', budget: 100 }),
      });
      expect(response.status).toBe(201);
    }
    // SIGTERM to the server itself (strace would only detach): it checkpoints and exits.
    process.kill(tracedServerPid(server), 'SIGTERM');
    expect(await server.exited).toBe(0);

    const events = parseTrace(await fs.readFile(traceFile, 'utf8'));
    const { answers, late } = answersAheadOfWal(events, 201);
    expect(answers).toBe(WRITES);
    // Each of these is a row the client was told is saved and a power cut would take.
    expect(late, `${late.length} of ${answers} answered writes were not yet on disk`).toEqual([]);
    expect(filesAheadOfCheckpoint(events, path.join(dataDir, 'db'))).toEqual([]);
  }, 360_000);
});

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

/** strace's own child: the node process it runs. */
function tracedServerPid(server: ServerProcess): number {
  const pid = server.child.pid!;
  return Number(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8'));
}
