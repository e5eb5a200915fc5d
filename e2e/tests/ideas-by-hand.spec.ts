import { expect, test } from '@playwright/test';
import { createComponent, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

// An idea can be typed in without a link (decision 038), and a link that cannot be read opens the
// same form with the link kept and what happened.
const shop = `http://127.0.0.1:${process.env.E2E_SHOP_PORT}`;

test('an idea typed in by hand, without a link, which then cannot be monitored', async ({
  page,
  request,
}) => {
  const room = await createComponent(request, { name: uniqueName('Landing'), type: 'room' });
  await signInAs(page, { role: 'interior_designer' });
  await page.goto(`/rooms/room/${room.id}`);
  const ideas = page.getByRole('region', { name: 'Room Ideas' });

  await ideas.getByRole('button', { name: 'Add by hand' }).click();
  const form = ideas.getByRole('form', { name: 'Idea preview' });
  await expect(form.getByLabel('Shop link (optional)')).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByLabel('Name').fill('Brass pendant');
  await form.getByLabel('Price').fill('89.50');
  await form.getByLabel('Retailer').fill('Local lighting shop');
  await form.getByRole('button', { name: 'Save Idea' }).click();
  await expect(form).toHaveCount(0);

  const card = ideas.getByRole('article', { name: 'Brass pendant' });
  await expect(card).toContainText('£89.50');
  await expect(card).toContainText('Local lighting shop');
  await expect(card.getByRole('link')).toHaveCount(0);
  await card.getByRole('button', { name: 'Monitor' }).click();
  await expect(ideas.getByRole('alert')).toContainText(
    'This idea has no shop link, so its price cannot be monitored.',
  );
  await expect(card.getByRole('button', { name: 'Monitor' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a refused private address: the form opens with the link, and the owner learns FETCH_ALLOW_HOSTS', async ({
  page,
  request,
}) => {
  const room = await createComponent(request, { name: uniqueName('Utility'), type: 'room' });
  await signInAs(page, { role: 'owner' });
  await page.goto(`/rooms/room/${room.id}`);
  const ideas = page.getByRole('region', { name: 'Room Ideas' });

  await ideas.getByLabel('Product URL').fill('http://192.168.1.20/p/pendant');
  await ideas.getByRole('button', { name: 'Extract' }).click();
  const form = ideas.getByRole('form', { name: 'Idea preview' });
  await expect(form.getByLabel('Shop link (optional)')).toHaveValue(
    'http://192.168.1.20/p/pendant',
  );
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('The shop page could not be read');
  await expect(alert).toContainText(
    'That address is on a private network and cannot be fetched. Fill in the details by hand; the link is kept.',
  );
  await expect(alert).toContainText('add 192.168.1.20 to FETCH_ALLOW_HOSTS');
  await form.getByLabel('Name').fill('Intranet pendant');
  await form.getByRole('button', { name: 'Save Idea' }).click();
  const card = ideas.getByRole('article', { name: 'Intranet pendant' });
  await expect(card.getByRole('link', { name: 'Intranet pendant' })).toHaveAttribute(
    'href',
    'http://192.168.1.20/p/pendant',
  );
});

test("a shop's 404: the form opens with the link and says so, with no server advice for a non-owner", async ({
  page,
  request,
}) => {
  const room = await createComponent(request, { name: uniqueName('Porch'), type: 'room' });
  await signInAs(page, { role: 'interior_designer' });
  await page.goto(`/rooms/room/${room.id}`);
  const ideas = page.getByRole('region', { name: 'Room Ideas' });

  await ideas.getByLabel('Product URL').fill(`${shop}/p/discontinued-sconce`);
  await ideas.getByRole('button', { name: 'Extract' }).click();
  const form = ideas.getByRole('form', { name: 'Idea preview' });
  await expect(form.getByLabel('Shop link (optional)')).toHaveValue(
    `${shop}/p/discontinued-sconce`,
  );
  await expect(form.getByRole('alert')).toContainText(
    'The shop answered with an error (HTTP 404).',
  );
  await expect(form.getByRole('alert')).not.toContainText('FETCH_ALLOW_HOSTS');
  await form.getByLabel('Name').fill('Wall sconce');
  await form.getByLabel('Price').fill('45');
  await form.getByRole('button', { name: 'Save Idea' }).click();
  await expect(ideas.getByRole('article', { name: 'Wall sconce' })).toContainText('£45.00');
});
