import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { TestDatabaseHandle } from '../../test/test-database.ts';
import { NIGHTLY_BACKUP_JOB } from './nightly-backup.ts';
import { verifyArchive } from './read-archive.ts';
import { writeBackup } from './write-archive.ts';

let t: TestApp;
let backupDir: string;
let owner: SignedInUser;
let others: SignedInUser[];

beforeAll(async () => {
  backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-backup-dir-'));
  t = await buildTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '2' } });
  owner = await createSignedInUser(t, { role: 'owner' });
  others = await Promise.all(
    (['project_manager', 'build_manager', 'interior_designer', 'viewer'] as const).map((role) =>
      createSignedInUser(t, { role }),
    ),
  );
  await t.app.inject({
    method: 'POST',
    url: '/api/components',
    headers: { authorization: owner.authorization },
    payload: { name: 'Kitchen', type: 'room' },
  });
});
afterAll(async () => {
  await t.close();
  await fs.rm(backupDir, { recursive: true, force: true });
});

const get = (url: string, authorization?: string) =>
  t.app.inject({ url, headers: authorization ? { authorization } : {} });

/** Following a link is limited per address (ten a minute): each test follows from its own. */
const follow = (url: string, remoteAddress: string) => t.app.inject({ url, remoteAddress });

async function linkFor(user: SignedInUser, name?: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/backup-links',
    headers: { authorization: user.authorization },
    payload: name ? { name } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { url: string }).url;
}

/** The first owner changes another user's allowlist entry, as Admin does. */
const setUser = async (email: string, role: string, allowed: boolean) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users?${new URLSearchParams({ email, role, allowed: String(allowed) })}`,
      headers: { authorization: owner.authorization },
    })
  ).statusCode;

const removeUser = async (email: string) =>
  (
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${encodeURIComponent(email)}`,
      headers: { authorization: owner.authorization },
    })
  ).statusCode;

const runAt = (iso: string) => t.ctx.jobs.runNow(NIGHTLY_BACKUP_JOB, { tick: new Date(iso) });

describe('nightly backups', () => {
  it('writes archives (mode 0600) into BACKUP_DIR, keeps the newest BACKUP_KEEP and lists them', async () => {
    for (const day of ['23', '24', '25']) {
      expect(await runAt(`2026-11-${day}T02:30:00Z`)).toMatchObject({ outcome: 'succeeded' });
    }
    const names = ['hrt-backup-20261125T023000Z.tar', 'hrt-backup-20261124T023000Z.tar'];
    expect((await fs.readdir(backupDir)).sort()).toEqual([...names].reverse());
    const stats = await Promise.all(names.map((name) => fs.stat(path.join(backupDir, name))));
    for (const stat of stats) expect(stat.mode & 0o777).toBe(0o600);
    const stat = stats[0]!;

    const list = await get('/api/admin/backups', owner.authorization);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      keep: 2,
      last_failure: null,
      archives: names.map((name, index) => ({ name, size: stats[index]!.size })),
    });

    const download = await get(`/api/admin/backups/${names[0]}`, owner.authorization);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(stat.size));
    expect(download.rawPayload.equals(await fs.readFile(path.join(backupDir, names[0]!)))).toBe(
      true,
    );
  });

  it('shows the last failure and tells the owner by e-mail; a later success clears it', async () => {
    const blocked = path.join(backupDir, 'not-a-folder');
    await fs.writeFile(blocked, '');
    const config = t.ctx.config as { backupDir: string };
    const saved = config.backupDir;
    config.backupDir = blocked;
    try {
      expect(await runAt('2026-11-26T02:30:00Z')).toMatchObject({ outcome: 'failed' });
    } finally {
      config.backupDir = saved;
    }
    const list = (await get('/api/admin/backups', owner.authorization)).json();
    expect(list.last_failure.error).toMatch(/EEXIST|ENOTDIR/);
    const outbox = (await get('/api/admin/outbox', owner.authorization)).json();
    expect(outbox.items[0]).toMatchObject({
      to: owner.email,
      subject: 'The nightly backup failed',
    });

    expect(await runAt('2026-11-27T02:30:00Z')).toMatchObject({ outcome: 'succeeded' });
    expect((await get('/api/admin/backups', owner.authorization)).json().last_failure).toBeNull();
  });
});

