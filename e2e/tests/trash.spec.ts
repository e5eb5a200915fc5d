import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import {
  type ComponentRecord,
  createComponent,
  createExpense,
  uniqueName,
} from '../fixtures/money';
import { bearer, signInAs } from '../fixtures/session';

// axe is injected as an inline script (fixtures/axe.ts).
test.use({ bypassCSP: true });

/**
 * A room with two expenses whose figures are worked out by hand:
 * tiles 500 + 20 % VAT = 600.00, 100.00 paid, 500.00 due; basin 250.00, nothing paid.
 * Committed 850.00, due 750.00, paid 100.00.
 */
async function roomWithExpenses(page: Page, prefix: string): Promise<ComponentRecord> {
  const room = await createComponent(page.request, {
    name: uniqueName(prefix),
    type: 'room',
    budget: 1000,
  });
  await createExpense(page.request, {
    room_id: room.id,
    supplier: 'Topps',
    product: 'Tiles',
    rrp: 500,
    add_vat: 'PLUS_VAT',
    amount_paid: 100,
  });
  await createExpense(page.request, {
    room_id: room.id,
    supplier: 'Wickes',
    product: 'Basin',
    rrp: 250,
  });
  return room;
}

/** A tile's figure on a component's page ('Total Committed' -> '£850.00'). */
const tile = (page: Page, label: string) =>
  page
    .locator('div')
    .filter({ hasText: new RegExp(`^${label}`) })
    .locator('p')
    .first();

async function expectTiles(page: Page, committed: string, due: string, paid: string) {
  await expect(tile(page, 'Total Committed')).toHaveText(committed);
  await expect(tile(page, 'Amount Due')).toHaveText(due);
  await expect(tile(page, 'Amount Paid')).toHaveText(paid);
}

test('a deleted expense comes back with Undo, and the totals with it', async ({ page }) => {
  await signInAs(page, { role: 'project_manager' });
  const room = await roomWithExpenses(page, 'Scullery');
  await page.goto(`/rooms/room/${room.id}`);
  await expect(page.getByText('Room • 2 expenses')).toBeVisible();
  await expectTiles(page, '£850.00', '£750.00', '£100.00');
  await expect(page.getByLabel('Supplier, row 1', { exact: true })).toHaveValue('Topps');

  await page.getByRole('button', { name: 'Delete row 1', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Expense deleted.' });
  await expect(toast).toBeVisible();
  // Without the tiles' 600.00 committed, 500.00 due and 100.00 paid.
  await expect(page.getByText('Room • 1 expense')).toBeVisible();
  await expectTiles(page, '£250.00', '£250.00', '£0.00');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Expense restored.' }),
  ).toBeVisible();
  await expect(page.getByText('Room • 2 expenses')).toBeVisible();
  await expectTiles(page, '£850.00', '£750.00', '£100.00');
  await page.reload();
  await expectTiles(page, '£850.00', '£750.00', '£100.00');
  await expect(page.getByLabel('Supplier, row 1', { exact: true })).toHaveValue('Topps');
});

test('a room deleted with its expenses is restored from the trash with the same totals', async ({
  page,
}) => {
  await signInAs(page, { role: 'project_manager' });
  const room = await roomWithExpenses(page, 'Utility');
  await page.goto(`/rooms/room/${room.id}`);
  await expectTiles(page, '£850.00', '£750.00', '£100.00');

  await page.goto('/rooms');
  await page.getByRole('button', { name: room.name, exact: true }).click();
  await page
    .getByRole('dialog', { name: room.name })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${room.name}?` });
  await expect(confirm).toContainText(
    `${room.name} and its 2 expenses will move to the trash. You can restore them for 30 days.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Room deleted.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: room.name, exact: true })).toHaveCount(0);

  // By keyboard: the account menu opens on its first item, 'Trash'.
  await page.getByRole('button', { name: /^Account: / }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Trash' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/trash');
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  const item = page.getByRole('listitem', { name: `Room: ${room.name} and its 2 expenses` });
  await expect(item).toContainText(/Deleted by project-manager-[\w-]+@example\.com on/);
  await expect(item.getByRole('button', { name: /^Delete forever/ })).toHaveCount(0);
  await item.getByRole('button', { name: `Restore ${room.name}` }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Room restored.' }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);

  await page.goto('/rooms');
  await expect(page.getByRole('button', { name: room.name, exact: true })).toBeVisible();
  await page.goto(`/rooms/room/${room.id}`);
  await expect(page.getByText('Room • 2 expenses')).toBeVisible();
  await expectTiles(page, '£850.00', '£750.00', '£100.00');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the trash page has no serious or critical axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const { tokens } = await signInAs(page, { role: 'owner' });
    const room = await roomWithExpenses(page, 'Pantry');
    const deleted = await page.request.delete(`/api/components/room/${room.id}`, {
      headers: bearer(tokens.idToken),
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
    await page.goto('/trash');
    const item = page.getByRole('listitem', { name: `Room: ${room.name} and its 2 expenses` });
    await expect(item.getByRole('button', { name: `Delete forever: ${room.name}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(item).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`trash-375-${theme}.png`),
      fullPage: true,
    });
    // On a phone the account menu's items are in the Menu: 'Trash' is there too.
    await page.getByRole('button', { name: 'Menu' }).click();
    const account = page.getByRole('list', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Trash' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`menu-375-${theme}.png`) });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`trash-1280-${theme}.png`) });
  });
}
