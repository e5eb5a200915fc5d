import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { type MailApp, startMailApp } from '../fixtures/mail-app';
import { OwnerApi, seedTradeWork, type TradeWork } from '../fixtures/trade-work';

/**
 * A builder with a login, on a phone (375 px): the owner invites the builder's contact as a trade
 * from its page; the builder accepts from the mailed link and sees its own work: its two tasks,
 * the electrician's days only as a nameless busy bar, its own invoice and payment. Every page the
 * builder can reach, by link, by the bell or by typing a household address, shows no pound figure
 * but its own, and never the electrician's £2,650.00 (decision 063).
 */

const owner = { email: 'owner@example.com', password: 'owner-password-1' };
const builder = {
  email: 'builder@example.com',
  password: 'builder-password-1',
  name: 'Hal Hartley',
};
/**
 * The builder's own figures: its invoice, the payment to it, what is still due, and the £0.00 its
 * invoice had paid before the payment (its notification says 'amount paid £0.00 -> £1,200.00').
 */
const ownFigures = ['£4,800.00', '£1,200.00', '£3,600.00', '£0.00'];
const householdPages = [
  '/rooms',
  '/expenses',
  '/schedule',
  '/insurances',
  '/credit-tracking',
  '/contacts',
  '/admin',
  '/trash',
];

let app: MailApp;
let work: TradeWork;
// axe is injected as an inline script, which the app's CSP forbids.
test.use({ bypassCSP: true, viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 240_000 });
test.beforeAll(async () => {
  // A server of its own (a real SMTP receiver for the invitation) on a shared machine.
  test.setTimeout(120_000);
  app = await startMailApp(owner);
  const api = await OwnerApi.signIn(app.baseURL, owner);
  work = await seedTradeWork(api);
  await api.close();
});
test.afterAll(async () => {
  await app?.close();
});

/** The page's whole text, hidden parts included, once it has stopped changing. */
async function settledText(page: Page): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => document.body.textContent ?? '');
        const settled = now === last && !/Loading|Checking access/.test(now);
        last = now;
        return settled;
      },
      { intervals: [300, 300, 500, 1000] },
    )
    .toBe(true);
  return last;
}

/** Every pound figure on the page must be the builder's own; the electrician's never appears. */
async function expectOnlyOwnFigures(page: Page, where: string) {
  const text = await settledText(page);
  const figures = text.match(/£\s*\d[\d,]*(?:\.\d+)?/g) ?? [];
  expect(
    figures.filter((figure) => !ownFigures.includes(figure)),
    `pound figures on ${where}`,
  ).toEqual([]);
  expect(text, where).not.toContain('2,650');
}

