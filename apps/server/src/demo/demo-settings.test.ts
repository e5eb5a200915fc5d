import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

// The demo's owner password is public: whatever the environment says, the demo must not reach
// the real installation's archives, mail server, identity provider or metrics scraper.
const REAL_ARCHIVE = 'hrt-backup-20260101T023000Z.tar';
const METRICS_TOKEN = 'a-scraper-token-of-32-characters';
let realBackups: string;
let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  realBackups = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-real-backups-'));
  await fs.writeFile(path.join(realBackups, REAL_ARCHIVE), 'the real installation');
  t = await buildTestApp({
    env: {
      DEMO: '1',
      BACKUP_DIR: realBackups,
      BACKUP_KEEP: '1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '2525',
      OIDC_ISSUER: 'https://id.example.org',
      OIDC_CLIENT_ID: 'reno',
      METRICS_TOKEN,
    },
  });
  owner = await createSignedInUser(t, { role: 'owner' });
});
afterAll(async () => {
  await t.close();
  await fs.rm(realBackups, { recursive: true, force: true });
});

describe('the demo, started beside a real installation’s settings', () => {
  it('neither lists nor serves the real archives, and its nightly backup leaves them alone', async () => {
    const api = apiAs(t, owner);
    expect((await api.ok('GET', '/api/admin/backups')).archives).toEqual([]);
    expect((await api.call('GET', `/api/admin/backups/${REAL_ARCHIVE}`)).status).toBe(404);

    const run = await t.ctx.jobs.runNow('nightly-backup');
    expect(run).toMatchObject({ ran: true, outcome: 'succeeded' });
    expect(await fs.readdir(realBackups)).toEqual([REAL_ARCHIVE]);
    const own = await fs.readdir(path.join(t.ctx.config.dataDir, 'backups'));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(/^hrt-backup-\d{8}T\d{6}Z\.tar$/);
  });

  it('keeps mail in its outbox, offers no federated sign-in and serves no /metrics', async () => {
    expect(t.ctx.mailer.mode).toBe('outbox');
    const config = await t.app.inject({ method: 'GET', url: '/api/identity/config' });
    expect(config.json().oidc).toEqual({ enabled: false, name: null });
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(404);
  });
});
