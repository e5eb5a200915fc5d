import { expect, test } from '@playwright/test';
import { bearer, signInAs, uniqueEmail } from '../fixtures/session';

test('a viewer sees no edit controls, and the API refuses the viewer anyway', async ({ page }) => {
  const { tokens } = await signInAs(page, { role: 'viewer' });

  // /admin is owner only: the guard sends the viewer home, and the nav has no Admin link.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Account:/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Rooms' }).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^(add|new|create|edit|delete|remove)\b/i }),
  ).toHaveCount(0);

  await page.goto('/admin/create-account');
  await expect(page.getByText('Accounts come by invitation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);

  // Trying anyway with the viewer's own token: 403 from the API, nothing stored.
  const headers = bearer(tokens.idToken);
  const email = uniqueEmail('sneaky');
  const addUser = await page.request.post(
    `/api/admin/users?email=${encodeURIComponent(email)}&role=owner&allowed=true`,
    { headers },
  );
  expect(addUser.status()).toBe(403);
  const createAccount = await page.request.post('/api/auth/admin/create-user', {
    headers,
    data: { email, password: 'sneaky-password-1', display_name: 'Sneaky' },
  });
  expect(createAccount.status()).toBe(403);
  const createComponent = await page.request.post('/api/components', {
    headers,
    data: { name: 'Viewer room', status: 'In Progress', budget: 0, type: 'room' },
  });
  expect(createComponent.status()).toBe(403);
  const listUsers = await page.request.get('/api/admin/users', { headers });
  expect(listUsers.status()).toBe(403);

  // The session survives a role refusal: the viewer is still signed in.
  await page.goto('/rooms');
  await expect(page.getByRole('button', { name: /Account:/ })).toBeVisible();
});
