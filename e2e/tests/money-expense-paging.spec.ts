import { expect, type Page, test } from '@playwright/test';
import { createComponent, createExpense, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

const EXPENSES = 130;

/** Every expense-list request the page makes, as URLs. */
function recordListRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/expenses') seen.push(url);
  });
  return seen;
}

test('a long list loads a page at a time as the table scrolls, and the search asks the server', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const room = await createComponent(page.request, { name: uniqueName('Long list'), type: 'room' });
  for (let n = 1; n <= EXPENSES; n++) {
    await createExpense(page.request, {
      room_id: room.id,
      description: n === 125 ? 'Needle in the haystack' : `Item ${n}`,
      supplier: 'Bulk Co',
      rrp: 1,
    });
  }
  await signInAs(page, { role: 'owner' });
  const requests = recordListRequests(page);
  await page.goto(`/rooms/room/${room.id}`);

  const table = page.getByRole('region', { name: 'Expenses table' });
  await expect(table.getByRole('row', { name: 'Expense 1', exact: true })).toBeVisible();
  // The header's count and the totals line are the server's, before every row is here.
  await expect(page.getByText(`Room • ${EXPENSES} expenses`)).toBeVisible();
  await expect(page.locator('dl').filter({ hasText: 'Rows' })).toContainText(`Rows${EXPENSES}`);
  expect(requests).toHaveLength(1);
  expect(requests[0]!.searchParams.get('limit')).toBe('100');
  expect(requests[0]!.searchParams.get('cursor')).toBeNull();

  // Scrolling to the end asks for the next page, and its rows arrive.
  await table.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect.poll(() => requests.length).toBe(2);
  expect(requests[1]!.searchParams.get('cursor')).toBeTruthy();
  await table.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(table.getByRole('row', { name: `Expense ${EXPENSES}`, exact: true })).toBeVisible();
  await expect(table.getByLabel(`Description, row ${EXPENSES}`, { exact: true })).toHaveValue(
    `Item ${EXPENSES}`,
  );
  expect(requests).toHaveLength(2);

  // /expenses: the tiles come from the summary; the table asks for its first page only, and a
  // search over a list not yet complete is the server's.
  requests.length = 0;
  await page.goto('/expenses');
  await expect(page.getByTestId('expense-tiles')).toContainText('expenses');
  await page.getByRole('tab', { name: room.name }).click();
  await expect(table.getByRole('row', { name: 'Expense 1', exact: true })).toBeVisible();
  expect(requests.every((url) => url.searchParams.get('limit') === '100')).toBe(true);
  expect(requests.filter((url) => url.searchParams.get('cursor'))).toHaveLength(0);
  await page.getByLabel('Search expenses').fill('NEEDLE');
  await expect(page.getByTestId('expense-count')).toHaveText(`Showing 1 of ${EXPENSES}`);
  await expect(table.getByLabel('Description, row 1', { exact: true })).toHaveValue(
    'Needle in the haystack',
  );
  expect(requests.some((url) => url.searchParams.get('q') === 'NEEDLE')).toBe(true);
});
