import { expect, test } from '@playwright/test';
import { createComponent, uniqueName } from '../fixtures/money';
import { bearer, ownerToken, signInAs } from '../fixtures/session';

test("another user's changes raise the badge and reach open lists without a reload; Mark all read clears it", async ({
  page,
  request,
}) => {
  const room = await createComponent(request, { name: uniqueName('Snug'), type: 'room' });
  const owner = bearer(await ownerToken(request));
  const created = await request.post('/api/expenses', {
    headers: owner,
    data: { room_id: room.id, supplier: 'Wickes', product: 'Plasterboard', rrp: 12.5, quantity: 4 },
  });
  expect(created.status()).toBe(201);
  const expense = await created.json();

  await signInAs(page, { role: 'build_manager' });
  await page.goto('/rooms');
  // Start from nothing unread: other tests' changes are in this user's feed too.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });

  // The owner changes the expense through the API: the bell counts it within 2 seconds,
  // far sooner than the count's one-minute poll.
  const updated = await request.put(`/api/expenses/${expense.id}`, {
    headers: owner,
    data: { ...expense, supplier: 'Travis Perkins' },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
    timeout: 2_500,
  });

  // An open list follows too: a room added elsewhere appears on the overview.
  const added = uniqueName('Boot room');
  await createComponent(request, { name: added, type: 'room' });
  await expect(page.getByRole('heading', { name: added })).toBeVisible({ timeout: 2_500 });
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  expect(navigations).toBe(0);

  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test("a restore from the trash reaches another user's open list without a reload", async ({
  page,
  request,
}) => {
  const owner = bearer(await ownerToken(request));
  const name = uniqueName('Larder');
  const room = await createComponent(request, { name, type: 'room' });

  await signInAs(page, { role: 'build_manager' });
  // The list is live once its stream is open (after the page's first content, decision 048).
  const live = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await live;
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });

  // The owner deletes the room elsewhere: it leaves the open overview.
  const deleted = await request.delete(`/api/components/room/${room.id}`, { headers: owner });
  expect(deleted.status(), await deleted.text()).toBe(200);
  const entry = await deleted.json();
  await expect(page.getByRole('heading', { name })).toBeHidden({ timeout: 2_500 });

  // And restores it from the trash: it comes back, still without a reload.
  const restored = await request.post(`/api/trash/${entry.id}/restore`, { headers: owner });
  expect(restored.status(), await restored.text()).toBe(200);
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 2_500 });
  expect(navigations).toBe(0);
});
