import { expect, test } from '@playwright/test';
import { createComponent, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

const shop = `http://127.0.0.1:${process.env.E2E_SHOP_PORT}`;

test('adds an idea from a shop link, monitors it, sees Target Met', async ({ page, request }) => {
  await request.post(`${shop}/__price?amount=89.99`);
  const room = await createComponent(request, { name: uniqueName('Snug'), type: 'room' });
  await signInAs(page, { role: 'interior_designer' });
  await page.goto(`/rooms/room/${room.id}`);
  const ideas = page.getByRole('region', { name: 'Room Ideas' });
  await expect(
    ideas.getByText('Prices are checked twice daily at 8 AM and 8 PM UTC.'),
  ).toBeVisible();

  await ideas.getByLabel('Product URL').fill(`${shop}/p/armchair`);
  await ideas.getByRole('button', { name: 'Extract' }).click();
  const preview = ideas.getByRole('form', { name: 'Idea preview' });
  await expect(preview.getByLabel('Name')).toHaveValue('Velvet Armchair');
  await expect(preview.getByLabel('Price')).toHaveValue('89.99');
  await expect(preview.getByRole('button', { name: 'seating' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await preview.getByLabel('Name').fill('Green velvet armchair');
  await preview.getByRole('button', { name: 'Save Idea' }).click();
  await expect(preview).toHaveCount(0);
  await expect(ideas.getByLabel('Product URL')).toHaveValue('');

  const card = ideas.getByRole('article', { name: 'Green velvet armchair' });
  await expect(card).toContainText('£89.99');
  await expect(card).toContainText('Sofa Hub');
  await card.getByRole('button', { name: 'Monitor' }).click();
  await expect(card.getByRole('button', { name: 'Monitor' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await card.getByRole('button', { name: 'Set Target' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Target' });
  await dialog.getByLabel('Target price').fill('80');
  await dialog.getByLabel('Alert email').fill('alerts@example.com');
  await dialog.getByRole('button', { name: 'Save Target' }).click();
  await expect(card.getByRole('button', { name: 'Alerts On' })).toBeVisible();
  await expect(card.getByText('Target Met')).toHaveCount(0);

  await request.post(`${shop}/__price?amount=79.00`);
  await card.getByRole('button', { name: 'Check now' }).click();
  await expect(card.getByText('Target Met')).toBeVisible();
  await expect(card).toContainText('£79.00');
});
