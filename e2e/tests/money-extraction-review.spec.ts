import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { facturXPdf } from '../fixtures/einvoice';
import { createComponent, pounds, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

test.use({ bypassCSP: true });

/** Reads the Factur-X invoice TW-1042 (4 rows, dated 10 March 2026) for a new room. */
async function readInvoice(page: Page, roomName: string, pdf?: Buffer) {
  await page.goto('/expenses/extract');
  await page.getByLabel('Invoice or receipt file').setInputFiles({
    name: 'TW-1042.pdf',
    mimeType: 'application/pdf',
    buffer: pdf ?? (await facturXPdf()),
  });
  await page.getByLabel('Room').selectOption({ label: `${roomName} (room)` });
  await page.getByRole('button', { name: 'Extract Expenses' }).click();
  await expect(page.getByRole('heading', { name: 'Review & Edit' })).toBeVisible({
    timeout: 20_000,
  });
}

async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`the review at 375 px: a card per row with every figure, editable by keyboard, axe-clean (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const room = await createComponent(request, { name: uniqueName('Ensuite'), type: 'room' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAs(page, { role: 'owner' });
    await readInvoice(page, room.name);

    const review = page.getByRole('region', { name: 'Extracted expenses' });
    const cards = review.getByRole('article', { name: /^Extracted row/ });
    await expect(cards).toHaveCount(4);
    const first = review.getByRole('article', { name: 'Extracted row 1' });
    await expect(first.getByLabel('Description, row 1')).toHaveValue('Porcelain floor tile 60x60');
    for (const label of ['Quantity', 'RRP per unit', 'Trade discount', 'Discount', 'VAT']) {
      await expect(first.getByLabel(`${label}, row 1`, { exact: true })).toBeVisible();
    }
    await expect(first.getByLabel('Invoice date, row 1')).toHaveValue('2026-03-10');
    await expect(first.getByLabel('Invoice number, row 1')).toHaveValue('TW-1042');
    await expect(first.getByLabel('Total cost, row 1')).toHaveText(pounds(312));
    // Every field fits the phone: nothing wider than the screen.
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(375);

    // By keyboard: the quantity is reached by Tab and typed over; the total follows.
    await first.getByLabel('Product, row 1').focus();
    await page.keyboard.press('Tab');
    await expect(first.getByLabel('Quantity, row 1')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');
    await expect(first.getByLabel('Total cost, row 1')).not.toHaveText(pounds(312));
    await first.getByLabel('Invoice number, row 1').fill('TW-1042-A');
    await expect(first.getByLabel('Invoice number, row 1')).toHaveValue('TW-1042-A');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `extraction-review-375-${theme}`);
  });

  test(`the review at 1280 px keeps its table, with the invoice's date and number (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const room = await createComponent(request, { name: uniqueName('Cloakroom'), type: 'room' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAs(page, { role: 'owner' });
    await readInvoice(page, room.name);
    const review = page.getByRole('region', { name: 'Extracted expenses' });
    await expect(review.getByRole('row', { name: /^Extracted row/ })).toHaveCount(4);
    await expect(page.getByLabel('Invoice number, row 4')).toHaveValue('TW-1042');
    // Every column fits a laptop: Remove, the last, is on screen without scrolling sideways.
    await expect(review.getByRole('button', { name: 'Remove row 1' })).toBeInViewport({ ratio: 1 });
    const hidden = await review
      .locator('table')
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
    expect(hidden).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `extraction-review-1280-${theme}`);
  });
}

test('a second import of the same invoice warns, naming the expenses saved from it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const room = await createComponent(request, { name: uniqueName('Utility'), type: 'room' });
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, { role: 'owner' });
  // The same file twice: its bytes, and so its fingerprint, are the same.
  const pdf = await facturXPdf();
  await readInvoice(page, room.name, pdf);
  await page.getByRole('button', { name: 'Add 4 Expenses' }).click();
  await expect(page).toHaveURL(/\/expenses$/, { timeout: 60_000 });

  await readInvoice(page, room.name, pdf);
  const warning = page.getByRole('alert').filter({ hasText: 'This document was imported before' });
  await expect(warning).toBeVisible();
  // Its rows are named with a link to their room (other tests may have saved TW-1042 too).
  await expect(
    warning.locator(`a[href="/rooms/room/${room.id}"]`, { hasText: 'Porcelain floor tile 60x60' }),
  ).toBeVisible();
  // The household decides: Add is still there to press.
  await expect(page.getByRole('button', { name: 'Add 4 Expenses' })).toBeEnabled();
  // A warning, not an error: the warning tone, readable in both themes.
  await expect(warning).toHaveAttribute('data-kind', 'warning');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'extraction-review-375-earlier');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'extraction-review-375-earlier-dark');
});
