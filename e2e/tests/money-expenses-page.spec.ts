import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createComponent, createExpense, pounds, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

test('/expenses: tiles, search, a tab per component, paid expenses and CSV export', async ({
  page,
  request,
}) => {
  const tag = uniqueName('zq').replace(' ', '');
  const room = await createComponent(request, {
    name: uniqueName('Garage'),
    type: 'room',
    budget: 900,
  });
  const service = await createComponent(request, {
    name: uniqueName('Roofer'),
    type: 'service',
    budget: 100,
  });
  await createExpense(request, {
    room_id: room.id,
    description: `Door ${tag}`,
    supplier: 'Hormann',
    product: 'Up-and-over',
    rrp: 400,
    amount_paid: 400,
  });
  await createExpense(request, {
    room_id: room.id,
    description: 'Shelving',
    supplier: `Shelves ${tag}`,
    product: 'Racking',
    rrp: 90,
  });
  await createExpense(request, {
    room_id: service.id,
    description: 'Slates',
    supplier: 'Roof Co',
    product: 'Repair',
    rrp: 250,
    add_vat: 'PLUS_VAT',
    amount_paid: 50,
  });
  await signInAs(page, { role: 'owner' });
  await page.goto('/expenses');

  await expect(page.getByRole('heading', { level: 1, name: 'All Expenses' })).toBeVisible();
  for (const label of ['Total Components', 'Total Expenses', 'Total Budget', 'Total Spent']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Extract from Document' })).toHaveAttribute(
    'href',
    '/expenses/extract',
  );
  await expect(
    page.getByRole('heading', { name: 'Is each component within budget?' }),
  ).toBeVisible();

  // Search is case-insensitive over description, supplier and product.
  await page.getByLabel('Search expenses').fill(tag.toUpperCase());
  await expect(page.getByTestId('expense-count')).toHaveText(/^Showing 2 of \d+$/);
  const table = page.getByRole('region', { name: 'Expenses table' });
  await expect(table.getByRole('row', { name: /^Expense \d/ })).toHaveCount(2);
  await page.getByLabel('Search expenses').fill('');

  await page.getByRole('tab', { name: service.name }).click();
  await expect(table.getByRole('row', { name: /^Expense \d/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Total cost, row 1$/ })).toHaveText(pounds(300));

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await downloadPromise).path(), 'utf8');
  expect(csv).toContain('Roof Co');
  expect(csv).not.toContain('Hormann');

  await page.getByText('Total Spent', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'All Paid Expenses' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Search paid expenses').fill(tag);
  await expect(dialog.getByRole('row').filter({ hasText: `Door ${tag}` })).toContainText(
    pounds(400),
  );
  await expect(dialog.getByRole('row').filter({ hasText: `Shelves ${tag}` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('extracted expenses arriving from the extract page join as unsaved rows', async ({
  page,
  request,
}) => {
  const room = await createComponent(request, { name: uniqueName('Cellar'), type: 'room' });
  await signInAs(page, { role: 'project_manager' });
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  // The extract page navigates with React Router state; the same history entry is made here.
  await page.evaluate((roomId) => {
    const usr = {
      extractedExpenses: [
        {
          id: 'tmp-1',
          room_id: roomId,
          description: 'Dehumidifier',
          supplier: 'Screwfix',
          product: 'DH-10',
          quantity: 1,
          rrp: 150,
          add_vat: 'PLUS_VAT',
          total_cost: 180,
        },
        {
          id: 'tmp-2',
          room_id: roomId,
          description: 'Tanking slurry',
          supplier: 'Wickes',
          product: 'Slurry 25kg',
          quantity: 2,
          rrp: 30,
        },
      ],
      message: 'Document extraction completed successfully!',
    };
    window.history.pushState({ usr, key: 'extract', idx: window.history.length }, '', '/expenses');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, room.id);

  await expect(page.getByText('Document extraction completed successfully!').first()).toBeVisible();
  const newRows = page.getByRole('row', { name: /not saved yet/ });
  await expect(newRows).toHaveCount(2);
  const banner = page.getByText('Review the new rows, then press Save Changes.');
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: /Save Changes/ }).click();
  await expect(newRows).toHaveCount(0);
  // Nothing waits to be saved now: the banner that asked for it goes.
  await expect(banner).toHaveCount(0);
  await page.getByRole('tab', { name: room.name }).click();
  await expect(page.getByRole('button', { name: /Total cost, row 1$/ })).toHaveText(pounds(180));
  await expect(page.getByRole('button', { name: /Total cost, row 2$/ })).toHaveText(pounds(60));
  // A reload does not add them a second time.
  await page.reload();
  await page.getByRole('tab', { name: room.name }).click();
  await expect(
    page.getByRole('region', { name: 'Expenses table' }).getByRole('row', { name: /^Expense \d/ }),
  ).toHaveCount(2);
});
