import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { createComponent, createExpense, pounds, uniqueName } from '../fixtures/money';
import { bearer, ownerToken, signInAs } from '../fixtures/session';

// axe is injected as an inline script (see fixtures/axe.ts).
test.use({ bypassCSP: true });

const screenshotDir = process.env.SCREENSHOT_DIR;

/** Three lines of timber, £114.00, £106.27 and £21.96 (02-merchant-timber.expected.json). */
const invoice = path.resolve(
  import.meta.dirname,
  '../../apps/server/test/fixtures/invoices/02-merchant-timber.pdf',
);

const cell = (page: Page, label: string, row: number) =>
  page.getByLabel(`${label}, row ${row}`, { exact: true });
const figure = (page: Page, label: string, row: number) =>
  page.getByRole('button', { name: new RegExp(`, ${label}, row ${row}$`) });

async function screenshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png` });
}

/** The expenses of a component as the API stores them. */
async function storedExpenses(page: Page, componentId: string) {
  const token = await ownerToken(page.request);
  const response = await page.request.get(`/api/expenses?component_id=${componentId}`, {
    headers: bearer(token),
  });
  expect(response.status()).toBe(200);
  return (await response.json()).items as Array<{
    id: string;
    description: string;
    supplier: string;
    trade_discount: number;
    discount: number;
    total_cost: number;
    receipt: { file_name: string; content_type: string } | null;
  }>;
}

/** A room with one radiator: 2 x £250.00, no VAT. */
async function roomWithRadiator(page: Page) {
  const room = await createComponent(page.request, { name: uniqueName('Lounge'), type: 'room' });
  await createExpense(page.request, {
    room_id: room.id,
    description: 'Column radiator',
    supplier: 'Trade Radiators',
    product: 'COL-600',
    quantity: 2,
    rrp: 250,
  });
  return room;
}

test("at 1280 px '20%' typed in a discount cell is stored as pounds, the row read-only until opened", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const room = await roomWithRadiator(page);
  await signInAs(page, { role: 'owner' });
  await page.goto(`/rooms/room/${room.id}`);

  const table = page.getByRole('region', { name: 'Expenses table' });
  await expect(table.getByRole('columnheader', { name: 'Trade discount (£)' })).toBeVisible();
  await expect(
    table.getByRole('columnheader', { name: 'Discount (£)', exact: true }),
  ).toBeVisible();

  // A stray key in the saved row changes nothing.
  const trade = cell(page, 'Trade discount', 1);
  await expect(trade).toHaveAttribute('readonly', '');
  await trade.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Backspace');
  await expect(trade).toHaveValue('0.00');
  await expect(page.getByRole('button', { name: /Save Changes/ })).toBeHidden();

  // A click opens the row; 20 % of 2 x £250.00 is £100.00.
  await trade.click();
  await expect(trade).not.toHaveAttribute('readonly');
  await trade.fill('20%');
  await page.keyboard.press('Tab');
  await expect(trade).toHaveValue('100.00');
  // 5 % of the £400.00 left is £20.00: £380.00 in all.
  const discount = cell(page, 'Discount', 1);
  await discount.fill('5%');
  await page.keyboard.press('Enter');
  await expect(discount).toHaveValue('20.00');
  await expect(discount).toHaveAttribute('readonly', '');
  await expect(figure(page, 'Total cost', 1)).toHaveText(pounds(380));
  await screenshot(page, 'grid-discount-1280');

  await page.getByRole('button', { name: /Save Changes/ }).click();
  await expect(page.getByRole('button', { name: /Save Changes/ })).toBeHidden();
  const [stored] = await storedExpenses(page, room.id);
  expect(stored).toMatchObject({ trade_discount: 100, discount: 20, total_cost: 380 });
  await page.reload();
  await expect(cell(page, 'Trade discount', 1)).toHaveValue('100.00');
  await expect(cell(page, 'Discount', 1)).toHaveValue('20.00');
});

test('at 1280 px by keyboard: typing opens a row (replacing the value), Escape cancels, F2 opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const room = await roomWithRadiator(page);
  await signInAs(page, { role: 'owner' });
  await page.goto(`/rooms/room/${room.id}`);

  const supplier = cell(page, 'Supplier', 1);
  await supplier.focus();
  await page.keyboard.type('Wickes');
  await expect(supplier).toHaveValue('Wickes');
  await expect(page.getByRole('row', { name: 'Expense 1, changes not saved' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(supplier).toHaveValue('Trade Radiators');
  await expect(supplier).toHaveAttribute('readonly', '');
  await expect(supplier).toBeFocused();
  await expect(page.getByRole('button', { name: /Save Changes/ })).toBeHidden();

  // F2 (or Enter) opens the row with the caret at the end; Tab moves along it, still open.
  await page.keyboard.press('F2');
  await page.keyboard.type(' Ltd');
  await page.keyboard.press('Tab');
  await expect(cell(page, 'Product', 1)).toBeFocused();
  await expect(cell(page, 'Product', 1)).not.toHaveAttribute('readonly');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'Product', 1)).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: /Save Changes/ }).click();
  await expect(page.getByRole('button', { name: /Save Changes/ })).toBeHidden();
  const [stored] = await storedExpenses(page, room.id);
  expect(stored).toMatchObject({ supplier: 'Trade Radiators Ltd', total_cost: 500 });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a row open for editing, with messages beside its cells, passes axe at 1280 px (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const room = await roomWithRadiator(page);
    await signInAs(page, { role: 'owner' });
    await page.goto(`/rooms/room/${room.id}`);
    await page.getByRole('button', { name: 'Add Expense' }).first().click();
    await page.getByRole('button', { name: /Save Changes/ }).click();
    await expect(cell(page, 'Product', 1)).toHaveAccessibleDescription('Product is required.');
    // The saved row, now second, opened for editing.
    await cell(page, 'Discount', 2).click();
    await expect(page.locator('tr[data-editing]')).toHaveCount(2);
    await screenshot(page, `grid-editing-${theme}`);
    expect(await seriousViolations(page)).toEqual([]);
    // Leaving anyway: the unsaved row makes the browser ask.
    page.once('dialog', (dialog) => void dialog.accept());
  });
}

test('at 375 px (cards, no grid) the same 20 % is typed in the edit dialog and stored as pounds', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const room = await roomWithRadiator(page);
  await signInAs(page, { role: 'owner' });
  await page.goto(`/rooms/room/${room.id}`);
  await expect(page.getByRole('region', { name: 'Expenses table' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit row 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await dialog.getByLabel('Percentages (%)').check();
  await dialog.getByLabel('Trade discount (%)').fill('20');
  await dialog.getByLabel('Discount (%)', { exact: true }).fill('5');
  await expect(
    dialog.getByText('Stored as £100.00 trade discount and £20.00 discount.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(figure(page, 'Total cost', 1)).toHaveText(pounds(380));
  const [stored] = await storedExpenses(page, room.id);
  expect(stored).toMatchObject({ trade_discount: 100, discount: 20, total_cost: 380 });
});

test('at 1280 px a blank new row is not sent, and leaving the grid with an unsaved row asks first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const room = await createComponent(page.request, { name: uniqueName('Porch'), type: 'room' });
  await signInAs(page, { role: 'owner' });
  await page.goto(`/rooms/room/${room.id}`);

  await page.getByRole('button', { name: 'Add Expense' }).first().click();
  await expect(cell(page, 'Description', 1)).toBeFocused();
  await page.getByRole('button', { name: /Save Changes/ }).click();
  const supplier = cell(page, 'Supplier', 1);
  await expect(supplier).toHaveAttribute('aria-invalid', 'true');
  await expect(supplier).toHaveAccessibleDescription('Supplier is required.');
  await expect(cell(page, 'Product', 1)).toHaveAccessibleDescription('Product is required.');
  await screenshot(page, 'grid-blank-row-1280');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await storedExpenses(page, room.id)).toEqual([]);

  // In-app navigation asks; Cancel keeps the page and the row.
  await supplier.fill('Travis Perkins');
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Schedule' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('1 expense row has changes that are not saved.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/rooms/room/${room.id}$`));
  await expect(cell(page, 'Supplier', 1)).toHaveValue('Travis Perkins');

  // A reload asks the browser's own question; dismissed, the row is still here.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.dismiss();
  });
  await page.reload({ timeout: 3_000 }).catch(() => {});
  expect(asked).toBe('beforeunload');
  await expect(cell(page, 'Supplier', 1)).toHaveValue('Travis Perkins');

  await main.getByRole('link', { name: 'Schedule' }).click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  expect(await storedExpenses(page, room.id)).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`at ${width} px 'Add 3 Expenses' stores the extracted rows with the invoice as their receipt`, async ({
    page,
  }) => {
    // Upload, read and three stores each with its receipt: more than 30 s on a loaded box.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const room = await createComponent(page.request, { name: uniqueName('Loft'), type: 'room' });
    await signInAs(page, { role: 'owner' });
    await page.goto('/expenses/extract');
    await page.getByLabel('Invoice or receipt file').setInputFiles(invoice);
    await page.getByLabel('Room').selectOption({ label: `${room.name} (room)` });
    await page.getByRole('button', { name: 'Extract Expenses' }).click();
    await expect(page.getByRole('heading', { name: 'Review & Edit' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('extraction-total')).toHaveText(pounds(242.23));

    // The rows read are not stored yet: leaving asks first.
    const nav =
      width < 768
        ? page.getByRole('navigation', { name: 'Quick navigation' })
        : page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Schedule' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(ask).toContainText('The 3 rows read from the document are not added yet.');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/expenses\/extract$/);

    await page.getByRole('button', { name: 'Add 3 Expenses' }).click();
    await expect(page).toHaveURL(/\/expenses$/, { timeout: 20_000 });
    await expect(
      page.getByText(
        `Document extraction completed successfully! Added 3 expenses to ${room.name}, with 02-merchant-timber.pdf as their receipt.`,
      ),
    ).toBeVisible();
    // Nothing waits to be saved: no banner, no Save Changes, no unsaved rows.
    await expect(page.getByText('Review the new rows')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Save Changes/ })).toHaveCount(0);

    const stored = await storedExpenses(page, room.id);
    expect(stored.map((item) => [item.description, item.supplier, item.total_cost]).sort()).toEqual(
      [
        ['CLS timber 38x89mm 2.4m', 'Hartley Timber & Building Supplies', 114],
        ['OSB3 board 18mm 2440x1220', 'Hartley Timber & Building Supplies', 106.27],
        ['Round wire nails 90mm 5kg', 'Hartley Timber & Building Supplies', 21.96],
      ],
    );
    for (const item of stored) {
      expect(item.receipt).toEqual({
        file_name: '02-merchant-timber.pdf',
        content_type: 'application/pdf',
      });
    }

    await page.getByRole('tab', { name: room.name }).click();
    if (width >= 768) {
      // Exact: 'row 1' is also the start of 'row 10'; the title waits for the room's own rows.
      await expect(
        page.getByRole('button', { name: 'View receipt, row 1', exact: true }),
      ).toHaveAttribute('title', '02-merchant-timber.pdf');
    }
    await expect(figure(page, 'Total cost', 3)).toBeVisible();
    await screenshot(page, `extraction-added-${width}`);
    // Leaving now asks nothing: every row is saved.
    await nav.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
  });
}
