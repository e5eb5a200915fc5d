import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createComponent, pounds, uniqueName } from '../fixtures/money';
import { bearer, ownerToken, signInAs } from '../fixtures/session';

const invoice = path.resolve(
  import.meta.dirname,
  '../../apps/server/test/fixtures/invoices/01-merchant-plasterboard.pdf',
);

test('extract an invoice: upload, review, edit a row, add them (saved) to the right component', async ({
  page,
  request,
}) => {
  const kitchen = await createComponent(request, { name: uniqueName('Kitchen'), type: 'room' });
  await createComponent(request, { name: uniqueName('Loft'), type: 'room' });
  await signInAs(page, { role: 'owner' });
  await page.goto('/expenses');
  await page.getByRole('link', { name: 'Extract from Document' }).click();
  await expect(page).toHaveURL(/\/expenses\/extract$/);

  const extract = page.getByRole('button', { name: 'Extract Expenses' });
  await expect(extract).toBeDisabled();
  await expect(page.getByText('Please select a file first')).toBeVisible();
  await page.getByLabel('Invoice or receipt file').setInputFiles(invoice);
  await expect(page.getByText('Please select a room')).toBeVisible();
  await page.getByLabel('Room').selectOption({ label: `${kitchen.name} (room)` });
  await extract.click();

  await expect(page.getByRole('heading', { name: 'Review & Edit' })).toBeVisible({
    timeout: 15_000,
  });
  const review = page.getByRole('region', { name: 'Extracted expenses' });
  await expect(review.getByRole('row', { name: /^Extracted row/ })).toHaveCount(4);
  await expect(page.getByLabel('Description, row 1')).toHaveValue('Plasterboard 12.5mm 2400x1200');
  await expect(page.getByLabel('Total cost, row 1')).toHaveText(pounds(122.4));
  await expect(page.getByTestId('extraction-total')).toHaveText(pounds(239.38));

  // One edit: ten boards instead of twelve, renamed.
  await page.getByLabel('Description, row 1').fill('Plasterboard sheets (returned two)');
  await page.getByLabel('Quantity, row 1').fill('10');
  await expect(page.getByLabel('Total cost, row 1')).toHaveText(pounds(102));
  await expect(page.getByTestId('extraction-total')).toHaveText(pounds(218.98));

  // 'Add 4 Expenses' stores them (with the document as each one's receipt): nothing is left
  // to save on /expenses.
  await page.getByRole('button', { name: 'Add 4 Expenses' }).click();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(page.getByText('Document extraction completed successfully!').first()).toBeVisible();

  await page.getByRole('tab', { name: kitchen.name }).click();
  const table = page.getByRole('region', { name: 'Expenses table' });
  await expect(table.getByRole('row', { name: /^Expense \d/ })).toHaveCount(4);
  await expect(table.getByRole('row', { name: /not saved yet/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save Changes/ })).toHaveCount(0);
  await expect(table.getByLabel('Description, row 1')).toHaveValue(
    'Plasterboard sheets (returned two)',
  );

  const token = await ownerToken(request);
  const saved = await request.get(`/api/expenses?component_id=${kitchen.id}`, {
    headers: bearer(token),
  });
  const items = (await saved.json()).items as Array<{
    description: string;
    total_cost: number;
    receipt: { file_name: string } | null;
  }>;
  expect(items.map((item) => [item.description, item.total_cost]).sort()).toEqual([
    ['Drywall screws 38mm box of 1000', 23.88],
    ['Jointing tape 90m roll', 15.12],
    ['Multi-finish plaster 25kg', 77.98],
    ['Plasterboard sheets (returned two)', 102],
  ]);
  expect(items.map((item) => item.receipt?.file_name)).toEqual(
    Array(4).fill('01-merchant-plasterboard.pdf'),
  );
});
