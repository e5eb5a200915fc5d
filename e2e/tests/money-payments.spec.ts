import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { createComponent, createExpense, uniqueName } from '../fixtures/money';
import { bearer, ownerToken, signInAs } from '../fixtures/session';

/**
 * Payments in the browser (decision 033): payments in stages from two accounts and what the account cards
 * then say, a VAT rate of 5 % and its amount, an invoice date in the table. Figures are worked
 * out by hand in the comments, never by the app.
 */

// axe is injected as an inline script (see fixtures/axe.ts).
test.use({ bypassCSP: true });

const screenshotDir = process.env.SCREENSHOT_DIR;

async function screenshot(page: Page, name: string, fullPage = false) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage });
}

async function createAccount(
  request: APIRequestContext,
  input: { name: string; type: 'credit_card' | 'cash'; balance: number },
) {
  const card = input.type === 'credit_card';
  const response = await request.post('/api/credit-accounts', {
    headers: bearer(await ownerToken(request)),
    data: {
      account_name: input.name,
      account_type: input.type,
      provider: card ? 'Barclaycard' : 'Nationwide',
      owner: 'Joint',
      current_balance: input.balance,
      ...(card ? { credit_limit: 5000, monthly_payment: 50, payment_due_date: 1 } : {}),
      is_active: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Today as the card says a balance was set: '7 Mar'. */
function todayShort(): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(new Date());
}

/**
 * Today as a date box takes it (YYYY-MM-DD) and as a payment's line shows it ('7 Mar 2026'): a
 * payment dated before the day an account's balance was set is already inside that balance
 * (decision 058), so the payments that move the new accounts are dated today.
 */
function today(): { iso: string; long: string } {
  const now = new Date();
  const iso = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const long = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(now);
  return { iso, long };
}

/** The expense dialog of the first row: the pencil in the table, 'Edit' on a phone's card. */
async function openFirstExpense(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Edit row 1', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function recordPayment(
  dialog: Locator,
  payment: { date: string; amount: string; account: string; note: string },
) {
  await dialog.getByRole('button', { name: 'Add a payment' }).click();
  const group = dialog.getByRole('group', { name: 'New payment' });
  await group.getByLabel('Date paid').fill(payment.date);
  await group.getByLabel('Amount (£)').fill(payment.amount);
  await group.getByLabel('Paid from account').selectOption({ label: payment.account });
  await group.getByLabel('Note').fill(payment.note);
  await group.getByRole('button', { name: 'Record payment' }).click();
  await expect(group).toBeHidden();
}

for (const width of [1280, 375]) {
  const phone = width < 768;
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: phone ? 812 : 900 });
    });

    test('a deposit and a balance from two accounts show on the expense and on both account cards', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const visaName = uniqueName('Kitchen Visa');
      const potName = uniqueName('Savings pot');
      await createAccount(page.request, { name: visaName, type: 'credit_card', balance: 1200 });
      await createAccount(page.request, { name: potName, type: 'cash', balance: 3000 });
      const room = await createComponent(page.request, {
        name: uniqueName('Kitchen'),
        type: 'room',
      });
      await createExpense(page.request, {
        room_id: room.id,
        description: 'Kitchen units',
        supplier: 'Howdens',
        product: 'Shaker units',
        rrp: 1500,
      });
      await signInAs(page, { role: 'owner' });
      await page.goto(`/rooms/room/${room.id}`);

      const dialog = await openFirstExpense(page);
      const day = today();
      await recordPayment(dialog, {
        date: day.iso,
        amount: '500',
        account: visaName,
        note: 'Deposit',
      });
      const payments = dialog.getByRole('list', { name: 'Payments' });
      await expect(payments.getByRole('listitem')).toHaveText([
        `${day.long} · £500.00 · ${visaName} · Deposit`,
      ]);
      await recordPayment(dialog, {
        date: day.iso,
        amount: '1000',
        account: potName,
        note: 'Balance',
      });
      await expect(payments.getByRole('listitem')).toHaveText([
        `${day.long} · £500.00 · ${visaName} · Deposit`,
        `${day.long} · £1,000.00 · ${potName} · Balance`,
      ]);
      // 500 + 1,000 = 1,500 paid of 1,500: nothing due.
      await expect(dialog.getByRole('status', { name: 'Amount paid' })).toHaveText('£1,500.00');
      await expect(dialog.getByLabel('Amount paid (£)')).toHaveCount(0);
      await expect(dialog.locator('dl')).toContainText('Amount due£0.00');
      await screenshot(page, `payments-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      if (phone) {
        const card = page.getByRole('article', { name: 'Expense 1, paid' });
        await expect(card).toContainText('£1,500.00 in 2 payments');
      } else {
        const row = page.getByRole('row', { name: 'Expense 1, paid' });
        await expect(row.getByRole('cell').filter({ hasText: 'Several' })).toBeVisible();
        // The sum is changed in the dialog's list, not in the row.
        await expect(page.getByLabel('Amount paid, row 1', { exact: true })).toHaveCount(0);
        await expect(row).toContainText('£1,500.00');
      }

      // The card owes the deposit (1,200 + 500); the pot holds the balance less (3,000 - 1,000).
      await page.goto('/credit-tracking');
      const visa = page.getByRole('article', { name: visaName });
      const pot = page.getByRole('article', { name: potName });
      const when = todayShort();
      await expect(visa.getByTestId('balance-explanation')).toHaveText(
        `Balance you set: £1,200.00 on ${when}; payments recorded since: £500.00; now £1,700.00.`,
      );
      await expect(pot.getByTestId('balance-explanation')).toHaveText(
        `Balance you set: £3,000.00 on ${when}; payments recorded since: £1,000.00; now £2,000.00.`,
      );
      await expect(visa.getByRole('definition').first()).toHaveText('£1,700.00');
      // Each card lists the expense with what that account paid of it, on the day it paid.
      await visa.getByRole('button', { name: 'Paid expenses' }).click();
      await expect(
        visa.getByRole('list', { name: 'Expenses paid from this account' }),
      ).toContainText(`Howdens · ${room.name} · ${day.long}£500.00`);
      await pot.getByRole('button', { name: 'Paid expenses' }).click();
      await expect(pot.getByText('1 expense, paid £1,000.00')).toBeVisible();
      await screenshot(page, `payments-accounts-${width}`, true);

      // The statement says £1,650.00: that is the balance from now on.
      await visa
        .getByRole('button', { name: `Set from statement: the balance of ${visaName}` })
        .click();
      const set = page.getByRole('dialog', { name: `Set the balance of ${visaName}` });
      await set.getByLabel('Balance on the statement (£)').fill('1650');
      await set.getByRole('button', { name: 'Set balance' }).click();
      await expect(set).toBeHidden();
      await expect(visa.getByTestId('balance-explanation')).toHaveText(
        `Balance you set: £1,650.00 on ${when}; no payments recorded since.`,
      );
      await expect(visa.getByRole('definition').first()).toHaveText('£1,650.00');
    });

    test('a 5 % VAT rate shows its amount, and the invoice date is in the table by month', async ({
      page,
    }) => {
      const room = await createComponent(page.request, { name: uniqueName('Loft'), type: 'room' });
      await createExpense(page.request, {
        room_id: room.id,
        description: 'Loft insulation',
        supplier: 'Insulation Direct',
        product: 'Mineral wool 200 mm',
        quantity: 2,
        rrp: 100,
      });
      await createExpense(page.request, {
        room_id: room.id,
        description: 'Loft hatch',
        supplier: 'Screwfix',
        product: 'Insulated hatch',
        rrp: 80,
        invoice_date: '2026-09-02',
      });
      await signInAs(page, { role: 'project_manager' });
      await page.goto(`/rooms/room/${room.id}`);

      const dialog = await openFirstExpense(page);
      await expect(dialog.getByLabel('VAT rate')).toHaveValue('20');
      await dialog.getByLabel('VAT', { exact: true }).selectOption('+ VAT');
      await dialog.getByLabel('VAT rate').selectOption('5%');
      // 2 x 100 = 200; 5 % of it = 10.00; 210.00 in all.
      const totals = dialog.locator('dl');
      await expect(totals).toContainText('VAT at 5%£10.00');
      await expect(totals).toContainText('Total cost£210.00');
      // Inc VAT: 200 holds 200 x 5 / 105 = 9.5238 -> 9.52.
      await dialog.getByLabel('VAT', { exact: true }).selectOption('Inc VAT');
      await expect(totals).toContainText('VAT at 5%£9.52');
      await dialog.getByLabel('VAT', { exact: true }).selectOption('+ VAT');
      await dialog.getByLabel('Invoice date').fill('2026-10-14');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();

      if (phone) {
        const card = page.getByRole('article', { name: 'Expense 1' });
        await expect(card).toContainText('Date14/10/2026');
        await expect(card).toContainText('VAT amount£10.00');
        await expect(card).toContainText('+ VAT 5%');
      } else {
        const table = page.getByRole('region', { name: 'Expenses table' });
        await expect(table.getByRole('columnheader', { name: 'Date', exact: true })).toBeVisible();
        const row = page.getByRole('row', { name: 'Expense 1', exact: true });
        await expect(row).toContainText('14/10/2026');
        await expect(row).toContainText('£10.00');
        await expect(page.getByRole('button', { name: /Total cost, row 1$/ })).toHaveText(
          '£210.00',
        );
      }
      // The table's figures hold the VAT: 10.00 (the hatch has no VAT).
      await expect(page.locator('dl').filter({ hasText: 'Rows' })).toContainText('VAT£10.00');

      // Oldest first: the hatch (2 Sep) before the insulation (14 Oct).
      const description = (row: number) =>
        phone
          ? page
              .getByRole('article', { name: new RegExp(`^Expense ${row}`) })
              .locator('p')
              .first()
          : page.getByLabel(`Description, row ${row}`, { exact: true });
      const says = (row: number, text: string) =>
        phone
          ? expect(description(row)).toHaveText(text)
          : expect(description(row)).toHaveValue(text);
      await says(1, 'Loft insulation');
      await page.getByLabel('Sort').selectOption('Date, oldest first');
      await says(1, 'Loft hatch');
      await says(2, 'Loft insulation');
      await page.getByLabel('Month').selectOption('October 2026');
      await expect(page.getByText('1 expense in October 2026')).toBeVisible();
      await says(1, 'Loft insulation');
      await expect(description(2)).toHaveCount(0);
      await screenshot(page, `payments-vat-date-${width}`);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`the dialog with its payments open has no serious axe violations (${theme})`, async ({
        page,
      }) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        const visaName = uniqueName('Axe Visa');
        const visa = await createAccount(page.request, {
          name: visaName,
          type: 'credit_card',
          balance: 100,
        });
        const room = await createComponent(page.request, {
          name: uniqueName('Hall'),
          type: 'room',
        });
        const expense = await createExpense(page.request, {
          room_id: room.id,
          description: 'Hall runner',
          supplier: 'Carpetright',
          product: 'Wool runner',
          rrp: 400,
        });
        // One dated payment already: the dialog shows its list.
        const token = await ownerToken(page.request);
        const paid = await page.request.post(`/api/expenses/${expense.id}/payments`, {
          headers: bearer(token),
          data: { date: '2026-10-01', amount: 150, paid_by_account_id: visa.id, note: 'Deposit' },
        });
        expect(paid.status(), await paid.text()).toBe(201);
        await signInAs(page, { role: 'owner' });
        await page.goto(`/rooms/room/${room.id}`);

        const dialog = await openFirstExpense(page);
        await expect(dialog.getByRole('list', { name: 'Payments' })).toContainText(
          `1 Oct 2026 · £150.00 · ${visaName} · Deposit`,
        );
        await dialog.getByRole('button', { name: 'Add a payment' }).click();
        await expect(dialog.getByRole('group', { name: 'New payment' })).toBeVisible();
        await expect(dialog.getByText('£250.00 still due')).toBeVisible();
        // Dated before the card's balance was set (today): the form says it will not move it.
        const group = dialog.getByRole('group', { name: 'New payment' });
        await group.getByLabel('Paid from account').selectOption({ label: visaName });
        await group.getByLabel('Date paid').fill('2026-10-02');
        await expect(group.getByRole('status')).toHaveText(
          `${visaName}'s balance was set on ${today().long}: a payment dated before then is already in it, so it will not change the balance.`,
        );
        await screenshot(page, `payments-axe-${width}-${theme}`);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
