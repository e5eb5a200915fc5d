import { expect, type Page, test } from '@playwright/test';

const htmlClass = (page: Page) => page.locator('html');
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(htmlClass(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(htmlClass(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedTheme(page)).toBe('dark');

  await page.reload();
  await expect(htmlClass(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  const toLight = page.getByRole('button', { name: 'Switch to light theme' });
  await expect(toLight).toBeVisible();

  await toLight.click();
  await expect(htmlClass(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedTheme(page)).toBe('light');
  await page.reload();
  await expect(htmlClass(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('without a stored choice the system preference decides', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(htmlClass(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedTheme(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('a stored choice wins over the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/');
  await expect(htmlClass(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
});
