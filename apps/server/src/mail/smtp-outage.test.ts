import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { freePort } from '../test/server-process.ts';
import { startSilentServer } from '../test/smtp-test-server.ts';
import { mailMessages } from './schema.ts';

/** Sends the owner's test message; the request must succeed whatever the mail server does. */
async function sendTestMessage(t: TestApp) {
  const owner = await createSignedInUser(t, { role: 'owner' });
  const started = Date.now();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/outbox/test',
    headers: { authorization: owner.authorization },
  });
  return { response, elapsedMs: Date.now() - started };
}

async function messageRow(t: TestApp, id: string) {
  const [row] = await t.ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row!;
}

describe('a mail server that refuses the connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()) },
    });
  });
  afterAll(() => t.close());

  it('leaves the message queued with its error, and the request succeeds', async () => {
    const { response } = await sendTestMessage(t);
    expect(response.statusCode, response.body).toBe(202);
    await t.ctx.mailer.idle();
    const row = await messageRow(t, response.json().id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/^ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });
});

describe('a mail server that never answers', () => {
  let t: TestApp;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  beforeAll(async () => {
    silent = await startSilentServer();
    t = await buildTestApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(silent.port), SMTP_TIMEOUT_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await t.close();
    await silent.close();
  });

  it('does not hold the request; the attempt times out and the message stays queued', async () => {
    const { response, elapsedMs } = await sendTestMessage(t);
    expect(response.statusCode, response.body).toBe(202);
    expect(elapsedMs).toBeLessThan(1000);
    // Answered while the attempt is still under way (waiting for the server's greeting).
    expect(await messageRow(t, response.json().id)).toMatchObject({
      status: 'queued',
      lastError: null,
    });
    await t.ctx.mailer.idle();
    const row = await messageRow(t, response.json().id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    // Nodemailer names the timeout by the stage it reached (connection or greeting) and a busy
    // machine decides which: either way it is a timeout, recorded with its code.
    expect(row.lastError).toMatch(/^ETIMEDOUT: (Greeting never received|Timeout)$/);
  });
});
