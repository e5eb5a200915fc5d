import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createComponent, pounds, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

// A phone screen: the receipt is photographed and read where it is bought.
test.use({ viewport: { width: 375, height: 740 } });

/**
 * A till receipt the team made (apps/server/test/fixtures/receipts/make-till-photo.ts): turned
 * 3.5 degrees on a table (a label and its amount half a line apart), blurred, speckled, a 66 KB
 * JPEG. A multibuy saving follows the item, the cash handed over (30.00) is the largest amount,
 * and a VAT summary follows the payment.
 */
const photo = path.join(import.meta.dirname, '../fixtures/files/till-receipt-photo.jpg');

test('a tilted, noisy till-receipt photo on a phone: one row for the total paid, from the shop', async ({
  page,
  request,
}) => {
  // The first photo starts the OCR engine: seconds, more on a shared machine.
  test.setTimeout(120_000);
  const shed = await createComponent(request, { name: uniqueName('Shed'), type: 'room' });
  await signInAs(page, { role: 'owner' });
  await page.goto('/expenses/extract');

  await page.getByLabel('Invoice or receipt file').setInputFiles(photo);
  await page.getByLabel('Room').selectOption({ label: `${shed.name} (room)` });
  await page.getByRole('button', { name: 'Extract Expenses' }).click();

  await expect(page.getByRole('heading', { name: 'Review & Edit' })).toBeVisible({
    timeout: 90_000,
  });
  const review = page.getByRole('region', { name: 'Extracted expenses' });
  await expect(review.getByRole('article', { name: /^Extracted row/ })).toHaveCount(1);
  await expect(page.getByLabel('Supplier, row 1')).toHaveValue('FENWICK TIMBER LTD');
  await expect(page.getByLabel('Total cost, row 1')).toHaveText(pounds(22.98));
  await expect(page.getByTestId('extraction-total')).toHaveText(pounds(22.98));
  await expect(page.getByRole('button', { name: 'Add 1 Expenses' })).toBeVisible();
});
