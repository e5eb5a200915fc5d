import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const serverEntry = path.join(import.meta.dirname, '..', 'server.ts');

/**
 * The node flags `npm start` gives the server (package.json's start:server; decision 043), so
 * the tests and the bench run it as a household does.
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=2'];

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (`node --import tsx server.ts`) as a child process; `wrapper` runs it
 * under another command (strace), so `child` is then that command.
 */
export async function startServer(
  env: Record<string, string>,
  wrapper: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const command = [
    ...wrapper,
    process.execPath,
    ...SERVER_NODE_FLAGS,
    '--import',
    'tsx',
    serverEntry,
  ];
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until /api/health answers, or the process exits, or the time is up. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline && !ended) {
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
