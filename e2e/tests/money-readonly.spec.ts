import { expect, test } from '@playwright/test';
import { createComponent, createExpense, pounds, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

test('a viewer sees the expense table read-only', async ({ page, request }) => {
  const room = await createComponent(request, {
    name: uniqueName('Lounge'),
    type: 'room',
    budget: 500,
  });
  await createExpense(request, {
    room_id: room.id,
    description: 'Sofa',
    supplier: 'DFS',
    product: 'Corner sofa',
    rrp: 100,
    add_vat: 'PLUS_VAT',
    amount_paid: 20,
    link: 'https://example.com/sofa',
  });
  await createExpense(request, { room_id: room.id, supplier: 'IKEA', product: 'Lamp', rrp: 30 });
  await signInAs(page, { role: 'viewer' });
  await page.goto(`/rooms/room/${room.id}`);

  const table = page.getByRole('region', { name: 'Expenses table' });
  await expect(table.getByRole('row', { name: 'Expense 1', exact: true })).toBeVisible();
  await expect(table.getByText('Corner sofa')).toBeVisible();
  await expect(table.getByRole('textbox')).toHaveCount(0);
  await expect(table.getByRole('spinbutton')).toHaveCount(0);
  await expect(table.getByRole('combobox')).toHaveCount(0);
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^(Edit|Delete) row/ })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /Upload receipt/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Expense' })).toHaveCount(0);
  // Which account paid is personal finances: a viewer gets no paid-by column (decision 019).
  await expect(table.getByRole('columnheader', { name: 'Paid by' })).toHaveCount(0);
  await expect(table.getByRole('row', { name: 'Expense 1', exact: true })).not.toContainText(
    'Not specified',
  );
  await expect(table.getByRole('row', { name: 'Expense 1', exact: true })).toContainText('+ VAT');
  await expect(table.getByRole('link', { name: 'example.com/sofa' })).toHaveAttribute(
    'href',
    'https://example.com/sofa',
  );
  await expect(page.getByRole('button', { name: /Total cost, row 1$/ })).toHaveText(pounds(120));
  await expect(page.getByRole('button', { name: /Amount due, row 1$/ })).toHaveText(pounds(100));
  // Figures can still be added up.
  await page.getByRole('button', { name: /Total cost, row 2$/ }).click();
  await page.getByRole('button', { name: /Amount due, row 1$/ }).click();
  await expect(page.locator('output[aria-label="Selected Total"]')).toHaveText(pounds(130));
  // No document upload form either.
  await expect(page.getByLabel('Document name')).toHaveCount(0);

  await page.goto('/rooms');
  // Wait for the room's card, so the absence below is of a rendered page.
  await expect(page.getByRole('button', { name: room.name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Room' })).toHaveCount(0);
  await page.getByRole('button', { name: room.name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: room.name });
  await expect(drawer.getByRole('button', { name: 'View Full Details' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('an interior designer edits design items only', async ({ page, request }) => {
  const design = await createComponent(request, { name: uniqueName('Moodboard'), type: 'design' });
  const room = await createComponent(request, { name: uniqueName('Study'), type: 'room' });
  await createExpense(request, { room_id: design.id, supplier: 'Etsy', product: 'Print', rrp: 25 });
  await createExpense(request, { room_id: room.id, supplier: 'Argos', product: 'Desk', rrp: 80 });
  await signInAs(page, { role: 'interior_designer' });

  await page.goto(`/rooms/design/${design.id}`);
  await expect(page.getByLabel('Supplier, row 1', { exact: true })).toHaveValue('Etsy');
  await expect(page.getByRole('button', { name: 'Add Expense' })).toBeVisible();

  await page.goto(`/rooms/room/${room.id}`);
  await expect(page.getByText('Argos')).toBeVisible();
  await expect(page.getByLabel('Supplier, row 1', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Expense' })).toHaveCount(0);

  await page.goto('/rooms');
  await expect(page.getByRole('button', { name: 'Add Design' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Room' })).toHaveCount(0);
});
