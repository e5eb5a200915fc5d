import { describe, expect, it } from 'vitest';
import { startServer } from './test/server-process.ts';

describe('a configuration mistake at start-up', () => {
  it('prints the list of what is wrong and exits non-zero, without a stack trace', async () => {
    const server = await startServer({
      DATA_DIR: '/nonexistent/never-created',
      MAX_UPLOAD_MB: '-1',
      SMTP_USER: 'reno',
    });
    const code = await server.exited;
    const output = server.output();
    expect(code).toBe(1);
    expect(output).toContain(
      'Invalid configuration:\n  - MAX_UPLOAD_MB: Too small: expected number to be >0',
    );
    // A stack trace's frames look like "    at loadConfig (file:///…/config.ts:230:11)".
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('ConfigError');
  }, 30_000);

  it('lists every half-given pair at once', async () => {
    const server = await startServer({ SMTP_USER: 'reno', OWNER_EMAIL: 'owner@example.com' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Invalid configuration:\n  - SMTP_PASS: required when SMTP_USER is set\n  - OWNER_PASSWORD: required when OWNER_EMAIL is set\n  - SMTP_HOST: required when SMTP_USER is set',
    );
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 30_000);
});
