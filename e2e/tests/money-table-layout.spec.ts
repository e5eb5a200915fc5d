import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import {
  type ComponentRecord,
  createComponent,
  createExpense,
  uniqueName,
} from '../fixtures/money';
import { signInAs } from '../fixtures/session';

// axe is injected as an inline script (see fixtures/axe.ts).
test.use({ bypassCSP: true });

const screenshotDir = process.env.SCREENSHOT_DIR;

/** A room with expenses whose texts are long enough to need every column's width. */
async function seedRoom(page: Page): Promise<ComponentRecord> {
  const room = await createComponent(page.request, {
    name: uniqueName('Layout room'),
    type: 'room',
    budget: 5000,
  });
  await createExpense(page.request, {
    room_id: room.id,
    description: 'Engineered oak flooring, brushed and oiled, 14 mm',
    supplier: 'Flooring Supplies Direct',
    product: 'Oak 190 mm wide board',
    quantity: 3,
    rrp: 412.5,
    add_vat: 'PLUS_VAT',
    amount_paid: 100,
    link: 'https://example.com/a-long-product-link-for-the-oak-board',
  });
  await createExpense(page.request, {
    room_id: room.id,
    description: 'Skirting',
    supplier: 'Timber Yard',
    product: 'Ogee 145 mm',
    rrp: 60,
    amount_paid: 60,
  });
  return room;
}

/**
 * The element is fully on screen with nothing scrolled: inside the viewport, and inside every
 * box that clips it (the table's scroll container). Returns the reason when it is not.
 */
async function hiddenBecause(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'it has no size';
    if (box.left < 0 || box.right > window.innerWidth) {
      return `it is outside the viewport (${box.left}-${box.right} of ${window.innerWidth})`;
    }
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
        return `it is clipped by ${parent.tagName} (${box.left}-${box.right} outside ${clip.left}-${clip.right})`;
      }
    }
    // Not covered either (say by a pinned neighbour): the topmost element at its centre is it.
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!top || !element.contains(top)) return 'another element covers it';
    return null;
  });
}

async function expectFiguresInView(page: Page, row: number) {
  for (const label of ['Total cost', 'Amount due']) {
    const figure = page.getByRole('button', { name: new RegExp(`, ${label}, row ${row}$`) });
    // Brings the row up the page, never sideways: scrollIntoView would also scroll the table
    // horizontally and so hide the very thing this checks.
    await figure.evaluate((element) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top - window.innerHeight / 2);
    });
    expect(await hiddenBecause(figure), `${label}, row ${row}`).toBeNull();
  }
}

/** The page itself never scrolls sideways. */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function screenshot(page: Page, name: string) {
  if (screenshotDir)
    await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

for (const width of [1280, 1024]) {
  test(`at ${width} px the description and the figures stay in view while the rest scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const room = await seedRoom(page);
    await signInAs(page, { role: 'owner' });

    for (const url of [`/rooms/room/${room.id}`, '/expenses']) {
      await page.goto(url);
      if (url === '/expenses') await page.getByRole('tab', { name: room.name }).click();
      const table = page.getByRole('region', { name: 'Expenses table' });
      await expect(table.getByRole('row', { name: /^Expense 1(, paid)?$/ })).toBeVisible();
      await expectNoPageOverflow(page);
      await expectFiguresInView(page, 1);
      await expectFiguresInView(page, 2);
      // The table is wider than its card, and scrolling it keeps the pinned columns in place.
      const scroll = await table.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
        return { scrolled: element.scrollLeft, wider: element.scrollWidth > element.clientWidth };
      });
      expect(scroll.wider).toBe(true);
      expect(scroll.scrolled).toBeGreaterThan(0);
      await expectFiguresInView(page, 1);
      const description = table.getByLabel('Description, row 1', { exact: true });
      expect(await hiddenBecause(description), 'description, row 1').toBeNull();
      await expect(table.getByLabel('Committed, row 1', { exact: true })).toBeInViewport();
    }
  });
}

test('at 375 px each expense is a card with its figures and an edit action', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const room = await seedRoom(page);
  await signInAs(page, { role: 'owner' });
  await page.goto(`/rooms/room/${room.id}`);

  const list = page.getByRole('region', { name: 'Expenses list' });
  const first = list.getByRole('article', { name: 'Expense 1' });
  await expect(first).toBeVisible();
  await expect(list.getByRole('article', { name: 'Expense 2, paid' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Expenses table' })).toHaveCount(0);
  await expectNoPageOverflow(page);
  await expectFiguresInView(page, 1);
  await expectFiguresInView(page, 2);
  // Each card is measured once drawn: the second starts the list's gap (8 px) below the first,
  // whatever the first's height.
  const second = list.getByRole('article', { name: 'Expense 2, paid' });
  await expect
    .poll(async () => {
      const [above, below] = [await first.boundingBox(), await second.boundingBox()];
      return above && below ? Math.round(below.y - (above.y + above.height)) : null;
    })
    .toBe(8);
  // 3 x 412.50 + VAT = 1,485.00, of which 100.00 is paid.
  await expect(first.getByRole('button', { name: /Total cost, row 1$/ })).toHaveText('£1,485.00');
  await expect(first.getByRole('button', { name: /Amount due, row 1$/ })).toHaveText('£1,385.00');

  await first.getByRole('button', { name: 'Edit row 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await expect(dialog.getByLabel('Supplier *')).toHaveValue('Flooring Supplies Direct');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the expense screens have no serious axe violations at ${width} px (${theme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const room = await seedRoom(page);
      await signInAs(page, { role: 'owner' });

      await page.goto(`/rooms/room/${room.id}`);
      await expect(page.getByRole('button', { name: /Total cost, row 2$/ })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Is this room within budget?' }),
      ).toBeVisible();
      await screenshot(page, `component-${width}-${theme}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/expenses');
      await page.getByRole('tab', { name: room.name }).click();
      await expect(page.getByRole('button', { name: /Total cost, row 2$/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Committed spend by status' })).toBeVisible();
      await screenshot(page, `expenses-${width}-${theme}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByText('Total Spent', { exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'All Paid Expenses' });
      await expect(dialog.getByRole('row').nth(1)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