describe('downloads', () => {
  it('streams a fresh, complete archive to the owner', async () => {
    const response = await get('/api/admin/backup', owner.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="hrt-backup-\d{8}T\d{6}Z\.tar"$/,
    );
    const file = path.join(backupDir, 'fresh.tar');
    await fs.writeFile(file, response.rawPayload);
    const manifest = await verifyArchive(file);
    expect(manifest.tables.components).toBe(1);
  });

  it('stops cleanly when the download is closed half-way', async () => {
    const closed = new Writable({
      write: (_chunk, _encoding, callback) => callback(new Error('the browser went away')),
    });
    await expect(writeBackup(t.ctx, closed)).rejects.toThrow('the browser went away');
    expect((await get('/api/admin/backups', owner.authorization)).statusCode).toBe(200);
  });

  it('follows a signed link without a token, and refuses a tampered one', async () => {
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backup-links',
      headers: { authorization: owner.authorization },
      payload: {},
    });
    expect(link.statusCode).toBe(200);
    const { url } = link.json() as { url: string };
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url.replace(/signature=./, 'signature=_'))).statusCode).toBe(403);
    expect(
      (await get(url.replace('target=fresh', 'target=hrt-backup-20261125T023000Z.tar'))).statusCode,
    ).toBe(403);
  });

  it('follows a link once: the second follow, even at the same moment, answers 410', async () => {
    const url = await linkFor(owner, 'hrt-backup-20261125T023000Z.tar');
    const first = await follow(url, '10.0.1.1');
    expect(first.statusCode).toBe(200);
    const second = await follow(url, '10.0.1.1');
    expect(second.statusCode).toBe(410);
    expect(second.json()).toEqual({
      code: 'link_used',
      detail: 'This download link has been used already. Start the download again from Admin.',
    });

    const racing = await linkFor(owner, 'hrt-backup-20261125T023000Z.tar');
    const statuses = (
      await Promise.all([follow(racing, '10.0.1.1'), follow(racing, '10.0.1.1')])
    ).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 410]);
  });

  it('refuses a link whose maker was demoted, revoked or removed after asking for it', async () => {
    const changes: Array<[string, (email: string) => Promise<number>]> = [
      ['demoted', (email) => setUser(email, 'project_manager', true)],
      ['revoked', (email) => setUser(email, 'owner', false)],
      ['removed', (email) => removeUser(email)],
    ];
    for (const [what, change] of changes) {
      const maker = await createSignedInUser(t, { role: 'owner' });
      const url = await linkFor(maker, 'hrt-backup-20261125T023000Z.tar');
      expect(await change(maker.email), what).toBeLessThan(300);
      const response = await follow(url, '10.0.1.2');
      expect(response.statusCode, what).toBe(403);
      expect(response.json(), what).toEqual({
        code: 'forbidden',
        detail: 'The account that asked for this link may no longer download backups.',
      });
    }
  });

  it('uses a link up on every instance of one database', async () => {
    const database = t.ctx.database as TestDatabaseHandle;
    const other = await buildTestApp({
      database: database.openAnother ? await database.openAnother() : database,
      env: { BACKUP_DIR: backupDir },
    });
    try {
      const url = await linkFor(owner, 'hrt-backup-20261125T023000Z.tar');
      expect((await other.app.inject({ url, remoteAddress: '10.0.1.3' })).statusCode).toBe(200);
      expect((await follow(url, '10.0.1.3')).statusCode).toBe(410);
    } finally {
      await other.close();
      if (database.openAnother) await other.ctx.database.close();
    }
  });

  it('answers 403 to everyone but the owner, 401 without a token', async () => {
    const urls = [
      '/api/admin/backups',
      '/api/admin/backups/hrt-backup-20261125T023000Z.tar',
      '/api/admin/backup',
    ];
    for (const user of others) {
      for (const url of urls)
        expect((await get(url, user.authorization)).statusCode, url).toBe(403);
      const link = await t.app.inject({
        method: 'POST',
        url: '/api/admin/backup-links',
        headers: { authorization: user.authorization },
        payload: {},
      });
      expect(link.statusCode).toBe(403);
    }
    for (const url of urls) expect((await get(url)).statusCode).toBe(401);
  });
});
