import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { signInAs } from '../fixtures/session';

test.use({ bypassCSP: true });

/** Waits until the Recent Updates card has settled, so axe sees the final page. */
async function waitForLanding(page: Page) {
  await expect(page.getByRole('heading', { name: 'Recent Updates' })).toBeVisible();
  await expect(page.getByText('Loading recent updates...')).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the landing page has no serious or critical axe violations (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/');
    await waitForLanding(page);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the signed-in shell on a phone has no serious or critical axe violations (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAs(page, { role: 'viewer' });
    await page.goto('/');
    await waitForLanding(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
