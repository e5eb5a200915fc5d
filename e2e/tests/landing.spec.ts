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
