import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { createComponent, createExpense, uniqueName } from '../fixtures/money';
import { createTask, dayFromToday, plusDays } from '../fixtures/schedule';
import { bearer, ownerToken, signInAs } from '../fixtures/session';

/**
 * History and Undo (decision 030): an expense's and a task's 'History' list each change in words, 'Undo' in the toast
 * after an edit puts the previous values back (a normal update, so the history shows it too),
 * and a dependency whose task is in the trash is shown as such.
 */
test.use({ bypassCSP: true });

const amountPaid = (page: Page) => page.getByLabel('Amount paid, row 1', { exact: true });

async function editAmountPaid(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Edit row 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await dialog.getByLabel('Amount paid (£)').fill(amount);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'Edit row 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await dialog.getByRole('tab', { name: 'History' }).click();
  return dialog;
}

test("an expense's history shows its amount paid changing, and Undo puts an edit back", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const room = await createComponent(request, { name: uniqueName('Bathroom'), type: 'room' });
  await createExpense(request, {
    room_id: room.id,
    supplier: 'Tile Co',
    product: 'Porcelain tiles',
    rrp: 500,
    amount_paid: 120,
  });
  await signInAs(page, { role: 'project_manager' });
  await page.goto(`/rooms/room/${room.id}`);
  await expect(amountPaid(page)).toHaveValue('120.00');

  await editAmountPaid(page, '340');
  await expect(page.getByText('Expense saved.')).toBeVisible();
  await expect(amountPaid(page)).toHaveValue('340.00');
  // Out of the way, so the next edit's 'Undo' is the only one.
  await page.getByRole('button', { name: 'Close toast' }).click();

  const dialog = await openHistory(page);
  const changes = dialog.getByRole('list', { name: 'Changes, newest first' });
  await expect(changes.getByText('Amount paid: £120.00 -> £340.00')).toBeVisible();
  await expect(changes.getByText('Updated', { exact: true })).toBeVisible();
  // People are named by their display name; the owner here has none, so its e-mail.
  await expect(changes.getByText('by Test project manager')).toBeVisible();
  await expect(changes.getByText('by owner@example.com')).toBeVisible();
  await expect(changes.getByText('Created', { exact: true })).toBeVisible();
  // The form stays behind its tab: back on Details, the figures are there.
  await dialog.getByRole('tab', { name: 'Details' }).click();
  await expect(dialog.getByLabel('Amount paid (£)')).toHaveValue('340');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await editAmountPaid(page, '500');
  await expect(amountPaid(page)).toHaveValue('500.00');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone.')).toBeVisible();
  await expect(amountPaid(page)).toHaveValue('340.00');

  const after = await openHistory(page);
  const newest = after.getByRole('list', { name: 'Changes, newest first' }).locator('> li').first();
  await expect(newest).toContainText('Amount paid: £500.00 -> £340.00');
});

test('the history tab on a phone reads well and passes axe', async ({ page, request }) => {
  const room = await createComponent(request, { name: uniqueName('Landing'), type: 'room' });
  await createExpense(request, {
    room_id: room.id,
    supplier: 'Carpet Warehouse',
    product: 'Stair runner, wool, 4 m',
    rrp: 380,
    amount_paid: 120,
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, { role: 'project_manager' });
  await page.goto(`/rooms/room/${room.id}`);
  await page.getByRole('button', { name: 'Edit row 1' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await dialog.getByLabel('Amount paid (£)').fill('340');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Edit row 1' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await dialog.getByRole('tab', { name: 'History' }).click();
  await expect(dialog.getByText('Amount paid: £120.00 -> £340.00')).toBeVisible();
  // Nothing wider than the phone: the dialog does not scroll sideways.
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.HISTORY_SCREENSHOT) {
    await page.screenshot({ path: process.env.HISTORY_SCREENSHOT });
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('a task edit is undone from the toast, its history shows both, and a trashed dependency shows', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const room = await createComponent(request, { name: uniqueName('Hall'), type: 'room' });
  const start = dayFromToday(1);
  const strip = await createTask(request, {
    name: uniqueName('Strip wallpaper'),
    startAt: start,
    endAt: plusDays(start, 1),
    componentId: room.id,
  });
  const paint = uniqueName('Paint hall');
  await createTask(request, {
    name: paint,
    startAt: plusDays(start, 1),
    endAt: plusDays(start, 3),
    componentId: room.id,
    dependencies: [strip.id],
  });
  const removed = await request.delete(`/api/tasks/${strip.id}`, {
    headers: bearer(await ownerToken(request)),
  });
  expect(removed.status()).toBe(200);

  await signInAs(page, { role: 'owner' });
  await page.goto('/schedule');
  await page.getByLabel('Filter by task or component').fill(room.name);
  const openTask = async (name: string) => {
    await page.getByRole('button', { name: new RegExp(`^${name},`) }).hover();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    return page.getByRole('dialog', { name: 'Edit Task' });
  };

  let dialog = await openTask(paint);
  await expect(
    dialog
      .getByRole('list', { name: 'Removed dependencies' })
      .getByText(`${strip.name} (in the trash)`),
  ).toBeVisible();
  await dialog.getByLabel('Task name').fill(`${paint} and landing`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Task saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone.')).toBeVisible();

  dialog = await openTask(paint);
  await expect(dialog.getByLabel('Task name')).toHaveValue(paint);
  await dialog.getByRole('button', { name: 'History' }).click();
  const changes = dialog.getByRole('list', { name: 'Changes, newest first' }).locator('> li');
  await expect(changes.nth(0)).toContainText(`Name: ${paint} and landing -> ${paint}`);
  await expect(changes.nth(1)).toContainText(`Name: ${paint} -> ${paint} and landing`);
});
