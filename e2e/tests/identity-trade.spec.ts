import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { bearer, owner, ownerToken, signInAs, storageKeys, uniqueEmail } from '../fixtures/session';

// A trade is one contact (decision 063): the owner invites it from Admin as Trade for a contact
// (no mail server here: the link is shown once), and the accepted trade's session names it.

// axe is injected as an inline script, which the app's CSP forbids.
test.use({ bypassCSP: true });

test('the owner invites a trade for a contact; the trade signs in as that contact', async ({
  page,
  browser,
}) => {
  const token = await ownerToken(page.request);
  const company = `Mason ${Date.now()} Ltd`;
  const made = await page.request.post('/api/contacts', {
    headers: bearer(token),
    data: { name: 'Bob Mason', company, trade: 'Builder' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const contact = (await made.json()) as { id: string };
  const email = uniqueEmail('trade');

  await signInAs(page, { email: owner.email, password: owner.password });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByLabel('Contact')).toHaveCount(0);
  await dialog.getByLabel('Role').selectOption({ label: 'Trade' });

  // Without a contact the form refuses, and says why.
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Choose the contact this trade is.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Contact').selectOption({ label: `Bob Mason (${company})` });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const link = await dialog.getByLabel(`Invitation link for ${email}`).inputValue();
  expect(link).toMatch(/\/invite\?token=[\w-]+$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const open = page.getByRole('list', { name: 'Open invitations' });
  await expect(open.getByRole('listitem').filter({ hasText: email })).toContainText(
    `Trade · ${company}`,
  );
  const users = page.getByRole('list', { name: 'Allowlisted users' });
  await expect(users.getByRole('listitem').filter({ hasText: email })).toContainText(
    `Trade · ${company}`,
  );

  // The trade, in a browser of its own, sets a password from the link.
  const theirs = await browser.newContext();
  const tradePage = await theirs.newPage();
  await tradePage.goto(link);
  await tradePage.getByLabel('Display Name').fill('Bob');
  await tradePage.getByLabel('Password', { exact: true }).fill('trade-password-1');
  await tradePage.getByLabel('Confirm password').fill('trade-password-1');
  await tradePage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect
    .poll(() => tradePage.evaluate((key) => localStorage.getItem(key), storageKeys.idToken))
    .toBeTruthy();
  const idToken = await tradePage.evaluate((key) => localStorage.getItem(key), storageKeys.idToken);
  const me = await tradePage.request.get('/api/auth/me', { headers: bearer(idToken ?? '') });
  expect(await me.json()).toEqual({
    email,
    displayName: 'Bob',
    role: 'trade',
    contact_id: contact.id,
  });
  await theirs.close();
});
