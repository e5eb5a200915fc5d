import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { signInAs } from '../fixtures/session';

/**
 * Contacts on a phone: a contact added through the dialog is found by a search and opens on its
 * own page, where its phone and e-mail are one tap away. The server is shared by every spec
 * file, so the contact's name is unique to this run.
 */

test.use({ bypassCSP: true, viewport: { width: 375, height: 812 } });

test('adds a contact, finds it by a search and opens its page, at 375 px and axe-clean', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const suffix = randomUUID().slice(0, 6);
  const name = `Priya Tiler ${suffix}`;
  const company = `Square Edge Tiling ${suffix}`;
  await signInAs(page, { role: 'project_manager' });
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Contact' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Contact' });
  // Without a name nothing is sent: the field says what is missing.
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Company').fill(company);
  await dialog.getByLabel('Trade').selectOption('Tiler');
  await dialog.getByLabel('Phone').fill('07700 900555');
  await dialog.getByLabel('E-mail').fill(`priya-${suffix}@example.com`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(`edge tiling ${suffix}`);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute(
    'href',
    'tel:07700900555',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(company)).toBeVisible();
  await expect(page.getByRole('link', { name: /^E-mail / })).toHaveAttribute(
    'href',
    `mailto:priya-${suffix}@example.com`,
  );
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money).toContainText('Quoted£0.00');
  await expect(page.getByRole('region', { name: 'Work' })).toContainText(
    'No components linked to this contact.',
  );
  // Not a page wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
});
