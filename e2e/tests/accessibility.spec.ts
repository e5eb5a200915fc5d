import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/session';

const axePath = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

// axe is injected as an inline script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

/** The serious and critical axe findings on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

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
