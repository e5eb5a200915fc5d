import { expect, test } from '@playwright/test';
import { owner, signInAs, storageKeys } from '../fixtures/session';

test('a network failure shows the banner with Retry and keeps the user signed in', async ({
  page,
}) => {
  await signInAs(page, owner);
  await page.route('**/api/admin/users', (route) => route.abort('internetdisconnected'));

  await page.goto('/admin');

  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'Network connection error. Please check your internet connection.' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Account:/ })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.idToken)).toBeTruthy();

  // Once the query has given up, the page shows its own error; then the network comes back.
  await expect(page.getByText('Failed to load users')).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/admin/users');
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('list', { name: 'Allowlisted users' }).getByText(owner.email),
  ).toBeVisible();
});

test('the network banner dismisses itself after 10 seconds', async ({ page }) => {
  test.setTimeout(45_000);
  await signInAs(page, owner);
  let failures = 0;
  // Only the first load fails: the query's retry succeeds, the banner stays until it times out.
  await page.route('**/api/admin/access-requests', (route) => {
    if (failures > 0) return route.continue();
    failures += 1;
    return route.abort('internetdisconnected');
  });

  await page.goto('/admin');
  const banner = page.getByRole('alert').filter({ hasText: 'Network connection error' });
  await expect(banner).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByRole('list', { name: 'Allowlisted users' })).toBeVisible();
  await page.waitForTimeout(8_000);
  await expect(banner).toBeVisible();

  await expect(banner).toHaveCount(0, { timeout: 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(9_000);
});
