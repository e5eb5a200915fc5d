import { readFileSync } from 'node:fs';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { createComponent, createExpense, receiptPng, uniqueName } from '../fixtures/money';
import { bearer, ownerToken, signInAs } from '../fixtures/session';

/**
 * A month of use on a phone (375 px): a receipt attached, viewed and removed on an existing
 * expense's card and in its dialog; an overpayment confirmed; a half-typed expense not lost to
 * Escape; an edit that meets someone else's save kept and applied on top. Figures by hand.
 */

// axe is injected as an inline script (see fixtures/axe.ts).
test.use({ bypassCSP: true, viewport: { width: 375, height: 812 } });

const screenshotDir = process.env.SCREENSHOT_DIR;

/** Light and dark at the width in use, when SCREENSHOT_DIR asks for them. */
async function screenshots(page: Page, name: string) {
  if (!screenshotDir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      scheme === 'dark',
    );
    await page.screenshot({ path: `${screenshotDir}/${name}-${scheme}.png` });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

async function expenseNow(request: APIRequestContext, id: string): Promise<Expense> {
  const response = await request.get(`/api/expenses/${id}`, {
    headers: bearer(await ownerToken(request)),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Expense;
}

/** A room with one expense of 2 x £60.00, No VAT (£120.00 due), and its page opened. */
async function openRoomWithOneExpense(page: Page) {
  const room = await createComponent(page.request, { name: uniqueName('Utility'), type: 'room' });
  const expense = await createExpense(page.request, {
    room_id: room.id,
    supplier: 'Screwfix',
    product: 'Worktop',
    quantity: 2,
    rrp: 60,
  });
  await signInAs(page, { role: 'owner' });
  await page.goto(`/rooms/room/${room.id}`);
  const card = page.getByRole('article', { name: 'Expense 1' });
  return { room, expense, card };
}

/** The expense dialog of the only row: 'Edit' on a phone's card, the pencil in the grid. */
async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Edit row 1', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a receipt is attached from a file, viewed and removed on an expense card', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { expense, card } = await openRoomWithOneExpense(page);
  await expect(card).toBeVisible();
  const receipt = card.getByRole('region', { name: 'Receipt, row 1' });
  await expect(receipt).toContainText('No receipt');
  // The camera is one tap away: the phone opens it straight from this input.
  await expect(receipt.getByLabel('Take photo, row 1')).toHaveAttribute('capture', 'environment');
  await expect(receipt.getByLabel('Take photo, row 1')).toHaveAttribute(
    'accept',
    'image/*,application/pdf',
  );

  await receipt.getByLabel('Choose file, row 1').setInputFiles(receiptPng);
  await expect(receipt).toContainText('receipt.png');
  await expect(page.getByText('Receipt uploaded.')).toBeVisible();
  expect((await expenseNow(page.request, expense.id)).receipt?.file_name).toBe('receipt.png');
  expect(await seriousViolations(page)).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await screenshots(page, 'phone-card-receipt-375');

  const opened = page.waitForEvent('popup');
  await receipt.getByRole('button', { name: 'View receipt, row 1' }).click();
  const viewer = await opened;
  await expect.poll(() => viewer.url()).toMatch(/\/api\/files\/[0-9a-f-]{36}\?expires=/);
  await viewer.close();

  await receipt.getByRole('button', { name: 'Remove receipt, row 1' }).click();
  const question = page.getByRole('alertdialog', { name: 'Remove this receipt?' });
  await question.getByRole('button', { name: 'Remove' }).click();
  await expect(receipt).toContainText('No receipt');
  expect((await expenseNow(page.request, expense.id)).receipt).toBeNull();
});

for (const width of [375, 1280]) {
  test(`at ${width} px the expense dialog has the receipt too: attach, replace, remove`, async ({
    page,
  }) => {
    // Screenshots in two themes (with SCREENSHOT_DIR) take seconds on a shared machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 812 });
    const { expense } = await openRoomWithOneExpense(page);
    const dialog = await openDialog(page);
    const section = dialog.getByRole('group', { name: 'Receipt' });
    await expect(section).toContainText('No receipt');
    await expect(section.getByLabel('Take photo')).toHaveAttribute('capture', 'environment');

    await section.getByLabel('Choose file').setInputFiles(receiptPng);
    await expect(section).toContainText('receipt.png');
    await section.getByLabel('Replace receipt').setInputFiles({
      name: 'till.png',
      mimeType: 'image/png',
      buffer: readFileSync(receiptPng),
    });
    await expect(section).toContainText('till.png');
    expect((await expenseNow(page.request, expense.id)).receipt?.file_name).toBe('till.png');
    await section.getByRole('button', { name: 'View receipt' }).scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, `dialog-receipt-${width}`);

    await section.getByRole('button', { name: 'Remove receipt' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove this receipt?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(section).toContainText('No receipt');
    // A receipt is saved on its own: the dialog has nothing unsaved and closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}

test('a payment above what is due is asked about, then recorded once confirmed', async ({
  page,
}) => {
  const { expense } = await openRoomWithOneExpense(page);
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Add a payment' }).click();
  const group = dialog.getByRole('group', { name: 'New payment' });
  await group.getByLabel('Amount (£)').fill('150');
  // 150.00 - 120.00 due = 30.00 over.
  await expect(group.getByText('Check the amount: this is £30.00 more than is due.')).toBeVisible();
  await group.getByRole('button', { name: 'Record payment' }).click();
  await expect(group).toBeVisible();
  expect((await expenseNow(page.request, expense.id)).amount_paid).toBe(0);

  await group.getByLabel('Record it anyway, as an overpayment').check();
  await group.getByRole('button', { name: 'Record payment' }).click();
  await expect(group).toBeHidden();
  await expect(dialog.getByRole('status', { name: 'Amount paid' })).toHaveText('£150.00');
  const stored = await expenseNow(page.request, expense.id);
  expect(stored.amount_paid).toBe(150);
  expect(stored.amount_due).toBe(-30);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Escape in a half-typed expense asks before discarding it', async ({ page }) => {
  await openRoomWithOneExpense(page);
  const dialog = await openDialog(page);
  await dialog.getByLabel('Supplier', { exact: false }).fill('Wickes');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Supplier', { exact: false })).toHaveValue('Wickes');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});

for (const width of [375, 1280]) {
  test(`at ${width} px an edit that meets someone else’s save keeps the change and applies it on top`, async ({
    page,
  }) => {
    // Screenshots in two themes (with SCREENSHOT_DIR) take seconds on a shared machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 812 });
    const { expense } = await openRoomWithOneExpense(page);
    const dialog = await openDialog(page);
    await dialog.getByLabel('Product', { exact: false }).fill('Oak worktop');

    // Meanwhile someone else makes it 3 worktops and speculative.
    const theirs = await page.request.put(`/api/expenses/${expense.id}`, {
      headers: bearer(await ownerToken(page.request)),
      data: {
        component_id: expense.component_id,
        supplier: 'Screwfix',
        product: 'Worktop',
        quantity: 3,
        rrp: 60,
        committed: false,
        updated_at: expense.updated_at,
      },
    });
    expect(theirs.status(), await theirs.text()).toBe(200);

    await dialog.getByRole('button', { name: 'Save' }).click();
    const panel = dialog.getByRole('region', { name: 'Someone else changed this expense' });
    await expect(panel).toBeVisible();
    await expect(dialog.getByLabel('Product', { exact: false })).toHaveValue('Oak worktop');
    await expect(panel.getByRole('listitem')).toHaveText([
      /^ProductChanged by youYoursOak worktopNowWorktop$/,
      /^QuantityChanged by themYours2Now3$/,
      /^StatusChanged by themYoursCommittedNowSpeculative$/,
    ]);
    await expect(panel.getByRole('status')).toContainText('Saved by owner@example.com on');
    expect(await seriousViolations(page)).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await screenshots(page, `conflict-${width}`);

    await panel.getByRole('button', { name: 'Apply my changes on top' }).click();
    await expect(dialog).toBeHidden();
    const stored = await expenseNow(page.request, expense.id);
    expect(stored.product).toBe('Oak worktop');
    expect(stored.quantity).toBe(3);
    expect(stored.committed).toBe(false);
    // 3 x 60.00.
    expect(stored.total_cost).toBe(180);
  });
}
