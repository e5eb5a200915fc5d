import { expect, test } from '@playwright/test';
import { createComponent, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

// Any shop page with a title gives a preview to edit (decision 018; pages in
// e2e/fixtures/shop-server.ts).
const shop = `http://127.0.0.1:${process.env.E2E_SHOP_PORT}`;

test('a page without structured data: price, currency and a readable shop name', async ({
  page,
  request,
}) => {
  const room = await createComponent(request, { name: uniqueName('Study'), type: 'room' });
  await signInAs(page, { role: 'owner' });
  await page.goto(`/rooms/room/${room.id}`);
  const ideas = page.getByRole('region', { name: 'Room Ideas' });
  await ideas.getByLabel('Product URL').fill(`${shop}/p/plain-shelf`);
  await ideas.getByRole('button', { name: 'Extract' }).click();
  const preview = ideas.getByRole('form', { name: 'Idea preview' });
  await expect(preview.getByLabel('Name')).toHaveValue('Oak Wall Shelf');
  await expect(preview.getByLabel('Price')).toHaveValue('119');
  await expect(preview.getByLabel('Currency')).toHaveValue('CAD');
  await expect(preview.getByLabel('Retailer')).toHaveValue('Oak House');
  await expect(preview.getByRole('status')).toHaveCount(0);
});

test('a product page with no price: a preview with the price empty and a message', async ({
  page,
  request,
}) => {
  const room = await createComponent(request, { name: uniqueName('Hall'), type: 'room' });
  await signInAs(page, { role: 'owner' });
  await page.goto(`/rooms/room/${room.id}`);
  const ideas = page.getByRole('region', { name: 'Room Ideas' });
  await ideas.getByLabel('Product URL').fill(`${shop}/p/no-price-lamp`);
  await ideas.getByRole('button', { name: 'Extract' }).click();
  const preview = ideas.getByRole('form', { name: 'Idea preview' });
  await expect(preview.getByLabel('Name')).toHaveValue('Brass Desk Lamp');
  await expect(preview.getByLabel('Price')).toHaveValue('');
  await expect(preview.getByLabel('Currency')).toHaveValue('GBP');
  await expect(preview.getByRole('status')).toContainText(
    'No clear price was found on that page: enter it if you know it.',
  );
  await expect(ideas.getByRole('alert')).toHaveCount(0);
});

test("the saved idea's picture is the app's own: the card still shows it once the shop took the page down", async ({
  page,
  request,
}) => {
  await request.post(`${shop}/__put-up`);
  const room = await createComponent(request, { name: uniqueName('Den'), type: 'room' });
  await signInAs(page, { role: 'owner' });
  await page.goto(`/rooms/room/${room.id}`);
  const ideas = page.getByRole('region', { name: 'Room Ideas' });
  await ideas.getByLabel('Product URL').fill(`${shop}/p/walnut-lamp`);
  await ideas.getByRole('button', { name: 'Extract' }).click();
  const preview = ideas.getByRole('form', { name: 'Idea preview' });
  await expect(preview.getByLabel('Price')).toHaveValue('64');
  await preview.getByLabel('Name').fill(uniqueName('Walnut lamp'));
  const name = await preview.getByLabel('Name').inputValue();
  await preview.getByRole('button', { name: 'Save Idea' }).click();
  await expect(preview).toHaveCount(0);

  await request.post(`${shop}/__take-down?path=/p/walnut-lamp`);
  expect((await request.get(`${shop}/media/walnut-lamp.jpg`)).status()).toBe(404);
  await page.reload();
  const card = ideas.getByRole('article', { name });
  // The shop's address stays the link; the picture comes from the app.
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', `${shop}/p/walnut-lamp`);
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/api\/ideas\/[0-9a-f-]+\/picture\?/);
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(800);
});
