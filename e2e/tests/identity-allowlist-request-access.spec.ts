import { expect, test } from '@playwright/test';
import { bearer, owner, ownerToken, signInAs, uniqueEmail } from '../fixtures/session';

test('a visitor asks for access and the owner approves it with a role', async ({ page }) => {
  const email = uniqueEmail('asker');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Request access' }).click();
  await expect(page).toHaveURL(/\/request-access$/);
  await page.getByRole('button', { name: 'Request Access' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Request Access' }).click();
  await expect(
    page.getByText("Your request has been submitted. We'll review and get back to you."),
  ).toBeVisible();

  const token = await ownerToken(page.request);
  const requests = await page.request.get('/api/admin/access-requests', { headers: bearer(token) });
  expect(await requests.json()).toEqual(
    expect.arrayContaining([expect.objectContaining({ email, status: 'pending' })]),
  );

  // The owner approves it on the admin screen.
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, owner);
  await page.goto('/admin');
  const pending = page.getByRole('list', { name: 'Pending access requests' });
  await pending.getByLabel(`Role to grant ${email}`).selectOption('interior_designer');
  await pending.getByRole('button', { name: `Approve ${email}` }).click();

  const users = page.getByRole('list', { name: 'Allowlisted users' });
  await expect(users.getByRole('listitem').filter({ hasText: email })).toContainText('Allowed');
  await expect(users.getByLabel(`Role for ${email}`)).toHaveValue('interior_designer');
  await expect(pending.getByText(email)).toHaveCount(0);
});

test('a signed-in user who is already allowed is sent home from /request-access', async ({
  page,
}) => {
  await signInAs(page, { role: 'viewer' });
  await page.goto('/request-access');
  await expect(page).toHaveURL(/\/$/);
});
