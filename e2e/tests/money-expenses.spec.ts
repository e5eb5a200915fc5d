import type { AddVat } from '@hrt/shared/domain/money';
import { expect, type Page, test } from '@playwright/test';
import { createComponent, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

/** An expense as typed, with the figures it must show, worked out by hand (never by the app). */
interface Line {
  description: string;
  supplier: string;
  product: string;
  quantity: number;
  rrp: number;
  trade_discount: number;
  discount: number;
  add_vat: AddVat;
  amount_paid: number;
  committed: boolean;
  expected: { total_cost: string; amount_due: string };
}

const lines: Line[] = [
  // 2 x 10.50 = 21.00; minus 1.00 and 0.50 = 19.50; no VAT; nothing paid.
  {
    description: 'Wall tiles',
    supplier: 'Topps',
    product: 'Metro',
    quantity: 2,
    rrp: 10.5,
    trade_discount: 1,
    discount: 0.5,
    add_vat: 'NO_VAT',
    amount_paid: 0,
    committed: true,
    expected: { total_cost: '£19.50', amount_due: '£19.50' },
  },
  // 3 x 19.99 = 59.97; minus 2.00 = 57.97; VAT already included; 10.00 paid.
  {
    description: 'Worktop',
    supplier: 'Howdens',
    product: 'Oak',
    quantity: 3,
    rrp: 19.99,
    trade_discount: 2,
    discount: 0,
    add_vat: 'INC_VAT',
    amount_paid: 10,
    committed: true,
    expected: { total_cost: '£57.97', amount_due: '£47.97' },
  },
  // 1.5 x 33.33 = 49.995 -> 50.00; minus 1.11 = 48.89; plus VAT = 58.668 -> 58.67.
  {
    description: 'Sealant',
    supplier: 'Screwfix',
    product: 'Silicone',
    quantity: 1.5,
    rrp: 33.33,
    trade_discount: 0,
    discount: 1.11,
    add_vat: 'PLUS_VAT',
    amount_paid: 0,
    committed: false,
    expected: { total_cost: '£58.67', amount_due: '£58.67' },
  },
];

const cell = (page: Page, label: string, row: number) =>
  page.getByLabel(`${label}, row ${row}`, { exact: true });
const figure = (page: Page, label: string, row: number) =>
  page.getByRole('button', { name: new RegExp(`, ${label}, row ${row}$`) });

async function fillRow(page: Page, row: number, line: Line) {
  await cell(page, 'Description', row).fill(line.description);
  await cell(page, 'Supplier', row).fill(line.supplier);
  await cell(page, 'Product', row).fill(line.product);
  await cell(page, 'Quantity', row).fill(String(line.quantity));
  await cell(page, 'RRP', row).fill(String(line.rrp));
  await cell(page, 'Trade discount', row).fill(String(line.trade_discount));
  await cell(page, 'Discount', row).fill(String(line.discount));
  await cell(page, 'VAT', row).selectOption(line.add_vat);
  await cell(page, 'Amount paid', row).fill(String(line.amount_paid));
  await cell(page, 'Committed', row).setChecked(line.committed);
}

async function expectRowFigures(page: Page, row: number, line: Line) {
  await expect(figure(page, 'Total cost', row)).toHaveText(line.expected.total_cost);
  await expect(figure(page, 'Amount due', row)).toHaveText(line.expected.amount_due);
}

test('expenses with each VAT mode show the figures the formulas give, live and after saving', async ({
  page,
  request,
}) => {
  const room = await createComponent(request, {
    name: uniqueName('Kitchen'),
    type: 'room',
    budget: 1000,
  });
  await signInAs(page, { role: 'project_manager' });
  await page.goto(`/rooms/room/${room.id}`);
  await expect(page.getByText('No expenses yet')).toBeVisible();

  for (const [index, line] of lines.entries()) {
    await page.getByRole('button', { name: 'Add Expense' }).first().click();
    await expect(
      page.getByRole('row', { name: `Expense ${index + 1}, not saved yet` }),
    ).toBeVisible();
    await fillRow(page, index + 1, line);
    await expectRowFigures(page, index + 1, line);
  }
  await expect(cell(page, 'VAT', 1).locator('option:checked')).toHaveText('No VAT');
  await expect(cell(page, 'VAT', 2).locator('option:checked')).toHaveText('Inc VAT');
  await expect(cell(page, 'VAT', 3).locator('option:checked')).toHaveText('+ VAT');

  await page.getByRole('button', { name: /Save Changes/ }).click();
  await expect(page.getByRole('button', { name: /Save Changes/ })).toBeHidden();
  await expect(page.getByRole('row', { name: /not saved yet/ })).toHaveCount(0);

  await page.reload();
  for (const [index, line] of lines.entries()) await expectRowFigures(page, index + 1, line);
  await expect(page.getByText(`Room • ${lines.length} expenses`)).toBeVisible();
  const tile = (label: string) =>
    page
      .locator('div')
      .filter({ hasText: new RegExp(`^${label}`) })
      .locator('p')
      .first();
  await expect(tile('Budget')).toHaveText('£1,000.00');
  // Committed rows: 19.50 + 57.97 = 77.47 in total, 19.50 + 47.97 = 67.47 still due.
  await expect(tile('Total Committed')).toHaveText('£77.47');
  await expect(tile('Amount Due')).toHaveText('£67.47');
  await expect(tile('Amount Paid')).toHaveText('£10.00');
  // The uncommitted sealant.
  await expect(page.getByText('+ £58.67 speculative')).toBeVisible();
  // The table's own totals line: 19.50 + 57.97 + 58.67 cost, 19.50 + 47.97 + 58.67 due.
  const totalsLine = page.locator('dl').filter({ hasText: 'Rows' });
  await expect(totalsLine).toContainText('Total cost£136.14');
  await expect(totalsLine).toContainText('Paid£10.00');
  await expect(totalsLine).toContainText('Amount due£126.14');

  // Paying the first row in full marks it paid (a saved row opens for editing on a click).
  await expect(cell(page, 'Amount paid', 1)).toHaveAttribute('readonly', '');
  await cell(page, 'Amount paid', 1).click();
  await cell(page, 'Amount paid', 1).fill('19.50');
  await expect(page.getByRole('row', { name: 'Expense 1, paid' })).toBeVisible();
  await expect(figure(page, 'Amount due', 1)).toHaveText('£0.00');
  await page.getByRole('button', { name: /Save Changes/ }).click();
  await expect(page.getByRole('button', { name: /Save Changes/ })).toBeHidden();
  await page.reload();
  const paidRow = page.getByRole('row', { name: 'Expense 1, paid' });
  await expect(paidRow).toHaveAttribute('data-paid', 'true');
  await expect(paidRow.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Expense 2', exact: true })).toBeVisible();

  // Selected Total: clicking figures adds them; clicking again takes them out.
  await figure(page, 'Total cost', 2).click();
  await figure(page, 'Amount due', 3).click();
  await expect(figure(page, 'Total cost', 2)).toHaveAttribute('aria-pressed', 'true');
  const selected = page
    .getByRole('status')
    .filter({ hasText: 'Selected Total' })
    .or(page.locator('output[aria-label="Selected Total"]'));
  // 57.97 + 58.67.
  await expect(selected.first()).toContainText('£116.64');
  await figure(page, 'Total cost', 2).click();
  await expect(selected.first()).toContainText('£58.67');
});

test('a row that breaks the contract is not saved and says why', async ({ page, request }) => {
  const room = await createComponent(request, { name: uniqueName('Utility'), type: 'room' });
  await signInAs(page, { role: 'build_manager' });
  await page.goto(`/rooms/room/${room.id}`);
  await page.getByRole('button', { name: 'Add Expense' }).first().click();
  await cell(page, 'Supplier', 1).fill('Wickes');
  // Supplier and product are required of a new row, as in the dialog.
  await cell(page, 'Product', 1).fill('Grout');
  await cell(page, 'RRP', 1).fill('12.345');
  await page.getByRole('button', { name: /Save Changes/ }).click();
  await expect(page.getByText('RRP: Use at most two decimals.', { exact: false })).toBeVisible();
  // The message also sits beside the cell.
  await expect(cell(page, 'RRP', 1)).toHaveAccessibleDescription('Use at most two decimals.');
  // The unsaved row makes a reload ask first; leaving anyway, nothing was stored.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('No expenses yet')).toBeVisible();
});

test('the edit dialog needs supplier, product and component, and its percentages store amounts', async ({
  page,
  request,
}) => {
  const room = await createComponent(request, { name: uniqueName('Hall'), type: 'room' });
  await signInAs(page, { role: 'owner' });
  await page.goto('/expenses');
  await page.getByRole('button', { name: 'Add Expense' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Expense' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Supplier *').fill('B&Q');
  await dialog.getByLabel('Product *').fill('Radiator');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Component *').selectOption({ label: room.name });
  await expect(save).toBeEnabled();
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('RRP (£)').fill('100');
  await dialog.getByLabel('Percentages (%)').check();
  await dialog.getByLabel('Trade discount (%)').fill('10');
  await dialog.getByLabel('Discount (%)', { exact: true }).fill('5');
  // 200 - 10 % = 180 (20.00 off); 5 % of 180 = 9.00 off; total 171.00.
  await expect(
    dialog.getByText('Stored as £20.00 trade discount and £9.00 discount.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Paid by account')).toHaveCount(0);
  await dialog.getByLabel('Amount paid (£)').fill('50');
  await expect(dialog.getByLabel('Paid by account')).toBeVisible();
  await dialog.getByLabel('Link').fill('https://example.com/radiator');
  await save.click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: room.name }).click();
  await expect(figure(page, 'Total cost', 1)).toHaveText('£171.00');
  await expect(figure(page, 'Amount due', 1)).toHaveText('£121.00');
  await expect(cell(page, 'Trade discount', 1)).toHaveValue('20.00');
  await expect(cell(page, 'Paid by', 1)).toHaveValue('');
});
