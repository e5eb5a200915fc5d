import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { acquireDirectoryLock } from '../db/directory-lock.ts';

/** Marks a data directory as the demo's, so a later demo start may wipe it and nothing else. */
export const DEMO_MARKER = 'demo-data-directory.txt';

/** The data directory holds something that is not a demo: the demo will not touch it. */
export class NotADemoDirectoryError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `DEMO is set, but ${dataDir} holds data that is not the demo's. The demo never mixes with real data: ` +
        'unset DATA_DIR (the demo then uses ./data-demo), or point it at an empty directory.',
    );
    this.name = 'NotADemoDirectoryError';
  }
}

/**
 * Before the database opens: a demo starts on a fresh directory every time. An empty or
 * missing directory is made the demo's; one marked as the demo's is emptied (after taking its
 * lock, so a demo still running keeps its data); any other is refused.
 */
export function prepareDemoDirectory(config: Config): void {
  const dir = config.dataDir;
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  if (entries.length > 0 && !entries.includes(DEMO_MARKER)) {
    throw new NotADemoDirectoryError(dir);
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dir, 'db.lock');
  const lock = acquireDirectoryLock(lockPath);
  try {
    for (const entry of entries) {
      if (entry === 'db.lock') continue;
      fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
    fs.writeFileSync(
      path.join(dir, DEMO_MARKER),
      'The demo project (DEMO=1). Emptied and filled again at every demo start.\n',
    );
  } finally {
    lock.release();
  }
}
