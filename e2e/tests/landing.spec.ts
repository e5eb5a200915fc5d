import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/session';

test.describe('the landing page for visitors', () => {
  test('introduces the product and its four features', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Home Renovation Tracker' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Your Project' })).toBeVisible();
    await expect(
      page.getByText('Track your renovation progress, manage expenses, and stay organized.'),
    ).toBeVisible();

    const features = [
      ['Room Management', 'Track components and rooms'],
      ['Expense Tracking', 'Costs and budgets across components'],
      ['Project Schedule', 'The renovation timeline'],
      ['Insurance Management', 'Policies and documents'],
    ] as const;
    for (const [title, description] of features) {
      const heading = page.getByRole('heading', { name: title });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('listitem').filter({ has: heading })).toContainText(description);
    }
    // A visitor gets the journal's Recent Updates card, but no 'View Rooms' button.
    await expect(page.getByRole('heading', { name: 'Recent Updates' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/timeline');
    await expect(page.getByRole('link', { name: 'View Rooms' })).toHaveCount(0);
    // View All leads to the journal itself, not to a page that does not exist.
    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Journey' })).toBeVisible();
  });

  // A visitor on a phone with a weak signal. Measured as the bench measures it
  // (apps/server/bench/browser.ts): every script the page loads until the network rests, each
  // gzipped at level 9 as a build reports it: the target's 150 kB (144 kB reached, decision 039
  // 2026-11-26 evening: the journal card reads its answer without zod; 147 kB since the journal's
  // page is in the first script too, decision 048).
  test('loads under 150 kB of JavaScript, gzipped', async ({ page }) => {
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      sizes.push(
        request.response().then(async (response) => {
          const body = response ? await response.body() : Buffer.alloc(0);
          return gzipSync(body, { level: 9 }).length;
        }),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Welcome to Your Project' })).toBeVisible();
    await expect(page.getByText('Loading recent updates...')).toHaveCount(0);
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(sizes.length).toBeGreaterThan(1);
    expect(total).toBeLessThan(150 * 1024);
  });

  test('Sign In leads to the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('Request Access leads to the access request page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Request Access', exact: true }).click();
    await expect(page).toHaveURL(/\/request-access$/);
    await expect(page.getByRole('heading', { name: 'Request Access' })).toBeVisible();
  });

  test('an unknown address shows a not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Your Project' })).toBeVisible();
  });
});

test('a signed-in user gets Recent Updates and a View Rooms button', async ({ page }) => {
  await signInAs(page, { role: 'viewer' });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Home Renovation Tracker' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Updates' })).toBeVisible();
  // The journal may be empty or not, depending on other tests; either way the card settles.
  await expect(page.getByText('Loading recent updates...')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome to Your Project' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View Rooms' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
});