async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR ?? test.info().outputDir;
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      scheme === 'dark',
    );
    // The controls' colours change by transition: shot half-way they look greyed out.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
    );
    await page.screenshot({ path: `${dir}/${name}-${scheme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${app.baseURL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The owner, on a phone, invites the builder's contact as a trade; the mailed link. */
async function inviteBuilder(page: Page): Promise<string> {
  await signIn(page, owner.email, owner.password);
  await page.goto(`${app.baseURL}/contacts/${work.builder.id}`);
  await expect(page.getByRole('heading', { name: 'Hartley Builders' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite as trade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Hartley Builders as a trade' });
  // The contact's e-mail and the trade's role, tied to this contact, are filled in.
  await expect(dialog.getByLabel(/^E-?mail$/)).toHaveValue(builder.email);
  await expect(dialog.getByLabel('Role')).toHaveValue('trade');
  await dialog.getByRole('button', { name: /^Send invitation$/i }).click();
  const mail = await app.smtp.nextMail();
  expect(mail.envelope.to).toEqual([builder.email]);
  const link = /http:\/\/127\.0\.0\.1:\d+\/invite\?token=[\w-]+/.exec(mail.parsed.text ?? '');
  expect(link, mail.parsed.text).not.toBeNull();
  return link![0];
}

async function acceptInvitation(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await page.getByLabel('Display Name').fill(builder.name);
  await page.getByLabel('Password', { exact: true }).fill(builder.password);
  await page.getByLabel('Confirm password').fill(builder.password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/my-work$/);
}

/** My work as the builder sees it: its tasks, the busy days, its invoice and payment. */
async function expectOwnWork(page: Page) {
  await expect(page.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
  const tasks = page.getByRole('list', { name: 'Your tasks' }).getByRole('listitem');
  await expect(tasks).toHaveCount(2);
  await expect(tasks.nth(0)).toContainText('Dig footings');
  await expect(tasks.nth(1)).toContainText('Lay blockwork');
  const busy = page.getByRole('list', { name: 'Other trades on site' }).getByRole('listitem');
  await expect(busy).toHaveCount(1);
  await expect(busy.first()).toContainText('Busy');
  await expect(page.getByText('First fix wiring')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Your totals' })).toHaveText(
    'Quoted£4,800.00Paid£1,200.00Due£3,600.00',
  );
  const invoice = page.getByRole('article', { name: 'Extension shell' });
  await expect(invoice).toContainText('Total£4,800.00');
  await expect(invoice).toContainText('Paid£1,200.00');
  await expect(invoice).toContainText('Due£3,600.00');
  await expect(invoice.getByRole('listitem')).toContainText('Deposit£1,200.00');
}

test('a builder invited from its contact page reads only its own work on a phone', async ({
  page,
  browser,
}) => {
  const link = await inviteBuilder(page);

  const theirs = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 375, height: 812 },
  });
  const phone = await theirs.newPage();
  await acceptInvitation(phone, link);
  await expectOwnWork(phone);

  // Out, and in again with the password it chose: its front page is My work.
  await phone.getByRole('button', { name: 'Menu' }).click();
  await phone.getByRole('button', { name: 'Log out' }).click();
  await expect(phone).toHaveURL(/\/login/);
  await signIn(phone, builder.email, builder.password);
  await expect(phone).toHaveURL(/\/my-work$/);
  await expectOwnWork(phone);
  expect(await seriousViolations(phone)).toEqual([]);
  await expectOnlyOwnFigures(phone, '/my-work');

  // It moves its own task on: the status is stored, as a reload shows.
  const status = phone.getByRole('combobox', { name: 'Status of Dig footings' });
  await status.selectOption({ label: 'In Progress' });
  await expect(phone.getByText('Dig footings: In Progress.')).toBeVisible();
  await phone.reload();
  await expect(status).toHaveValue('2');

  // Its navigation: My work and the journal, in the menu and on the bottom bar.
  await phone.getByRole('button', { name: 'Menu' }).click();
  const menu = phone.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link')).toHaveText(['My work', 'Timeline']);
  await phone.keyboard.press('Escape');
  const bar = phone.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bar.getByRole('link')).toHaveText(['My work', 'Timeline']);

  // Every page it can reach by a link of My work, each read whole.
  const links = await phone.evaluate(() => [
    ...new Set(
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
        .map((anchor) => new URL(anchor.href))
        .filter((url) => url.origin === window.location.origin)
        .map((url) => url.pathname + url.search),
    ),
  ]);
  expect(links).toEqual(expect.arrayContaining(['/my-work', '/timeline']));
  for (const path of links) {
    await phone.goto(`${app.baseURL}${path}`);
    await expectOnlyOwnFigures(phone, path);
  }

  // The bell's panel: notifications about its own work only.
  await phone.goto(`${app.baseURL}/my-work`);
  await phone.getByRole('button', { name: /^Notifications/ }).click();
  await expect(phone.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expectOnlyOwnFigures(phone, 'the notifications panel');
  await phone.keyboard.press('Escape');

  // The household's pages, typed or followed from an old link, land on My work.
  for (const path of [...householdPages, `/contacts/${work.electrician.id}`]) {
    await phone.goto(`${app.baseURL}${path}`);
    await expect(phone, path).toHaveURL(/\/my-work$/);
    await expectOnlyOwnFigures(phone, path);
  }

  await expectOwnWork(phone);
  await screenshots(phone, 'trade-my-work-375');
  await phone.setViewportSize({ width: 1280, height: 900 });
  await expectOwnWork(phone);
  expect(await seriousViolations(phone)).toEqual([]);
  await screenshots(phone, 'trade-my-work-1280');
  await theirs.close();
});
