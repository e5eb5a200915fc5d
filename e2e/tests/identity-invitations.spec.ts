import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { expireInvitation, type MailApp, startMailApp } from '../fixtures/mail-app';

// Invitations (decision 036): the owner invites the partner, who sets their own password from the link in the
// mail (caught by a real SMTP receiver); the link then stops working; an expired one says so.
const owner = { email: 'owner@example.com', password: 'owner-password-1' };
const partner = { email: 'partner@example.co.uk', password: 'partner-password-1' };
const builder = 'builder@example.com';

let app: MailApp;
// axe is injected as an inline script, which the app's CSP forbids.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  // A server of its own starts (migrations on a new data directory) on a shared machine.
  test.setTimeout(120_000);
  app = await startMailApp(owner);
});
test.afterAll(async () => {
  await app?.close();
});

async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto(`${app.baseURL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
}

/** Adds an e-mail with a role in Admin, and sends the invitation the page then offers. */
async function invite(page: Page, email: string, role: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Add user' }).click();
  const offer = page.getByRole('region', { name: `Invite ${email}` });
  await expect(offer).toContainText(`${email} may now sign in as ${role}.`);
  await offer.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const mail = await app.smtp.nextMail();
  expect(mail.envelope.to).toEqual([email]);
  const link = /http:\/\/127\.0\.0\.1:\d+\/invite\?token=[\w-]+/.exec(mail.parsed.text ?? '');
  expect(link, mail.parsed.text).not.toBeNull();
  return link![0];
}

async function acceptInvitation(page: Page, link: string, name: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await page.getByLabel('Display Name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(partner.password);
  await page.getByLabel('Confirm password').fill(partner.password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
}

test('the owner invites a partner by mail; the partner sets a password and has the role', async ({
  page,
  browser,
}) => {
  await signInThroughUi(page, owner.email, owner.password);
  await page.goto(`${app.baseURL}/admin`);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  const partnerLink = await invite(page, partner.email, 'Project manager');
  const builderLink = await invite(page, builder, 'Build manager');
  const open = page.getByRole('list', { name: 'Open invitations' });
  await expect(open.getByRole('listitem').filter({ hasText: partner.email })).toContainText(
    'Pending',
  );
  // Once the toasts have gone: axe misreads the contrast of one that is fading.
  await expect(page.getByText(/^Invitation sent to/)).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // The partner, in a browser of their own, opens the link from the mail.
  const theirs = await browser.newContext({ bypassCSP: true });
  const partnerPage = await theirs.newPage();
  await partnerPage.goto(partnerLink);
  await expect(partnerPage.getByLabel('Display Name')).toBeVisible();
  expect(await seriousViolations(partnerPage)).toEqual([]);
  await acceptInvitation(partnerPage, partnerLink, 'Pat Partner');
  const account = partnerPage.getByRole('button', { name: 'Account: Pat Partner' });
  await expect(account).toBeVisible();
  await account.click();
  await expect(partnerPage.getByRole('menu')).toContainText('Project manager');
  await partnerPage.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(partnerPage).toHaveURL(/\/login/);

  // Their own password signs them in, with the role.
  await signInThroughUi(partnerPage, partner.email, partner.password);
  await partnerPage.getByRole('button', { name: 'Account: Pat Partner' }).click();
  await expect(partnerPage.getByRole('menu')).toContainText('Project manager');
  await partnerPage.keyboard.press('Escape');
  await expect(partnerPage.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  // The link works once.
  await partnerPage.goto(partnerLink);
  await acceptInvitation(partnerPage, partnerLink, 'Someone Else');
  await expect(partnerPage.getByText('This invitation link no longer works')).toBeVisible();
  await expect(partnerPage.getByText('This invitation has already been used.')).toBeVisible();
  expect(await seriousViolations(partnerPage)).toEqual([]);
  await theirs.close();

  // The owner's list no longer shows the accepted invitation.
  await page.reload();
  await expect(open.getByRole('listitem').filter({ hasText: builder })).toBeVisible();
  await expect(open.getByRole('listitem').filter({ hasText: partner.email })).toHaveCount(0);

  // 48 hours later (the row's deadline moved while no server holds the database).
  await app.whileStopped((dataDir) => expireInvitation(dataDir, builder));
  const late = await browser.newContext();
  const builderPage = await late.newPage();
  await acceptInvitation(builderPage, builderLink, 'Bob Builder');
  await expect(builderPage.getByText('This invitation link no longer works')).toBeVisible();
  await expect(builderPage.getByText('This invitation has expired')).toBeVisible();
  await late.close();

  // The owner sees it expired, and can send it again.
  await signInThroughUi(page, owner.email, owner.password);
  await page.goto(`${app.baseURL}/admin`);
  const expired = open.getByRole('listitem').filter({ hasText: builder });
  await expect(expired).toContainText('Expired');
  await expired.getByRole('button', { name: `Resend invitation to ${builder}` }).click();
  await expect(page.getByText(`Invitation sent to ${builder}`)).toBeVisible();
  await expect(expired).toContainText('Pending');
  expect((await app.smtp.nextMail()).envelope.to).toEqual([builder]);
});
