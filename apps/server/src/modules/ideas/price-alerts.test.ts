import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { jsonLdGraphPage, openGraphPage } from '../../test/shop-fixture-pages.ts';
import { type ShopTestServer, startShopTestServer } from '../../test/shop-test-server.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { PRICE_CHECK_JOB } from './price-check-job.ts';
import { ideaMonitors, ideas } from './schema.ts';

// The acceptance line: a local shop whose prices change between checks, a real SMTP receiver,
// and the scheduled job triggered directly through the jobs seam.
let shop: ShopTestServer;
let smtp: SmtpTestServer;
let t: TestApp;
let owner: SignedInUser;
let componentId: string;

beforeAll(async () => {
  shop = await startShopTestServer();
  smtp = await startSmtpTestServer();
  t = await buildTestApp({ env: smtp.env({ FETCH_ALLOW_HOSTS: shop.allowHost }) });
  owner = await createSignedInUser(t, { role: 'owner' });
  componentId = (await call('POST', '/api/components', { name: 'Dining room', type: 'room' })).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await shop.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: owner.authorization },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.body ? response.json() : undefined;
}

let tick = Date.UTC(2026, 2, 2, 8, 0, 0);
/** One scheduled run, as the 08:00/20:00 schedule would start it. */
async function runScheduledCheck() {
  tick += 12 * 60 * 60 * 1000;
  const result = await t.ctx.jobs.runNow(PRICE_CHECK_JOB, { tick: new Date(tick) });
  await t.ctx.mailer.idle();
  return result;
}

async function monitoredItem(ideaId: string) {
  const items = await call('GET', `/api/price-monitoring/items?component_id=${componentId}`);
  return items.find((item: { idea_id: string }) => item.idea_id === ideaId);
}

async function inject(method: 'POST' | 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url, headers: { authorization: owner.authorization }, payload });
}

async function saveIdea(path: string, html: string) {
  shop.route(path, { html });
  const url = `${shop.origin}${path}`;
  const preview = await call('POST', '/api/ideas/extract', { url });
  return call('POST', '/api/ideas', { ...preview, component_id: componentId, url });
}

