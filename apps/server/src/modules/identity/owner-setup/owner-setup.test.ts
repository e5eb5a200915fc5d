import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { appSettings } from '../../settings/schema.ts';
import { findAllowlistEntry, upsertAllowlistEntry } from '../allowlist/allowlist-repository.ts';
import { accounts } from '../schema.ts';
import { bootstrapOwner, prepareSetupLink } from './owner-setup.ts';

const PASSWORD = 'first owner password';

describe('first run with a one-time setup link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://reno.example.com' } });
  });
  afterAll(() => t.close());

  const config = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/identity/config' })).json();
  const setup = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/identity/setup', payload });

  it('reports setup as required and prints a link whose token is stored only as a hash', async () => {
    expect(await config()).toEqual({
      oidc: { enabled: false, name: null },
      setupRequired: true,
    });
    const link = await prepareSetupLink(t.ctx.database.db, t.ctx.config.PUBLIC_URL);
    expect(link).toMatch(/^https:\/\/reno\.example\.com\/setup\?token=[\w-]{40,}$/);
    const token = new URL(link!).searchParams.get('token')!;
    const rows = await t.ctx.database.db.select().from(appSettings);
    expect(rows.some((row) => row.value.includes(token))).toBe(false);
    expect(rows.some((row) => row.key === 'owner_setup_token_hash')).toBe(true);
  });

  it('refuses a wrong token, bad input and stores nothing; then creates the owner once', async () => {
    const link = await prepareSetupLink(t.ctx.database.db, t.ctx.config.PUBLIC_URL);
    const token = new URL(link!).searchParams.get('token')!;
    const wrong = await setup({ token: 'guess', email: 'owner@example.com', password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('setup_token_invalid');
    for (const [payload, status] of [
      [{ token, email: 'owner@example.com', password: PASSWORD, display_name: 'A\r\nB' }, 422],
      [
        { token, email: 'owner@example.com', password: PASSWORD, display_name: 'n'.repeat(10_240) },
        400,
      ],
      [{ token, email: 'owner@example.com\r\nx', password: PASSWORD }, 422],
      [{ token, email: 'owner@example.com', password: 'short' }, 400],
    ] as const) {
      const response = await setup(payload);
      expect(response.statusCode).toBe(status);
    }
    expect(await t.ctx.database.db.select().from(accounts)).toEqual([]);

    const created = await setup({
      token,
      email: 'Owner@Example.com',
      password: PASSWORD,
      display_name: 'Olive',
    });
    expect(created.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${created.json().idToken}` },
    });
    expect(me.json()).toEqual({
      email: 'owner@example.com',
      displayName: 'Olive',
      role: 'owner',
      contact_id: null,
    });

    const again = await setup({ token, email: 'second@example.com', password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('owner_exists');
    expect((await config()).setupRequired).toBe(false);
    expect(await prepareSetupLink(t.ctx.database.db, t.ctx.config.PUBLIC_URL)).toBeNull();
  });

  it('an older link stops working once a newer one is printed', async () => {
    const other = await buildTestApp();
    try {
      const first = await prepareSetupLink(other.ctx.database.db, other.ctx.config.PUBLIC_URL);
      await prepareSetupLink(other.ctx.database.db, other.ctx.config.PUBLIC_URL);
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/identity/setup',
        payload: {
          token: new URL(first!).searchParams.get('token'),
          email: 'owner@example.com',
          password: PASSWORD,
        },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('OWNER_EMAIL / OWNER_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates the owner headless, and leaves the password alone on later starts', async () => {
    const db = t.ctx.database.db;
    expect(await bootstrapOwner(db, t.app.identity, 'Boss@Example.com', PASSWORD)).toBe('created');
    // A later start finds an owner and changes nothing, the password included.
    expect(await bootstrapOwner(db, t.app.identity, 'boss@example.com', 'a changed password')).toBe(
      'skipped',
    );
    const session = await signIn(t, 'boss@example.com', PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.idToken}` },
    });
    expect(me.json().role).toBe('owner');
    const rows = await db.select().from(accounts).where(eq(accounts.email, 'boss@example.com'));
    expect(rows).toHaveLength(1);
    expect(await prepareSetupLink(db, t.ctx.config.PUBLIC_URL)).toBeNull();
  });
  it('does not re-grant a revoked or demoted owner at the next start', async () => {
    const db = t.ctx.database.db;
    // The headless owner from the test above hands over to a second owner, who then
    // revokes them; a restart with the same OWNER_EMAIL must leave that decision alone.
    await upsertAllowlistEntry(
      db,
      { email: 'heir@example.com', role: 'owner', allowed: true },
      null,
    );
    await upsertAllowlistEntry(
      db,
      { email: 'boss@example.com', role: 'owner', allowed: false },
      null,
    );
    expect(await bootstrapOwner(db, t.app.identity, 'boss@example.com', PASSWORD)).toBe('skipped');
    expect(await findAllowlistEntry(db, 'boss@example.com')).toEqual({
      role: 'owner',
      allowed: false,
    });

    await upsertAllowlistEntry(
      db,
      { email: 'boss@example.com', role: 'viewer', allowed: true },
      null,
    );
    expect(await bootstrapOwner(db, t.app.identity, 'boss@example.com', PASSWORD)).toBe('skipped');
    expect(await findAllowlistEntry(db, 'boss@example.com')).toEqual({
      role: 'viewer',
      allowed: true,
    });
  });

  it('does not make a second owner when another owner exists, even a revoked one', async () => {
    const other = await buildTestApp();
    try {
      const db = other.ctx.database.db;
      await upsertAllowlistEntry(
        db,
        { email: 'first@example.com', role: 'owner', allowed: false },
        null,
      );
      expect(await bootstrapOwner(db, other.app.identity, 'new@example.com', PASSWORD)).toBe(
        'skipped',
      );
      expect(await findAllowlistEntry(db, 'new@example.com')).toBeUndefined();
      expect(await db.select().from(accounts).where(eq(accounts.email, 'new@example.com'))).toEqual(
        [],
      );
    } finally {
      await other.close();
    }
  });
});
