import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startServer } from '../test/server-process.ts';

it('refuses to start with SMTP_USER but no SMTP_PASS, naming the variable', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-smtp-config-'));
  try {
    const server = await startServer({
      DATA_DIR: dataDir,
      SMTP_HOST: '127.0.0.1',
      SMTP_USER: 'reno',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Invalid configuration:\n  - SMTP_PASS: required when SMTP_USER is set',
    );
    // It stopped before touching anything: no database was created.
    expect(await fs.readdir(dataDir)).toEqual([]);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
