import { expect, test } from '@playwright/test';

test('the landing page introduces the product', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Home Renovation Tracker' })).toBeVisible();
});
