// Runs `npm run backup` / `npm run restore` as package.json starts them (node flags included)
// in a process of its own, timing it and sampling its peak resident memory (VmHWM in /proc).
// For the bench and the memory test: the 300 MB target is about the command people run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const REPO = path.resolve(import.meta.dirname, '../../../..');

export type CommandName = 'backup' | 'restore';

export interface CommandFigures {
  seconds: number;
  peakMb: number;
}

/** The node arguments of the npm script (`node --flag ... --import tsx script.ts`). */
function scriptArguments(name: CommandName, repo = REPO): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = (manifest.scripts[name] ?? '').split(/\s+/);
  if (command !== 'node') throw new Error(`npm run ${name} does not start node: ${command}`);
  return args;
}

/** `repo`: another checkout of the app, to compare its command with this one's (the bench). */
export function runCommand(
  name: CommandName,
  args: string[],
  env: Record<string, string>,
  repo = REPO,
): Promise<CommandFigures> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...scriptArguments(name, repo), ...args], {
      cwd: repo,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let peakKb = 0;
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors = (errors + chunk).slice(-2000);
    });
    const sample = setInterval(() => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // Gone between the tick and the read.
      }
    }, 25);
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) reject(new Error(`npm run ${name} exited with ${code}: ${errors}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 });
    });
  });
}
