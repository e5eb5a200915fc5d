import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, waitForHealth } from '../test/server-process.ts';

const owner = { OWNER_EMAIL: 'owner@example.com', OWNER_PASSWORD: 'owner-password-1' };

async function ownerHeaders(server: ServerProcess) {
  const response = await fetch(`${server.baseUrl}/api/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.OWNER_EMAIL, password: owner.OWNER_PASSWORD }),
  });
  const { idToken } = (await response.json()) as { idToken: string };
  return { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
}

async function roomNames(server: ServerProcess): Promise<string[]> {
  const response = await fetch(`${server.baseUrl}/api/components`, {
    headers: await ownerHeaders(server),
  });
  return ((await response.json()) as Array<{ name: string }>).map((room) => room.name);
}

// PGlite owns its data directory; these tests start real server processes on one directory.
describe.runIf(process.env.TEST_DB === 'pglite')('the embedded database directory', () => {
  let dataDir: string;
  let first: ServerProcess;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-lock-'));
    // As an older version or a shell with umask 022 would have left it.
    await fs.chmod(dataDir, 0o755);
    first = await startServer({ DATA_DIR: dataDir, ...owner });
    // A first start creates the cluster and syncs it (decision 024): slow on a loaded machine.
    expect(await waitForHealth(first, 90_000), first.output()).toBe(true);
    const created = await fetch(`${first.baseUrl}/api/components`, {
      method: 'POST',
      headers: await ownerHeaders(first),
      body: JSON.stringify({ name: 'Kitchen', type: 'room' }),
    });
    expect(created.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    first.child.kill('SIGTERM');
    await first.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the data directory private (0700) even when it existed as 0755', async () => {
    // Everything inside is reachable only through these directories; the upload store's own
    // files are 0600 as well (storage/local-file-store.test.ts).
    const mode = async (file: string) => (await fs.stat(file)).mode & 0o777;
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(path.join(dataDir, 'db'))).toBe(0o700);
    expect(await mode(path.join(dataDir, 'files'))).toBe(0o700);
  });

  it('refuses a second server on the same directory with a clear message', async () => {
    const second = await startServer({ DATA_DIR: dataDir, ...owner });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain('The data directory is already in use by another server');
    expect(second.output()).toContain(String(first.child.pid));

    // The first keeps serving, with its database intact.
    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
    expect(await roomNames(first)).toEqual(['Kitchen']);
  }, 60_000);

  it('checkpoints and releases the directory on SIGTERM, so a new server can start', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await expect(fs.access(path.join(dataDir, 'db.lock'))).rejects.toThrow();

    first = await startServer({ DATA_DIR: dataDir, ...owner });
    // A first start creates the cluster and syncs it (decision 024): slow on a loaded machine.
    expect(await waitForHealth(first, 90_000), first.output()).toBe(true);
    const created = await fetch(`${first.baseUrl}/api/components`, {
      method: 'POST',
      headers: await ownerHeaders(first),
      body: JSON.stringify({ name: 'Kitchen', type: 'room' }),
    });
    expect(created.status).toBe(201);
  }, 120_000);
});
