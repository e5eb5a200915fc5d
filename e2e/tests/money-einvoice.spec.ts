import { expect, test } from '@playwright/test';
import { facturXPdf } from '../fixtures/einvoice';
import { createComponent, pounds, uniqueName } from '../fixtures/money';
import { bearer, ownerToken, signInAs } from '../fixtures/session';

test('an e-invoice PDF: rows from its XML with the note, saved with the right totals', async ({
  page,
  request,
}) => {
  // Upload, read, review, add and save: more than the default 30 s on a loaded two-core box.
  test.setTimeout(120_000);
  const bathroom = await createComponent(request, { name: uniqueName('Bathroom'), type: 'room' });
  await signInAs(page, { role: 'owner' });
  await page.goto('/expenses/extract');
  await page.getByLabel('Invoice or receipt file').setInputFiles({
    name: 'TW-1042.pdf',
    mimeType: 'application/pdf',
    buffer: await facturXPdf(),
  });
  await page.getByLabel('Room').selectOption({ label: `${bathroom.name} (room)` });
  await page.getByRole('button', { name: 'Extract Expenses' }).click();

  await expect(page.getByRole('heading', { name: 'Review & Edit' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Read from the e-invoice data in this PDF')).toBeVisible();
  const review = page.getByRole('region', { name: 'Extracted expenses' });
  await expect(review.getByRole('row', { name: /^Extracted row/ })).toHaveCount(4);
  await expect(page.getByLabel('Description, row 1')).toHaveValue('Porcelain floor tile 60x60');
  await expect(page.getByLabel('Supplier, row 1')).toHaveValue('Tileworks Direct Ltd');
  await expect(page.getByLabel('Description, row 4')).toHaveValue('Discount: Trade discount');
  await expect(page.getByLabel('Total cost, row 1')).toHaveText(pounds(312));
  await expect(page.getByLabel('Total cost, row 4')).toHaveText(pounds(-24));
  await expect(page.getByTestId('extraction-total')).toHaveText(pounds(346.5));
  await expect(page.getByText('The totals do not match')).toHaveCount(0);

  // 'Add 4 Expenses' stores them one by one, each with the PDF as its receipt: slow on a
  // loaded machine.
  await page.getByRole('button', { name: 'Add 4 Expenses' }).click();
  await expect(page).toHaveURL(/\/expenses$/, { timeout: 30_000 });
  await page.getByRole('tab', { name: bathroom.name }).click();
  const table = page.getByRole('region', { name: 'Expenses table' });
  await expect(table.getByRole('row', { name: /^Expense \d/ })).toHaveCount(4);
  await expect(table.getByRole('row', { name: /not saved yet/ })).toHaveCount(0);
  await expect(table.getByRole('button', { name: `${pounds(312)}, Total cost` })).toBeVisible();
  await expect(table.getByRole('button', { name: `${pounds(-24)}, Total cost` })).toBeVisible();

  const token = await ownerToken(request);
  const saved = await request.get(`/api/expenses?component_id=${bathroom.id}`, {
    headers: bearer(token),
  });
  const body = (await saved.json()) as {
    items: Array<{ description: string; add_vat: string; total_cost: number }>;
    totals: { total: number };
  };
  expect(
    body.items.map((item) => [item.description, item.add_vat, item.total_cost]).sort(),
  ).toEqual([
    ['Charge: Delivery', 'PLUS_VAT', 18],
    ['Discount: Trade discount', 'INC_VAT', -24],
    ['Porcelain floor tile 60x60', 'PLUS_VAT', 312],
    ['Tile adhesive 20kg', 'PLUS_VAT', 40.5],
  ]);
  expect(body.totals.total).toBe(346.5);
});
