import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { upsertAllowlistEntry } from '../identity/allowlist/allowlist-repository.ts';
import { householdToday, sendExpiryReminders } from './reminders.ts';
import { insurancePolicies } from './schema.ts';

/**
 * Expiry reminders over real SMTP on loopback: the owner gets one e-mail 30 days and one 7
 * days before a policy ends, once each, whatever the number of runs.
 */

let smtp: SmtpTestServer;
let t: TestApp;
let owner: SignedInUser;
/** 09:00 in London on 1 March 2026. */
const now = new Date('2026-03-01T09:00:00Z');
const ids: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp({ env: smtp.env({ PUBLIC_URL: 'https://reno.example.com' }) });
  owner = await createSignedInUser(t, { role: 'owner' });
  // A manager and a revoked owner get nothing.
  await createSignedInUser(t, { role: 'project_manager' });
  const revoked = await createSignedInUser(t, { role: 'owner' });
  await upsertAllowlistEntry(
    t.ctx.database.db,
    { email: revoked.email, role: 'owner', allowed: false },
    null,
  );
  const policies: Array<[string, string | null, string]> = [
    ['in40', '2026-04-10', 'personal'],
    ['in30', '2026-03-31', 'personal'],
    ['in20', '2026-03-21', 'contractor'],
    ['in7', '2026-03-08', 'personal'],
    ['in3', '2026-03-04', 'personal'],
    ['expired', '2026-02-28', 'personal'],
    ['open', null, 'personal'],
  ];
  for (const [key, end, category] of policies) {
    const body = multipart([
      { name: 'insurance_type', value: `Policy ${key}` },
      { name: 'provider', value: 'Aviva' },
      { name: 'policy_number', value: `N-${key}` },
      { name: 'end_date', value: end ?? '' },
      { name: 'insurance_category', value: category },
      { name: 'contractor_name', value: 'Smith Builders' },
      { name: 'file', file: { filename: 'p.pdf', type: 'application/pdf', data: pdf } },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/insurances',
      headers: { authorization: owner.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[key] = response.json().id;
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Runs the scheduled job (scheduled-jobs.ts) for the tick `at`, as the runner would. */
async function run(at: Date) {
  const result = await t.ctx.jobs.runNow('insurance-reminders', { tick: at });
  await t.ctx.mailer.idle();
  if (!result.ran || result.outcome !== 'succeeded') throw new Error(JSON.stringify(result));
  return result.counts;
}

const subjects = () => smtp.received.map((mail) => mail.parsed.subject).sort();

describe('insurance expiry reminders', () => {
  it('is scheduled daily at 07:00 UTC', () => {
    expect(
      t.ctx.jobs
        .nextRuns('insurance-reminders', 2, new Date('2026-03-01T09:00:00Z'))
        .map((at) => at.toISOString()),
    ).toEqual(['2026-03-02T07:00:00.000Z', '2026-03-03T07:00:00.000Z']);
  });

  it('reads today in London', () => {
    expect(householdToday(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(householdToday(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31');
  });

  it('sends the 30-day and 7-day reminders to the allowed owner only', async () => {
    expect(await run(now)).toEqual({ sent: 4, failed: 0 });
    expect(subjects()).toEqual([
      'Insurance reminder: Policy in20 of Smith Builders (Aviva) ends in 20 days',
      'Insurance reminder: Policy in3 (Aviva) ends in 3 days',
      'Insurance reminder: Policy in30 (Aviva) ends in 30 days',
      'Insurance reminder: Policy in7 (Aviva) ends in 7 days',
    ]);
    expect(new Set(smtp.received.flatMap((mail) => mail.envelope.to))).toEqual(
      new Set([owner.email]),
    );
    const in30 = smtp.received.find((mail) => mail.parsed.subject?.includes('in30'))!;
    expect(in30.parsed.text).toContain(
      'Policy in30 with Aviva, policy number N-in30, ends on 31 Mar 2026 (in 30 days).',
    );
    expect(in30.parsed.text).toContain('https://reno.example.com/insurances');
  });

  it('sends each reminder once, however often it runs', async () => {
    expect(await run(new Date('2026-03-01T09:01:00Z'))).toEqual({ sent: 0, failed: 0 });
    expect(await run(new Date('2026-03-01T20:00:00Z'))).toEqual({ sent: 0, failed: 0 });
    // The function itself, outside the runner, agrees.
    expect(await sendExpiryReminders(t.ctx, now)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(4);
  });

  it('sends the 7-day reminder when a policy reaches 7 days, and nothing more', async () => {
    // 14 March: in20 ends in 7 days; in30 in 17 (already reminded); in40 in 27 (first time).
    expect(await run(new Date('2026-03-14T09:00:00Z'))).toEqual({ sent: 2, failed: 0 });
    expect(subjects().slice(-6)).toContain(
      'Insurance reminder: Policy in20 of Smith Builders (Aviva) ends in 7 days',
    );
    expect(subjects()).toContain('Insurance reminder: Policy in40 (Aviva) ends in 27 days');
    expect(smtp.received).toHaveLength(6);
  });

  it('reminds again after a renewal moves the end date', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/insurances/${ids.in3}`,
      headers: { authorization: owner.authorization },
      payload: {
        insurance_type: 'Policy in3',
        provider: 'Aviva',
        policy_number: 'N-in3',
        end_date: '2026-03-31',
        insurance_category: 'personal',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.ctx.database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.id, ids.in3!));
    expect([row!.reminder30SentAt, row!.reminder7SentAt]).toEqual([null, null]);
    expect(await run(new Date('2026-03-14T10:00:00Z'))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.at(-1)!.parsed.subject).toBe(
      'Insurance reminder: Policy in3 (Aviva) ends in 17 days',
    );
  });
});
