/**
 * The README's screenshots, taken from a running demo (`npm run demo`):
 *   node --import tsx e2e/demo-screenshots.ts http://localhost:8000
 * Home and expenses at 375 px and 1280 px, light and dark, plus the credit page and the schedule.
 */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const baseURL = process.argv[2] ?? 'http://localhost:8000';
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const widths = { phone: 375, desktop: 1280 } as const;

async function signIn(page: Page) {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill('owner@demo.example');
  await page.getByLabel('Password').fill('demo-owner');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function shoot(page: Page, url: string, file: string, ready?: string) {
  await page.goto(`${baseURL}${url}`);
  if (ready) await page.getByText(ready, { exact: true }).first().waitFor();
  // The live-updates stream never lets the network rest: give charts and images a moment.
  await page.waitForTimeout(2500);
  await page.screenshot({ path: path.join(out, file) });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const scheme of ['light', 'dark'] as const) {
  for (const [name, width] of Object.entries(widths)) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 760 : 800 },
      colorScheme: scheme,
    });
    const page = await context.newPage();
    await signIn(page);
    await shoot(page, '/', `demo-home-${name}-${scheme}.png`);
    await shoot(
      page,
      '/expenses',
      `demo-expenses-${name}-${scheme}.png`,
      'Is each component within budget?',
    );
    if (scheme === 'light' && name === 'desktop') {
      await shoot(page, '/credit-tracking', 'demo-credit.png', 'Renovation savings');
      await shoot(page, '/schedule', 'demo-schedule.png', 'Project Schedule');
    }
    await context.close();
  }
}
await browser.close();
