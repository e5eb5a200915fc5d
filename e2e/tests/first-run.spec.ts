import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { type FreshServer, startFreshServer } from '../fixtures/fresh-server';

/**
 * The first hour (decision 037): a fresh project's owner is set up through the printed link, lands
 * on the home page's guided start, and sees its three steps tick off as a room, an expense and
 * an allowlist entry are added.
 */
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

let server: FreshServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFreshServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function goHome(page: Page) {
  await page.getByRole('link', { name: 'Home Renovation Tracker' }).first().click();
  await expect(page).toHaveURL(`${server.baseURL}/`);
}

test('set-up, then the guided start ticks off a room, an expense and an invitation', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();

  await page.goto(server.setupLink);
  await page.getByLabel('Email').fill('owner@example.co.uk');
  await page.getByLabel('Display Name').fill('Alex');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery-staple');
  await page.getByLabel('Confirm password').fill('correct-horse-battery-staple');
  await page.getByRole('button', { name: 'Create owner account' }).click();

  // The owner lands on the home page (not /admin), on the guided start.
  await expect(page).toHaveURL(`${server.baseURL}/`);
  const guide = page.getByRole('region', { name: 'Get started' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('0 of 3 done.', { exact: false })).toBeVisible();
  const listItems = guide.getByRole('listitem');
  await expect(listItems).toHaveCount(3);
  await expect(listItems.nth(0)).toContainText('Add a room (to do)');
  await expect(listItems.nth(1)).toContainText('Add an expense (to do)');
  await expect(listItems.nth(2)).toContainText('Invite someone (to do)');
  // No demo project exists yet: no link to one.
  await expect(page.getByRole('link', { name: /demo/i })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // 1. A room, from the step's link: /rooms shows one empty state with the way to add it.
  await guide.getByRole('link', { name: 'Add a room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  await expect(page.getByText('No rooms yet')).toBeVisible();
  await expect(page.getByText('No Components Found')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add your first room' }).click();
  const roomDialog = page.getByRole('dialog', { name: 'Add New Room' });
  await expect(roomDialog.getByLabel('Status')).toHaveValue('In Progress');
  await roomDialog.getByLabel('Name').fill('Kitchen');
  await roomDialog.getByRole('button', { name: 'Create' }).click();
  await expect(roomDialog).toBeHidden();
  await goHome(page);
  await expect(listItems.nth(0)).toContainText('Add a room (done)');
  await expect(listItems.nth(1)).toContainText('Add an expense (to do)');
  await expect(guide.getByText('1 of 3 done.', { exact: false })).toBeVisible();

  // 2. An expense, from the step's link.
  await guide.getByRole('link', { name: 'Add an expense' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Expenses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Expense' }).first().click();
  const expenseDialog = page.getByRole('dialog', { name: 'New Expense' });
  await expenseDialog.getByLabel('Component').selectOption({ label: 'Kitchen' });
  await expenseDialog.getByLabel('Supplier').fill('Howdens');
  await expenseDialog.getByLabel('Product').fill('Belfast sink');
  await expenseDialog.getByLabel('RRP (£)').fill('300');
  await expenseDialog.getByRole('button', { name: 'Save' }).click();
  await expect(expenseDialog).toBeHidden();
  await expect(page.getByText('Showing 1 of 1')).toBeVisible();
  await goHome(page);
  await expect(listItems.nth(1)).toContainText('Add an expense (done)');
  await expect(listItems.nth(2)).toContainText('Invite someone (to do)');

  // 3. Someone else on the allowlist, from the step's link.
  await guide.getByRole('link', { name: 'Invite someone' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/admin`);
  await page.getByLabel('Email', { exact: true }).fill('partner@example.co.uk');
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Project manager' });
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(
    page.getByRole('list', { name: 'Allowlisted users' }).getByText('partner@example.co.uk'),
  ).toBeVisible();
  // Admin offers the invitation; without a mail server its link is shown once to pass on.
  const offer = page.getByRole('region', { name: 'Invite partner@example.co.uk' });
  await offer.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByLabel('Invitation link for partner@example.co.uk')).toHaveValue(
    /\/invite\?token=/,
  );
  await page.getByRole('button', { name: 'Done' }).click();
  // The test e-mail lives in Admin's mail settings now, not in a room's ideas.
  const mail = page.getByRole('region', { name: 'Mail settings' });
  await mail.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(
    mail.getByText(
      'No SMTP server is configured: the test email is waiting in the outbox (Admin).',
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await goHome(page);

  const done = page.getByRole('region', { name: 'Your project is set up' });
  await expect(done).toBeVisible();
  await expect(done.getByRole('listitem').nth(0)).toContainText('Add a room (done)');
  await expect(done.getByRole('listitem').nth(1)).toContainText('Add an expense (done)');
  await expect(done.getByRole('listitem').nth(2)).toContainText('Invite someone (done)');
  expect(await seriousViolations(page)).toEqual([]);

  // Put away, it stays away.
  await done.getByRole('button', { name: 'Hide these steps' }).click();
  await expect(done).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recent Updates' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Get started|Your project is set up/ }),
  ).toHaveCount(0);
  await context.close();
});
