import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { bearer, owner, signInAs } from '../fixtures/session';

// axe is injected as an inline script, which the app's CSP forbids.
test.use({ bypassCSP: true });

// The e2e server has no SMTP configured: messages wait in the outbox the owner reads.
test('the owner sends a test message and reads it in the outbox', async ({ page }) => {
  await signInAs(page, owner);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page.getByText('No mail server is configured')).toBeVisible();

  await page.getByRole('button', { name: 'Send test message' }).first().click();
  await expect(page.getByText('Test message added to the outbox.')).toBeVisible();

  const message = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: 'Test message from Home Renovation Tracker' })
    .first();
  await expect(message).toContainText(`To ${owner.email}`);
  await expect(message).toContainText('In outbox');
  await message.getByText('Show message').click();
  await expect(message).toContainText('No SMTP server is configured, so it waits in the outbox');
  // Once the toast has gone: axe misreads the contrast of one that is fading in or out.
  await expect(page.getByText('Test message added to the outbox.')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  if (process.env.E2E_SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/outbox.png`, fullPage: true });
  }
});

test('someone other than the owner cannot open the outbox', async ({ page }) => {
  const { tokens } = await signInAs(page, { role: 'project_manager' });
  await page.goto('/admin/outbox');
  // The route guard sends other roles home, and the server refuses them too.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toHaveCount(0);
  const response = await page.request.get('/api/admin/outbox', {
    headers: bearer(tokens.idToken),
  });
  expect(response.status()).toBe(403);
});
