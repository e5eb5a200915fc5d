import { expect, test } from '@playwright/test';
import {
  bearer,
  createUser,
  owner,
  refreshCookie,
  seedTokens,
  setAllowlistEntry,
  signInAs,
  signInThroughApi,
  signInThroughUi,
  storageKeys,
} from '../fixtures/session';

const sessionExpired = 'Your session has expired. Please log in again.';

test('a user signs in with e-mail and password and logs out again', async ({ page }) => {
  const user = await createUser(page.request, {
    role: 'build_manager',
    displayName: 'Bea Builder',
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  // The Enter key submits.
  await page.getByLabel('Password').press('Enter');

  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('button', { name: /Account: Bea Builder/ });
  await expect(menu).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.idToken)).toBeTruthy();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  const stored = await page.evaluate(
    (keys) => [localStorage.getItem(keys.idToken), localStorage.getItem(keys.legacyRefreshToken)],
    storageKeys,
  );
  expect(stored).toEqual([null, null]);
  // Signing out cleared the HttpOnly refresh cookie too.
  expect(await refreshCookie(page.context())).toBeUndefined();
  await expect(page.getByRole('button', { name: /Account:/ })).toHaveCount(0);
});

test('a wrong password and missing fields get clear messages, and nothing is stored', async ({
  page,
}) => {
  const user = await createUser(page.request, { role: 'viewer' });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter both email and password')).toBeVisible();

  await signInThroughUi(page, user.email, 'not-the-password');
  await expect(
    page.getByText('Login failed. Please check your credentials and try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.idToken)).toBeNull();
});

test('a revoked account is told so at sign-in', async ({ page }) => {
  const user = await createUser(page.request, { role: 'viewer' });
  await setAllowlistEntry(page.request, user.email, 'viewer', false);

  await signInThroughUi(page, user.email, user.password);

  await expect(
    page.getByText('Your account is not authorized. Please request access.'),
  ).toBeVisible();
});

test('a protected URL visited while signed out returns there after sign-in', async ({ page }) => {
  const user = await createUser(page.request, { role: 'project_manager' });

  await page.goto('/schedule?view=list');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("You'll be redirected to: /schedule?view=list")).toBeVisible();
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/schedule\?view=list$/);
});

test('an invalid ID token is refreshed silently once and the page loads its data', async ({
  page,
}) => {
  const user = await createUser(page.request, { role: 'owner' });
  // Through the page's own API context: the refresh cookie lands in the browser.
  await signInThroughApi(page.request, user.email, user.password);
  const cookieBefore = await refreshCookie(page.context());
  expect(cookieBefore).toMatchObject({
    path: '/api/identity/refresh',
    httpOnly: true,
    sameSite: 'Strict',
    secure: false,
  });
  const refreshes: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/identity/refresh')) refreshes.push(Date.now());
  });
  await seedTokens(page, { idToken: 'not-a-valid.id-token.at-all' });

  await page.goto('/admin');

  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Allowlisted users' })).toContainText(user.email);
  const stored = await page.evaluate(
    (keys) => [localStorage.getItem(keys.idToken), localStorage.getItem(keys.legacyRefreshToken)],
    storageKeys,
  );
  expect(stored[0]).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
  // The refresh token never reaches page storage; the cookie rotated.
  expect(stored[1]).toBeNull();
  const cookieAfter = await refreshCookie(page.context());
  expect(cookieAfter?.value).toMatch(/^[\w-]{43}$/);
  expect(cookieAfter?.value).not.toBe(cookieBefore?.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain('hrt_refresh');
  expect(refreshes).toHaveLength(1);
  // The new token works for the API as it is.
  const me = await page.request.get('/api/auth/me', { headers: bearer(stored[0] as string) });
  expect(await me.json()).toMatchObject({ email: user.email, role: 'owner' });
});

test('a user whose access is revoked is sent to /login with the session message', async ({
  page,
}) => {
  const { user } = await signInAs(page, { role: 'viewer' });
  await page.goto('/schedule');
  await expect(page.getByRole('button', { name: /Account:/ })).toBeVisible();

  await setAllowlistEntry(page.request, (user as { email: string }).email, 'viewer', false);
  await page.reload();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(sessionExpired).first()).toBeVisible();
  await expect(page.getByText("You'll be redirected to: /schedule")).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.idToken)).toBeNull();
});

test('the owner account of the e2e server can sign in through the UI', async ({ page }) => {
  await signInThroughUi(page, owner.email, owner.password);
  await expect(page.getByRole('link', { name: 'Admin' }).first()).toBeVisible();
});
