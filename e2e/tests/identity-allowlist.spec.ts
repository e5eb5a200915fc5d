import { expect, test } from '@playwright/test';
import {
  bearer,
  owner,
  ownerToken,
  signInAs,
  signInThroughApi,
  uniqueEmail,
} from '../fixtures/session';

test.beforeEach(async ({ page }) => {
  await signInAs(page, owner);
});

test('the owner adds, updates, revokes and removes an allowlist entry', async ({ page }) => {
  const email = uniqueEmail('listed');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

  // A submit is blocked while the email is empty.
  await expect(page.getByRole('button', { name: 'Add user' })).toBeDisabled();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('project_manager');
  await expect(page.getByLabel('Allowed')).toBeChecked();
  await page.getByRole('button', { name: 'Add user' }).click();

  const users = page.getByRole('list', { name: 'Allowlisted users' });
  const row = users.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Allowed');
  await expect(row.getByLabel(`Role for ${email}`)).toHaveValue('project_manager');
  await expect(page.getByLabel('Email')).toHaveValue('');

  // Adding the same e-mail again updates it.
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Role', { exact: true }).selectOption('build_manager');
  await page.getByRole('button', { name: 'Update user' }).click();
  await expect(row.getByLabel(`Role for ${email}`)).toHaveValue('build_manager');
  await expect(users.getByRole('listitem').filter({ hasText: email })).toHaveCount(1);

  // The role can be changed in the list as well.
  await row.getByLabel(`Role for ${email}`).selectOption('viewer');
  await expect(row.getByLabel(`Role for ${email}`)).toHaveValue('viewer');

  await row.getByRole('button', { name: `Revoke ${email}` }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Allow ${email}` })).toBeVisible();

  const token = await ownerToken(page.request);
  const listed = await (
    await page.request.get('/api/admin/users', { headers: bearer(token) })
  ).json();
  expect(listed).toEqual(
    expect.arrayContaining([expect.objectContaining({ email, role: 'viewer', allowed: false })]),
  );

  await row.getByRole('button', { name: `Remove ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove ${email} from allowlist?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Remove ${email}` }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(users.getByText(email)).toHaveCount(0);
  const after = await (
    await page.request.get('/api/admin/users', { headers: bearer(token) })
  ).json();
  expect((after as { email: string }[]).some((entry) => entry.email === email)).toBe(false);
});

test('the owner cannot revoke or remove themself', async ({ page }) => {
  await page.goto('/admin');
  const row = page
    .getByRole('list', { name: 'Allowlisted users' })
    .getByRole('listitem')
    .filter({ hasText: owner.email });
  await expect(row).toContainText('(you)');
  await expect(row.getByRole('button', { name: `Revoke ${owner.email}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Remove ${owner.email}` })).toBeDisabled();
});

test('an invalid address is refused with the message the server gives, and nothing is stored', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Add user' }).click();

  // The form checks with the server's own schema, so the message is the server's.
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('list', { name: 'Allowlisted users' })).not.toContainText(
    'not-an-email',
  );
  // The API refuses the same address with the same words.
  const token = await ownerToken(page.request);
  const refused = await page.request.post('/api/admin/users?email=not-an-email&role=viewer', {
    headers: bearer(token),
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).detail).toContain('Enter a valid e-mail address.');
});

test('the owner creates an account that can then sign in', async ({ page }) => {
  const email = uniqueEmail('created');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create User Account' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('created-password-1');
  await page.getByLabel('Display Name').fill('Created Person');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText(`✅ Created: ${email}`)).toBeVisible();
  const tokens = await signInThroughApi(page.request, email, 'created-password-1');
  const me = await page.request.get('/api/auth/me', { headers: bearer(tokens.idToken) });
  expect(await me.json()).toMatchObject({ email, displayName: 'Created Person', role: 'viewer' });

  // The same e-mail again is refused with the server's message.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('created-password-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/^❌ /)).toBeVisible();
});
