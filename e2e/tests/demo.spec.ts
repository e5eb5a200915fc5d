import { expect, type Page, test } from '@playwright/test';
import { type DemoServer, demoOwner, demoViewer, startDemoServer } from '../fixtures/demo-server';
import { pounds } from '../fixtures/money';

/**
 * `npm run demo` (decision 042): a server started with DEMO=1 on a fresh data directory prints
 * its accounts, and the demo owner finds a whole renovation; the demo viewer only reads it.
 * Seed 42 (the default): its totals are apps/server/src/demo/seed-demo.test.ts's, whatever
 * the day, since only the dates follow today.
 */
test.describe.configure({ timeout: 300_000 });

let server: DemoServer;
let spawnedAt: number;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  spawnedAt = performance.now();
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${server.baseURL}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('prints an account for every role', () => {
  for (const email of [
    'owner@demo.example',
    'project-manager@demo.example',
    'build-manager@demo.example',
    'interior-designer@demo.example',
    'viewer@demo.example',
  ]) {
    expect(server.accounts).toContain(email);
  }
  expect(server.accounts).toContain('demo-viewer');
});

test('the demo owner finds the home page and the expenses filled', async ({ page }) => {
  await signIn(page, demoOwner);
  await expect(page.getByText('Welcome back, Alex Morgan.')).toBeVisible();
  await page.goto(`${server.baseURL}/expenses`);
  await expect(page.getByRole('heading', { level: 1, name: 'All Expenses' })).toBeVisible();
  // A tile is its label's row and the figure under it.
  const tile = (label: string) => page.getByText(label, { exact: true }).locator('../..');
  await expect(tile('Total Expenses')).toContainText(pounds(56_973.2));
  await expect(tile('Total Expenses')).toContainText('242 expenses');
  await expect(tile('Total Budget')).toContainText(pounds(80_000));
  await expect(tile('Total Spent')).toContainText(pounds(40_716.52));
  await expect(page.getByTestId('expense-count')).toHaveText('Showing 242 of 242');
  const seconds = (performance.now() - spawnedAt) / 1000;
  test.info().annotations.push({
    type: 'fresh start to the filled expenses page',
    description: `${seconds.toFixed(1)} s (server ready after ${(server.startMs / 1000).toFixed(1)} s)`,
  });
  console.log(
    `demo: server ready ${(server.startMs / 1000).toFixed(1)} s, figures shown ${seconds.toFixed(1)} s`,
  );

  // Policies: the electrician's certificate runs out within days.
  await page.goto(`${server.baseURL}/insurances`);
  await expect(page.getByRole('tab', { name: 'Personal Insurance 2' })).toBeVisible();
  await page.getByRole('tab', { name: 'Contractor Insurance 3' }).click();
  await expect(page.getByText('Brightwire Electrical').first()).toBeVisible();
});

// The schedule and the journal are filled by their own part of the demo (more-parts.ts).
test('the demo owner finds the schedule and the journal filled', async ({ page }) => {
  await signIn(page, demoOwner);
  await expect(page.getByText('Welcome back, Alex Morgan.')).toBeVisible();
  await page.goto(`${server.baseURL}/schedule`);
  await expect(page.getByRole('heading', { name: 'Project Schedule' })).toBeVisible();
  await expect(page.getByText('82 tasks across 12 components')).toBeVisible();
  // The handover ends the critical path; its row's name says so (bars are drawn only for the
  // weeks in view, so the name column is what holds for any date).
  const gantt = page.getByRole('region', { name: 'Gantt chart' });
  await gantt.getByRole('searchbox', { name: 'Filter by task or component' }).fill('handover');
  await expect(gantt.getByText('Builders clean and handover').first()).toBeVisible();
  await expect(gantt.getByText('Critical', { exact: true })).toBeVisible();
  await page.goto(`${server.baseURL}/timeline`);
  await expect(page.getByRole('heading', { name: 'The Journey' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThan(3);
  await expect(page.getByRole('list', { name: /^Photos of / }).first()).toBeVisible();
});

test('the demo viewer reads the expenses but cannot edit them', async ({ page }) => {
  await signIn(page, demoViewer);
  await expect(page.getByText('Welcome back, Sam Morgan.')).toBeVisible();
  await page.goto(`${server.baseURL}/expenses`);
  const table = page.getByRole('region', { name: 'Expenses table' });
  await expect(table.getByRole('row', { name: /^Expense 1\b/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Expense' })).toHaveCount(0);
  await expect(table.getByRole('textbox')).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^(Edit|Delete) row/ })).toHaveCount(0);
  await page.goto(`${server.baseURL}/rooms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  await expect(page.getByText('Kitchen').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  // The server refuses a write as well, not only the screen.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const refused = await page.request.post(`${server.baseURL}/api/components`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Loft', type: 'room' },
  });
  expect(refused.status()).toBe(403);
});
