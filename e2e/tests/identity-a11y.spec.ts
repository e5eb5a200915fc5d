import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { owner, signInAs } from '../fixtures/session';

// axe is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('the login screen, with an error shown, has no serious axe violations', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Please enter both email and password')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the admin screen has no serious axe violations', async ({ page }) => {
      await signInAs(page, owner);
      await page.goto('/admin');
      await expect(page.getByRole('list', { name: 'Allowlisted users' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
