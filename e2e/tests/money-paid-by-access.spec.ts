import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createComponent, createExpense, pounds, uniqueName } from '../fixtures/money';
import { bearer, ownerToken, signInAs } from '../fixtures/session';

/**
 * Which account paid for an expense is personal finances (decision 019): a
 * designer and a viewer see no paid-by column, selector or name anywhere on the expense
 * screens, and the screens still work for them; the card's balance never moves.
 */

async function createCard(request: APIRequestContext, name: string) {
  const response = await request.post('/api/credit-accounts', {
    headers: bearer(await ownerToken(request)),
    data: {
      account_name: name,
      account_type: 'credit_card',
      provider: 'Barclaycard',
      owner: 'Joint',
      current_balance: 150,
      credit_limit: 5000,
      monthly_payment: 50,
      payment_due_date: 1,
      is_active: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

async function balanceOf(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get('/api/credit-accounts', {
    headers: bearer(await ownerToken(request)),
  });
  const accounts = (await response.json()) as { id: string; current_balance: number }[];
  return accounts.find((account) => account.id === id)!.current_balance;
}

/** A design item with one expense of £1,200, £900 of it paid from a new card. */
async function setUp(request: APIRequestContext) {
  const cardName = uniqueName('Joint Visa');
  const card = await createCard(request, cardName);
  const design = await createComponent(request, { name: uniqueName('Sofa'), type: 'design' });
  await createExpense(request, {
    room_id: design.id,
    description: 'Velvet sofa',
    supplier: 'Loaf',
    product: 'Sofa',
    rrp: 1200,
    amount_paid: 900,
    paid_by_account_id: card.id,
  });
  // 150 + 900 paid from the card.
  expect(await balanceOf(request, card.id)).toBe(1050);
  return { cardName, card, design };
}

async function expectNoAccount(page: Page, cardName: string) {
  const table = page.getByRole('region', { name: 'Expenses table' });
  // The design item has exactly one expense: wait until the table shows it and nothing else
  // (on /expenses the previous tab's rows can still be on screen for a moment).
  await expect(table.getByRole('row', { name: /^Expense \d+/ })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /^Expense 1(,|$)/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Paid by' })).toHaveCount(0);
  await expect(page.getByLabel(/^Paid by/)).toHaveCount(0);
  await expect(page.getByText('Not specified')).toHaveCount(0);
  await expect(page.getByText(cardName)).toHaveCount(0);
}

test('an interior designer edits a card-paid design item without seeing or moving the card', async ({
  page,
  request,
}) => {
  // Three screens and two saves: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const { cardName, card, design } = await setUp(request);
  await signInAs(page, { role: 'interior_designer' });
  await page.goto(`/rooms/design/${design.id}`);
  await expectNoAccount(page, cardName);

  // The edit dialog has no paid-by field, and a change that leaves the payment saves.
  await page.getByRole('button', { name: 'Edit row 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await expect(dialog.getByLabel('Amount paid (£)')).toHaveValue('900');
  await expect(dialog.getByLabel('Paid by account')).toHaveCount(0);
  await dialog.getByLabel('Description').fill('Velvet sofa, teal');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Expense saved.')).toBeVisible();
  await expect(page.getByLabel('Description, row 1', { exact: true })).toHaveValue(
    'Velvet sofa, teal',
  );

  // The inline table saves a text change; changing what the card paid is refused, clearly.
  // A saved row is read-only until opened: a click on the cell starts its edit.
  await page.getByLabel('Amount paid, row 1', { exact: true }).click();
  await page.getByLabel('Amount paid, row 1', { exact: true }).fill('1000');
  await page.getByRole('button', { name: /Save Changes/ }).click();
  await expect(
    page.getByText('only the owner or a project manager can change its amount paid').first(),
  ).toBeVisible();
  expect(await balanceOf(request, card.id)).toBe(1050);

  // The all-expenses page and its paid expenses dialog show no account either.
  await page.goto('/expenses');
  await page.getByRole('tab', { name: design.name }).click();
  await expectNoAccount(page, cardName);
  await expect(page.getByRole('button', { name: /Total cost, row 1$/ })).toHaveText(pounds(1200));
  await page.getByText('Total Spent', { exact: true }).click();
  const paid = page.getByRole('dialog', { name: 'All Paid Expenses' });
  await paid.getByLabel('Search paid expenses').fill('Velvet sofa, teal');
  await expect(paid.getByRole('row').filter({ hasText: 'Velvet sofa, teal' })).toContainText(
    pounds(900),
  );
  await expect(paid.getByRole('columnheader', { name: 'Paid by' })).toHaveCount(0);
  await expect(paid.getByText(cardName)).toHaveCount(0);
  expect(await balanceOf(request, card.id)).toBe(1050);
});

test('a viewer sees the figures of a card-paid expense and nothing of the card', async ({
  page,
  request,
}) => {
  const { cardName, design } = await setUp(request);
  await signInAs(page, { role: 'viewer' });
  await page.goto(`/rooms/design/${design.id}`);
  await expectNoAccount(page, cardName);
  await expect(page.getByRole('button', { name: /Amount due, row 1$/ })).toHaveText(pounds(300));

  await page.goto('/expenses');
  await page.getByRole('tab', { name: design.name }).click();
  await expectNoAccount(page, cardName);
  await page.getByText('Total Spent', { exact: true }).click();
  const paid = page.getByRole('dialog', { name: 'All Paid Expenses' });
  await expect(paid.getByRole('columnheader', { name: 'Paid by' })).toHaveCount(0);
  await expect(paid.getByText(cardName)).toHaveCount(0);
});

test('a project manager still sees and chooses the paying card', async ({ page, request }) => {
  const { cardName, design } = await setUp(request);
  await signInAs(page, { role: 'project_manager' });
  await page.goto(`/rooms/design/${design.id}`);
  const table = page.getByRole('region', { name: 'Expenses table' });
  await expect(table.getByRole('columnheader', { name: 'Paid by' })).toBeVisible();
  await expect(page.getByLabel('Paid by, row 1', { exact: true })).toHaveValue(/.+/);
  await expect(
    page.getByLabel('Paid by, row 1', { exact: true }).locator('option:checked'),
  ).toHaveText(cardName);
});
