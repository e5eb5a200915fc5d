import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, waitForHealth } from '../test/server-process.ts';

const owner = { email: 'owner@example.com', password: 'owner-password-1' };

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  expect(response.status).toBe(200);
  const { idToken } = (await response.json()) as { idToken: string };
  return `Bearer ${idToken}`;
}

// A real server process on the embedded database, killed with SIGKILL in the middle of writes.
describe.runIf(process.env.TEST_DB === 'pglite')('a server killed while it writes', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('loses no row whose write was acknowledged', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-crash-'));
    const env = { DATA_DIR: dataDir, OWNER_EMAIL: owner.email, OWNER_PASSWORD: owner.password };
    server = await startServer(env);
    expect(await waitForHealth(server), server.output()).toBe(true);
    const authorization = await signIn(server);

    // Four writers in parallel; SIGKILL lands while requests are in flight.
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (id: number) => {
      for (let n = 0; !stop; n++) {
        const name = `Room ${id}-${n}`;
        try {
          const response = await fetch(`${server!.baseUrl}/api/components`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization },
            body: JSON.stringify({ name, type: 'room', budget: 100 }),
          });
          if (response.status === 201) acknowledged.push(name);
        } catch {
          return; // The process is gone.
        }
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(writers);

    // The lock left by the killed process is stale: a new server takes over and recovers.
    server = await startServer(env);
    expect(await waitForHealth(server), server.output()).toBe(true);
    const response = await fetch(`${server.baseUrl}/api/components`, {
      headers: { authorization: await signIn(server) },
    });
    const names = new Set(((await response.json()) as Array<{ name: string }>).map((c) => c.name));
    const lost = acknowledged.filter((name) => !names.has(name));
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
  }, 120_000);
});
