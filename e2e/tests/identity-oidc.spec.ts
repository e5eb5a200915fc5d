import { expect, type Page, test } from '@playwright/test';
import {
  createUser,
  refreshCookie,
  setAllowlistEntry,
  signInAs,
  storageKeys,
  uniqueEmail,
} from '../fixtures/session';

/**
 * Federated sign-in through the popup, end to end: the web app, the server and the real
 * OpenID Connect provider that playwright.config.ts starts (e2e/fixtures/oidc-server.ts).
 * Its development screens sign in any login name, and that name is the subject and the
 * (verified) e-mail claim.
 */

// The provider is named by its host name (GET /api/identity/config).
const signInButton = 'Sign in with 127.0.0.1';
const userDisabled = 'Your account is not authorized. Please request access.';
const popupClosed = 'The sign-in window was closed before sign-in finished.';

test.beforeEach(async ({ context }) => {
  // The provider's dev screens import a web font; there is no internet here, so fail it fast.
  await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
});

/** Clicks 'Sign in with …' on /login and returns the popup, already at the provider. */
async function openPopup(page: Page): Promise<Page> {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: signInButton }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  return popup;
}

/** The provider's dev login screen (any password), then its consent screen. */
async function signInAtProvider(popup: Page, login: string) {
  await popup.getByPlaceholder('Enter any login').fill(login);
  await popup.getByPlaceholder('and password').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await expect(popup.getByRole('heading', { name: 'Authorize' })).toBeVisible();
  await popup.getByRole('button', { name: 'Continue' }).click();
}

function readStoredTokens(page: Page) {
  return page.evaluate(
    (keys) => [localStorage.getItem(keys.idToken), localStorage.getItem(keys.legacyRefreshToken)],
    storageKeys,
  );
}

test('an allowlisted user signs in with the provider in the popup', async ({ page }) => {
  const email = uniqueEmail('federated');
  await setAllowlistEntry(page.request, email, 'viewer');

  const popup = await openPopup(page);
  await expect(page.getByRole('button', { name: 'Waiting for 127.0.0.1...' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await signInAtProvider(popup, email);
  // The callback page posts the tokens to the opener and closes itself.
  await closed;

  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('button', { name: /^Account:/ });
  await expect(menu).toContainText(email);
  const [idToken, refreshToken] = await readStoredTokens(page);
  expect(idToken).toBeTruthy();
  // The popup set the HttpOnly refresh cookie; nothing of it is in page storage.
  expect(refreshToken).toBeNull();
  expect(await refreshCookie(page.context())).toMatchObject({
    path: '/api/identity/refresh',
    httpOnly: true,
    sameSite: 'Strict',
  });

  // The session is the app's own: the API knows the user, and a protected page loads.
  const me = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(await me.json()).toMatchObject({ email, role: 'viewer' });
  await page.goto('/rooms');
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.getByRole('heading', { name: 'Rooms' }).first()).toBeVisible();
  await expect(menu).toContainText(email);
});

test('an e-mail that is not allowlisted is refused and stays signed out', async ({ page }) => {
  const email = uniqueEmail('stranger');

  const popup = await openPopup(page);
  const closed = popup.waitForEvent('close');
  await signInAtProvider(popup, email);
  await closed;

  await expect(page.getByText(userDisabled)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: signInButton })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
  expect(await readStoredTokens(page)).toEqual([null, null]);

  // Nothing was granted: a protected page sends the visitor back to /login.
  await page.goto('/rooms');
  await expect(page).toHaveURL(/\/login$/);
});

test('closing the popup before signing in says so and leaves the user signed out', async ({
  page,
}) => {
  const popup = await openPopup(page);
  await popup.close();

  await expect(page.getByText(popupClosed)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: signInButton })).toBeEnabled();
  expect(await readStoredTokens(page)).toEqual([null, null]);
});

test('a provider account with the e-mail of a password account cannot take it over', async ({
  page,
}) => {
  const victim = await createUser(page.request, { role: 'owner' });

  const popup = await openPopup(page);
  const closed = popup.waitForEvent('close');
  await signInAtProvider(popup, victim.email);
  await closed;

  await expect(
    page.getByText(
      'An account with this e-mail already signs in with a password. Sign in with your ' +
        'password first, then link 127.0.0.1 from your account menu.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await readStoredTokens(page)).toEqual([null, null]);
});

test('a password user links the provider from the account menu, then signs in with it', async ({
  page,
}) => {
  const { user } = await signInAs(page, { role: 'build_manager' });
  const login = uniqueEmail('linked-at-provider');
  await page.goto('/');
  await page.getByRole('button', { name: /^Account:/ }).click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'Link 127.0.0.1 sign-in' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await signInAtProvider(popup, login);
  await closed;
  await expect(
    page.getByText('127.0.0.1 is linked. You can now sign in with 127.0.0.1.'),
  ).toBeVisible();

  // Signed out, the provider account now signs in to the password user's account.
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Forget the provider's own session, so its login screen shows again.
  await page.context().clearCookies();
  const again = await openPopup(page);
  const againClosed = again.waitForEvent('close');
  await signInAtProvider(again, login);
  await againClosed;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account:/ })).toContainText(user!.displayName);
});
