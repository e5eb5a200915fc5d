import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { createComponent, createExpense, uniqueName } from '../fixtures/money';
import { owner, signInAs } from '../fixtures/session';

/**
 * Credit Tracking (/credit-tracking). Every figure below is worked out by hand
 * from docs/domain.md#credit-summary (decision 014): utilization = balance / limit to one decimal; totals
 * count credit cards and lines of credit only; monthly payments count the active ones; cash
 * available is the cash accounts' balances. Only this file adds accounts; its tests run in order.
 */

test.use({ bypassCSP: true });

interface AccountForm {
  name: string;
  type: 'Credit Card' | 'Line of Credit' | 'Personal Loan' | 'Cash';
  provider: string;
  owner: string;
  balance: string;
  limit?: string;
  rate?: string;
  payment?: string;
  dueDay?: string;
  inactive?: boolean;
}

async function addAccount(page: Page, account: AccountForm) {
  await page.getByRole('button', { name: 'Add Account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await dialog.getByLabel('Account name').fill(account.name);
  await dialog.getByLabel('Account type').selectOption(account.type);
  await dialog.getByLabel('Owner').selectOption(account.owner);
  await dialog.getByLabel('Provider').fill(account.provider);
  await dialog.getByLabel('Current balance (£)').fill(account.balance);
  if (account.limit) await dialog.getByLabel('Credit limit (£)').fill(account.limit);
  if (account.rate) await dialog.getByLabel('Interest rate (APR %)').fill(account.rate);
  if (account.payment) await dialog.getByLabel('Monthly payment (£)').fill(account.payment);
  if (account.dueDay) await dialog.getByLabel('Payment due day').fill(account.dueDay);
  if (account.inactive) await dialog.getByLabel('Active').uncheck();
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(dialog).toBeHidden();
}

const tile = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Summary' })
    .locator('div.rounded-xl')
    .filter({ hasText: label });

async function expectSummary(page: Page, figures: Record<string, string[]>) {
  for (const [label, texts] of Object.entries(figures)) {
    for (const text of texts) await expect(tile(page, label)).toContainText(text);
  }
}

test('adds accounts of each type, switches one to cash, pays an expense from a card', async ({
  page,
  request,
}) => {
  // Six accounts through the dialog and an expense through the table: a long walk.
  test.setTimeout(90_000);
  await signInAs(page, { role: 'project_manager' });
  await page.goto('/credit-tracking');
  await expectSummary(page, { 'Overall Utilization': ['0.0%'], 'Total Credit Limit': ['£0.00'] });
  await expect(page.getByRole('tab', { name: 'All 0', exact: true })).toBeVisible();
  // The owner options: the household's members with Joint third.
  await page.getByRole('button', { name: 'Add Account' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Owner').locator('option')).toHaveText([
    'Partner 1',
    'Partner 2',
    'Joint',
    'Parents',
  ]);
  // A card needs its monthly payment and due day: the dialog stays open without them.
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await dialog.getByLabel('Account name').fill('Half done');
  await dialog.getByLabel('Provider').fill('Bank');
  await dialog.getByLabel('Current balance (£)').fill('10');
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(dialog.getByText('Monthly payment is required.')).toBeVisible();
  // The refused save focuses the first field in error; typing before that focus has landed
  // would go into that field instead, so the value is checked where it was meant to go.
  const dueDay = dialog.getByLabel('Payment due day');
  await expect(async () => {
    await dueDay.fill('32');
    await expect(dueDay).toHaveValue('32', { timeout: 500 });
  }).toPass();
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(
    dialog.getByText('The payment due day is a day of the month from 1 to 31.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addAccount(page, {
    name: 'Everyday Visa',
    type: 'Credit Card',
    provider: 'Barclaycard',
    owner: 'Partner 1',
    balance: '1250.50',
    limit: '5000',
    payment: '120',
    dueDay: '14',
  });
  await addAccount(page, {
    name: 'Store Card',
    type: 'Credit Card',
    provider: 'John Lewis',
    owner: 'Partner 2',
    balance: '2400',
    limit: '3000',
    payment: '90',
    dueDay: '3',
    inactive: true,
  });
  await addAccount(page, {
    name: 'Flexible Credit',
    type: 'Line of Credit',
    provider: 'Santander',
    owner: 'Joint',
    balance: '4000',
    limit: '10000',
    rate: '19.9',
    payment: '200',
    dueDay: '20',
  });
  await addAccount(page, {
    name: 'Kitchen Loan',
    type: 'Personal Loan',
    provider: 'Zopa',
    owner: 'Parents',
    balance: '8000',
    rate: '6.4',
    payment: '250',
    dueDay: '1',
  });
  await addAccount(page, {
    name: 'Renovation Pot',
    type: 'Cash',
    provider: 'Monzo',
    owner: 'Joint',
    balance: '3500.25',
  });
  await addAccount(page, {
    name: 'Old Card',
    type: 'Credit Card',
    provider: 'HSBC',
    owner: 'Partner 1',
    balance: '100',
    limit: '1000',
    payment: '25',
    dueDay: '5',
  });

  // Switching Old Card to cash resets the payment to 0 and the due day to 1 and clears the
  // limit: they are hidden for cash, and back on a card they show their reset values.
  await page.getByRole('button', { name: 'Edit Old Card' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Account' });
  await expect(edit.getByLabel('Monthly payment (£)')).toHaveValue('25');
  await edit.getByLabel('Account type').selectOption('Cash');
  await expect(edit.getByLabel('Monthly payment (£)')).toHaveCount(0);
  await expect(edit.getByLabel('Payment due day')).toHaveCount(0);
  await expect(edit.getByLabel('Credit limit (£)')).toHaveCount(0);
  await edit.getByLabel('Account type').selectOption('Line of Credit');
  await expect(edit.getByLabel('Monthly payment (£)')).toHaveValue('0');
  await expect(edit.getByLabel('Payment due day')).toHaveValue('1');
  await expect(edit.getByLabel('Credit limit (£)')).toHaveValue('');
  await expect(edit.getByLabel('Interest rate (APR %)')).toHaveValue('');
  await edit.getByLabel('Account type').selectOption('Cash');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const oldCard = page.getByRole('article', { name: 'Old Card' });
  await expect(oldCard).toContainText('HSBC · Cash · Partner 1');
  await expect(oldCard).toContainText('No credit limit');
  await expect(oldCard.getByRole('term')).toHaveText(['Balance']);

  // Tabs with counts: All, one per owner option, then one per type.
  await expect(page.getByRole('tab')).toHaveText([
    'All6',
    'Partner 12',
    'Partner 21',
    'Joint2',
    'Parents1',
    'Credit Cards2',
    'Lines of Credit1',
    'Personal Loans1',
    'Cash2',
  ]);

  // Rings: 1250.50 / 5000 = 25.0 %; 2400 / 3000 = 80.0 %; 4000 / 10000 = 40.0 %.
  const visa = page.getByRole('article', { name: 'Everyday Visa' });
  await expect(visa.getByRole('img', { name: 'Utilization 25.0%, Excellent' })).toBeVisible();
  await expect(visa.getByRole('definition')).toHaveText([
    '£1,250.50',
    '£5,000.00',
    '£120.00',
    'the 14th',
  ]);
  const store = page.getByRole('article', { name: 'Store Card' });
  await expect(store.getByRole('img', { name: 'Utilization 80.0%, High Risk' })).toBeVisible();
  await expect(store.getByText('Inactive')).toBeVisible();
  const line = page.getByRole('article', { name: 'Flexible Credit' });
  await expect(line.getByRole('img', { name: 'Utilization 40.0%, Moderate' })).toBeVisible();
  await expect(line).toContainText('19.9%');
  await expect(page.getByRole('article', { name: 'Kitchen Loan' })).toContainText(
    'No credit limit',
  );

  // Summary: cards and lines of credit only.
  // (1250.50 + 2400 + 4000) / (5000 + 3000 + 10000) = 7650.50 / 18000 = 42.5 % (Moderate);
  // available (5000 - 1250.50) + (3000 - 2400) + (10000 - 4000) = 10349.50;
  // cash 3500.25 + 100 = 3600.25; monthly: the active card and line, 120 + 200 = 320, with the
  // loan's 250 told beside it.
  await expectSummary(page, {
    'Overall Utilization': ['42.5%', 'Moderate'],
    'Available Credit': ['£10,349.50'],
    'Total Credit Limit': ['£18,000.00', '3 accounts'],
    'Cash Available': ['£3,600.25'],
    'Monthly Payments': ['£320.00', '2 active accounts', 'Loans: £250.00 a month, not included'],
  });

  // Pay a £300 worktop from the Visa in the expense table.
  const kitchen = await createComponent(request, { name: uniqueName('Kitchen'), type: 'room' });
  await createExpense(request, {
    room_id: kitchen.id,
    supplier: 'Howdens',
    product: 'Worktop',
    rrp: 300,
  });
  await page.goto(`/rooms/room/${kitchen.id}`);
  // A saved row is read-only until opened: a click on the cell starts its edit.
  await page.getByLabel('Amount paid, row 1', { exact: true }).click();
  await page.getByLabel('Amount paid, row 1', { exact: true }).fill('300');
  await page.getByLabel('Paid by, row 1', { exact: true }).selectOption('Everyday Visa');
  await page.getByRole('button', { name: /Save Changes/ }).click();
  await expect(page.getByRole('button', { name: /Save Changes/ })).toBeHidden();

  // 1550.50 / 5000 = 31.0 %: Moderate now. 7950.50 / 18000 = 44.2 %; available 10049.50.
  await page.goto('/credit-tracking');
  await expect(visa.getByRole('img', { name: 'Utilization 31.0%, Moderate' })).toBeVisible();
  await expect(visa).toContainText('£1,550.50');
  await expectSummary(page, {
    'Overall Utilization': ['44.2%'],
    'Available Credit': ['£10,049.50'],
  });
  await visa.getByRole('button', { name: 'Paid expenses' }).click();
  const paid = visa.getByRole('list', { name: 'Expenses paid from this account' });
  await expect(paid.getByRole('listitem')).toHaveCount(1);
  await expect(paid).toContainText('Worktop');
  await expect(paid).toContainText(`Howdens · ${kitchen.name}`);
  await expect(paid).toContainText('£300.00');
  await expect(visa.getByText('1 expense, paid £300.00')).toBeVisible();

  // It cannot be deleted while expenses were paid from it.
  await visa.getByRole('button', { name: 'Delete Everyday Visa' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this credit account?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Failed to delete credit account. Please try again.')).toBeVisible();
  await expect(page.getByText('Mark it inactive instead')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All 6', exact: true })).toBeVisible();
});

test('the owner renames a household member and their accounts follow', async ({ page }) => {
  await signInAs(page, { email: owner.email, password: owner.password });
  await page.goto('/credit-tracking');
  await page.getByRole('button', { name: 'Household' }).click();
  const dialog = page.getByRole('dialog', { name: 'Household' });
  await dialog.getByRole('textbox', { name: 'Member 1' }).fill('Alex');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Alex 2', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Everyday Visa' })).toContainText(
    'Barclaycard · Credit Card · Alex',
  );
});

test('a viewer has no Credit Tracking link and is sent home from the screen', async ({ page }) => {
  await signInAs(page, { role: 'viewer' });
  await page.goto('/insurances');
  await expect(page.getByRole('link', { name: 'Insurance' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Credit Tracking' })).toHaveCount(0);
  await page.goto('/credit-tracking');
  await expect(page).toHaveURL(/\/$/);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the credit screen has no serious axe violations (${theme}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await signInAs(page, { role: 'project_manager' });
      await page.goto('/credit-tracking');
      const visa = page.getByRole('article', { name: 'Everyday Visa' });
      await visa.getByRole('button', { name: 'Paid expenses' }).click();
      await expect(visa.getByText('1 expense, paid £300.00')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/credit-${theme}-${width}.png`,
          fullPage: true,
        });
      }
      await page.getByRole('button', { name: 'Edit Flexible Credit' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Account' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/credit-dialog-${theme}-${width}.png`,
        });
      }
    });
  }
}