describe('scheduled price checks and alerts', () => {
  it('records history, alerts once at target, again only after a further drop', async () => {
    const idea = await saveIdea('/p/oak-table', jsonLdGraphPage('1299.00'));
    expect(idea).toMatchObject({ name: 'Solid Oak Dining Table', price: 1299, currency: 'GBP' });
    await call('POST', '/api/price-monitoring/items', {
      idea_id: idea.id,
      target_price: 1000,
      email: 'ann@example.com',
    });

    // Above target: history recorded, no alert.
    expect(await runScheduledCheck()).toMatchObject({
      ran: true,
      outcome: 'succeeded',
      counts: { checked: 1, failed: 0, alerts: 0 },
    });
    expect(smtp.received).toHaveLength(0);

    // The price drops to the target: exactly one alert.
    shop.route('/p/oak-table', { html: jsonLdGraphPage('1000.00') });
    expect((await runScheduledCheck()).ran).toBe(true);
    const first = await smtp.nextMail();
    expect(first.envelope.to).toEqual(['ann@example.com']);
    expect(first.parsed.subject).toBe('Price alert: Solid Oak Dining Table is now £1,000.00');
    expect(first.parsed.text).toContain('Solid Oak Dining Table is now £1,000.00 (was £1,299.00).');
    expect(first.parsed.text).toContain('Your target price: £1,000.00.');
    expect(first.parsed.text).toContain(`Shop page: ${shop.origin}/p/oak-table`);

    // Same price again, twice: no storm.
    await runScheduledCheck();
    await runScheduledCheck();
    expect(smtp.received).toHaveLength(0);

    // A further drop: the second alert, with the old and new price.
    shop.route('/p/oak-table', { html: jsonLdGraphPage('949.50') });
    await runScheduledCheck();
    const second = await smtp.nextMail();
    expect(second.parsed.subject).toBe('Price alert: Solid Oak Dining Table is now £949.50');
    expect(second.parsed.text).toContain('is now £949.50 (was £1,000.00).');
    expect(smtp.received).toHaveLength(0);

    const item = await monitoredItem(idea.id);
    expect(item).toMatchObject({ current_price: 949.5, target_price: 1000 });
    expect(item.price_history.map((entry: { price: number }) => entry.price)).toEqual([
      1299, 1000, 1000, 1000, 949.5,
    ]);
  });

  it('Check now checks one idea at once and obeys the same alert rule', async () => {
    const idea = await saveIdea('/p/armchair', openGraphPage('89.99'));
    await call('POST', '/api/price-monitoring/items', {
      idea_id: idea.id,
      target_price: 80,
      email: 'bob@example.com',
    });
    shop.route('/p/armchair', { html: openGraphPage('79.00') });
    const checked = await call('POST', '/api/price-monitoring/check-now', { idea_id: idea.id });
    expect(checked).toMatchObject({ current_price: 79, target_price: 80 });
    await t.ctx.mailer.idle();
    expect((await smtp.nextMail()).parsed.subject).toBe(
      'Price alert: Velvet Armchair is now £79.00',
    );
    await call('POST', '/api/price-monitoring/check-now', { idea_id: idea.id });
    await t.ctx.mailer.idle();
    expect(smtp.received).toHaveLength(0);
  });

  it('an idea name with CR/LF and Bcc: is refused; a stored one cannot add a header', async () => {
    const refused = await inject('POST', '/api/ideas', {
      component_id: componentId,
      url: `${shop.origin}/p/armchair`,
      name: 'Chair\r\nBcc: thief@evil.example',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('control_characters');

    const idea = await saveIdea('/p/evil', openGraphPage('50.00'));
    await t.ctx.database.db
      .update(ideas)
      .set({ name: 'Chair\r\nBcc: thief@evil.example' })
      .where(eq(ideas.id, idea.id));
    await call('POST', '/api/price-monitoring/items', {
      idea_id: idea.id,
      target_price: 60,
      email: 'cat@example.com',
    });
    await call('POST', '/api/price-monitoring/check-now', { idea_id: idea.id });
    await t.ctx.mailer.idle();
    const mail = await smtp.nextMail();
    expect(mail.envelope.to).toEqual(['cat@example.com']);
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.subject).toBe('Price alert: Chair Bcc: thief@evil.example is now £50.00');
  });

  it('a price in another currency than the idea’s is not compared: no alert, the reason kept', async () => {
    const idea = await saveIdea('/p/lamp-eur', openGraphPage('60.00'));
    expect(idea.currency).toBe('GBP');
    await call('POST', '/api/price-monitoring/items', {
      idea_id: idea.id,
      target_price: 50,
      email: 'eve@example.com',
    });
    shop.route('/p/lamp-eur', {
      html: openGraphPage('40.00').replace('content="GBP"', 'content="EUR"'),
    });
    const checked = await call('POST', '/api/price-monitoring/check-now', { idea_id: idea.id });
    expect(checked.target_price).toBe(50);
    expect(checked.current_price).not.toBe(40);
    await t.ctx.mailer.idle();
    expect(smtp.received).toHaveLength(0);
    const [row] = await t.ctx.database.db
      .select()
      .from(ideaMonitors)
      .where(eq(ideaMonitors.ideaId, idea.id));
    expect(row?.lastCheckError).toBe('The shop now shows the price in EUR, not GBP.');
  });

  it('a malformed alert e-mail is refused and nothing is stored', async () => {
    const idea = await saveIdea('/p/table-2', openGraphPage('20.00'));
    const response = await inject('POST', '/api/price-monitoring/items', {
      idea_id: idea.id,
      target_price: 10,
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual(['Enter a valid e-mail address.']);
    expect(await monitoredItem(idea.id)).toBeUndefined();
  });

  it('the test e-mail answers success, message and email_config; empty address refused', async () => {
    const result = await call('POST', '/api/price-monitoring/test-email', {
      email: 'dee@example.com',
    });
    expect(result).toEqual({
      success: true,
      message: 'Test email sent to dee@example.com',
      email_config: {
        smtp_server: '127.0.0.1',
        smtp_port: smtp.port,
        smtp_username_configured: false,
        smtp_password_configured: false,
      },
    });
    await t.ctx.mailer.idle();
    const mail = await smtp.nextMail();
    expect(mail.envelope.to).toEqual(['dee@example.com']);
    const empty = await inject('POST', '/api/price-monitoring/test-email', { email: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.email).toEqual(['Please enter an email address']);
  });

  it('the switches are coupled: alerts on turns monitoring on, monitoring off turns alerts off', async () => {
    const idea = await saveIdea('/p/coupled', openGraphPage('30.00'));
    const url = `/api/price-monitoring/preferences/${idea.id}`;
    expect(await call('PUT', url, { monitor_price: false, email_alerts: true })).toMatchObject({
      monitor_price: false,
      email_alerts: false,
    });
    expect(await call('PUT', url, { monitor_price: true, email_alerts: true })).toMatchObject({
      monitor_price: true,
      email_alerts: true,
    });
    const settings = await call('GET', '/api/price-monitoring/settings');
    expect(settings.global_settings).toEqual({ email: owner.email });
    expect(
      settings.item_preferences.find((p: { idea_id: string }) => p.idea_id === idea.id),
    ).toEqual({ idea_id: idea.id, monitor_price: true, email_alerts: true, target_price: null });
  });
});
