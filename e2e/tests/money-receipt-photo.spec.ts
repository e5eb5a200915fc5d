import { expect, type Page, test } from '@playwright/test';
import { createComponent, pounds, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

// A phone screen: the receipt is photographed and read where it is bought.
test.use({ viewport: { width: 375, height: 740 } });

/**
 * A till receipt "photographed": drawn on a canvas in the browser (thermal-paper grey on a
 * darker table, monospace print, turned 2.5 degrees, a little blur) and saved as a JPEG.
 * Made for this test; the cash handed over (20.00) is the largest amount on it.
 */
async function photographReceipt(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const lines = [
      ['HARBOUR HARDWARE LTD', ''],
      ['12 Quay Street, Whitby', ''],
      ['Tel 01947 600123', ''],
      ['VAT No 123 4567 89', ''],
      ['', ''],
      ['Date 14/03/2025 10:42', ''],
      ['Paint roller set', '12.99'],
      ['', ''],
      ['TOTAL', '12.99'],
      ['VAT 20% included', '2.17'],
      ['CASH', '20.00'],
      ['CHANGE', '7.01'],
      ['', ''],
      ['Thank you for shopping', ''],
    ];
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 1300;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#6b5a48';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.translate(450, 650);
    context.rotate((2.5 * Math.PI) / 180);
    context.translate(-330, -560);
    context.fillStyle = '#efede6';
    context.fillRect(0, 0, 660, 1120);
    context.filter = 'blur(0.6px)';
    context.fillStyle = '#2b2b2b';
    context.font = '34px "DejaVu Sans Mono", monospace';
    lines.forEach(([left, right], index) => {
      const y = 90 + index * 70;
      context.textAlign = 'left';
      context.fillText(left ?? '', 40, y);
      context.textAlign = 'right';
      context.fillText(right ?? '', 620, y);
    });
    return canvas.toDataURL('image/jpeg', 0.85);
  });
  return Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
}

test('a photographed receipt on a phone: one row with the total paid and the shop', async ({
  page,
  request,
}) => {
  // Reading a photo starts the OCR engine on first use: seconds, more on a shared machine.
  test.setTimeout(120_000);
  const workshop = await createComponent(request, { name: uniqueName('Workshop'), type: 'room' });
  await signInAs(page, { role: 'owner' });
  await page.goto('/expenses/extract');
  const photo = await photographReceipt(page);

  await page
    .getByLabel('Invoice or receipt file')
    .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Room').selectOption({ label: `${workshop.name} (room)` });
  await page.getByRole('button', { name: 'Extract Expenses' }).click();

  await expect(page.getByRole('heading', { name: 'Review & Edit' })).toBeVisible({
    timeout: 60_000,
  });
  const review = page.getByRole('region', { name: 'Extracted expenses' });
  await expect(review.getByRole('article', { name: /^Extracted row/ })).toHaveCount(1);
  await expect(page.getByLabel('Supplier, row 1')).toHaveValue('HARBOUR HARDWARE LTD');
  await expect(page.getByLabel('Total cost, row 1')).toHaveText(pounds(12.99));
  await expect(page.getByTestId('extraction-total')).toHaveText(pounds(12.99));
  await expect(page.getByRole('button', { name: 'Add 1 Expenses' })).toBeVisible();
});
