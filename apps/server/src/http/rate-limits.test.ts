import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../test/smtp-test-server.ts';
import { multipart } from '../test/upload-fixtures.ts';

/**
 * The per-user limits of decision 020: each expensive or outbound route answers 429 after its
 * limit for that user, while another user (same role, same address) is not limited.
 * The counted requests are cheap ones the route refuses itself: a limit counts requests,
 * whatever their outcome, so a flood of bad ones is limited too.
 */

let t: TestApp;
let smtp: SmtpTestServer;
let owner: SignedInUser;
let designer: SignedInUser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp({ env: smtp.env() });
  owner = await createSignedInUser(t, { role: 'owner' });
  designer = await createSignedInUser(t, { role: 'interior_designer' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const someId = '00000000-0000-4000-8000-000000000000';
const noFile = multipart([{ name: 'room_id', value: someId }]);

/** Route, the limit (a literal, not read from the code), and one cheap request body. */
const LIMITED: Array<{
  route: string;
  limit: number;
  request: { payload: string | Buffer; headers: Record<string, string> };
}> = [
  { route: '/api/expenses/extract', limit: 30, request: noFile },
  { route: '/api/ideas/extract', limit: 30, request: json({ url: 'not a link' }) },
  { route: '/api/price-monitoring/check-now', limit: 30, request: json({ idea_id: someId }) },
  { route: '/api/ai/test', limit: 30, request: json({}) },
  { route: '/api/ai/analyze', limit: 30, request: json({}) },
  { route: '/api/ai/agentic-plan', limit: 30, request: json({}) },
  { route: '/api/price-monitoring/test-email', limit: 10, request: json({ email: '' }) },
];

function json(body: object) {
  return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

const post = (user: SignedInUser, route: string, request: (typeof LIMITED)[number]['request']) =>
  t.app.inject({
    method: 'POST',
    url: route,
    headers: { authorization: user.authorization, ...request.headers },
    payload: request.payload,
  });

describe('per-user rate limits', () => {
  it.each(LIMITED)(
    '$route answers 429 after $limit requests, for that user only',
    async ({ route, limit, request }) => {
      const first = await createSignedInUser(t, { role: 'build_manager' });
      const second = await createSignedInUser(t, { role: 'build_manager' });
      for (let attempt = 1; attempt <= limit; attempt++) {
        const response = await post(first, route, request);
        expect(response.statusCode, `attempt ${attempt}: ${response.body}`).not.toBe(429);
      }
      const refused = await post(first, route, request);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        detail: 'Too many requests. Please try again later.',
        code: 'rate_limited',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another user from the same address still gets through.
      const other = await post(second, route, request);
      expect(other.statusCode, other.body).not.toBe(429);
    },
  );
});

describe('the test e-mail', () => {
  it('is refused to another address for a designer, and sent to their own without server details', async () => {
    const refused = await post(
      designer,
      '/api/price-monitoring/test-email',
      json({ email: 'stranger@example.net' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: `You can send a test email only to your own address (${designer.email}).`,
      code: 'forbidden',
    });
    expect(refused.body).not.toContain('127.0.0.1');
    await t.ctx.mailer.idle();
    expect(smtp.received).toHaveLength(0);

    const own = await post(
      designer,
      '/api/price-monitoring/test-email',
      json({ email: designer.email.toUpperCase() }),
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().email_config).toEqual({
      smtp_server: null,
      smtp_port: null,
      smtp_username_configured: false,
      smtp_password_configured: false,
    });
    await t.ctx.mailer.idle();
    const mail = await smtp.nextMail();
    expect(mail.envelope.to).toEqual([designer.email]);
  });

  it('may go to any address for the owner, who also sees the mail server', async () => {
    const sent = await post(
      owner,
      '/api/price-monitoring/test-email',
      json({ email: 'dee@example.com' }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().email_config).toEqual({
      smtp_server: '127.0.0.1',
      smtp_port: smtp.port,
      smtp_username_configured: false,
      smtp_password_configured: false,
    });
    await t.ctx.mailer.idle();
    expect((await smtp.nextMail()).envelope.to).toEqual(['dee@example.com']);
  });
});
