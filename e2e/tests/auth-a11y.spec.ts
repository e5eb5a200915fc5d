import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { owner, signInAs } from '../fixtures/session';

const axePath = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

// axe is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

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
