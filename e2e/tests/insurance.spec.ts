import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { documentPdf, receiptPng } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

/**
 * Insurance (/insurances): the Personal and Contractor tabs with their counts,
 * contractor groups sorted by name with document counts, the expiry badge and opening a file.
 * The server is shared by every spec file; only this file adds policies, and its tests run in
 * order.
 */

test.use({ bypassCSP: true });

/** A date `days` from today (the browser and this process share the machine's clock). */
function fromToday(days: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  const offset = at.getTimezoneOffset() * 60_000;
  return new Date(at.getTime() - offset).toISOString().slice(0, 10);
}

interface PolicyForm {
  category?: 'Personal Insurance' | 'Contractor Insurance';
  contractor?: string;
  type: string;
  provider: string;
  number: string;
  start?: string;
  end?: string;
  coverage?: string;
  description?: string;
  file?: string;
}

async function addPolicy(page: Page, policy: PolicyForm) {
  await page.getByRole('button', { name: 'Add Insurance' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Insurance Document' });
  if (policy.category) await dialog.getByLabel('Category').selectOption(policy.category);
  if (policy.contractor) await dialog.getByLabel('Contractor name').fill(policy.contractor);
  await dialog.getByLabel('Insurance type').fill(policy.type);
  await dialog.getByLabel('Provider').fill(policy.provider);
  await dialog.getByLabel('Policy number').fill(policy.number);
  if (policy.start) await dialog.getByLabel('Start date').fill(policy.start);
  if (policy.end) await dialog.getByLabel('End date').fill(policy.end);
  if (policy.coverage) await dialog.getByLabel('Coverage amount (£)').fill(policy.coverage);
  if (policy.description) await dialog.getByLabel('Description').fill(policy.description);
  await dialog.getByLabel('Policy document').setInputFiles(policy.file ?? documentPdf);
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  await expect(dialog).toBeHidden();
}

test('adds personal and contractor policies with files, shows badges and groups, opens a file', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, { role: 'project_manager' });
  await page.goto('/insurances');
  await expect(page.getByRole('tab', { name: 'Personal Insurance 0' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Contractor Insurance 0' })).toBeVisible();

  await addPolicy(page, {
    type: 'Home',
    provider: 'Aviva',
    number: 'HOME-1001',
    start: fromToday(-345),
    end: fromToday(20),
    coverage: '250000',
    description: 'Buildings and contents during the works',
  });
  const home = page.getByRole('article', { name: 'Home HOME-1001' });
  await expect(home).toContainText('Expires in 20 days');
  await expect(home).toContainText('£250,000.00');
  await expect(home).toContainText('Aviva');
  await expect(home).toContainText('Buildings and contents during the works');
  await expect(home).toContainText('document.pdf');
  await expect(page.getByRole('tab', { name: 'Personal Insurance 1' })).toBeVisible();

  // Contractor policies: a contractor without a name is blocked, nothing is sent.
  await page.getByRole('tab', { name: /^Contractor Insurance/ }).click();
  await page.getByRole('button', { name: 'Add Insurance' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Insurance Document' });
  await expect(dialog.getByLabel('Category')).toHaveValue('contractor');
  await dialog.getByLabel('Insurance type').fill('Public liability');
  await dialog.getByLabel('Provider').fill('Hiscox');
  await dialog.getByLabel('Policy number').fill('PL-1');
  await dialog.getByLabel('Policy document').setInputFiles(documentPdf);
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  await expect(
    dialog.getByText('Contractor name is required for contractor insurance.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('tab', { name: 'Contractor Insurance 0' })).toBeVisible();

  await addPolicy(page, {
    contractor: 'Zeta Roofing',
    type: 'Public liability',
    provider: 'Hiscox',
    number: 'PL-2001',
    end: fromToday(200),
    coverage: '5000000',
  });
  await addPolicy(page, {
    contractor: 'Acme Electrical',
    type: 'Public liability',
    provider: 'AXA',
    number: 'PL-3001',
    end: fromToday(-1),
    coverage: '2000000',
    file: receiptPng,
  });
  await addPolicy(page, {
    contractor: 'Acme Electrical',
    type: "Employer's liability",
    provider: 'AXA',
    number: 'EL-3002',
    end: fromToday(30),
    coverage: '10000000',
  });

  await expect(page.getByRole('tab', { name: 'Contractor Insurance 3' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Personal Insurance 1' })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  // Groups sorted by contractor name, each with its document count.
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText([
    'Acme Electrical',
    'Zeta Roofing',
  ]);
  const acme = panel.getByRole('region', { name: 'Acme Electrical' });
  await expect(acme.getByText('2 documents')).toBeVisible();
  await expect(
    panel.getByRole('region', { name: 'Zeta Roofing' }).getByText('1 document'),
  ).toBeVisible();
  await expect(acme.getByRole('article', { name: 'Public liability PL-3001' })).toContainText(
    'Expired',
  );
  await expect(acme.getByRole('article', { name: "Employer's liability EL-3002" })).toContainText(
    'Expires in 30 days',
  );
  await expect(panel.getByRole('article', { name: 'Public liability PL-2001' })).toContainText(
    'Active',
  );
  await expect(panel.getByRole('article', { name: 'Public liability PL-2001' })).toContainText(
    '£5,000,000.00',
  );

  // View opens the document through a short-lived signed link in a new tab.
  const popupPromise = page.waitForEvent('popup');
  await acme
    .getByRole('article', { name: 'Public liability PL-3001' })
    .getByRole('button', { name: 'View Public liability PL-3001' })
    .click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toContain('signature=');
  const file = await page.request.get(popup.url());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('image/png');
  await popup.close();
});

test('edits a policy without its file and deletes one after confirming', async ({ page }) => {
  await signInAs(page, { role: 'project_manager' });
  await page.goto('/insurances');
  const home = page.getByRole('article', { name: 'Home HOME-1001' });
  await home.getByRole('button', { name: 'Edit Home HOME-1001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Insurance Document' });
  await expect(dialog.getByText('(the file cannot be changed)')).toBeVisible();
  await expect(dialog.getByLabel('Policy document')).toHaveCount(0);
  await dialog.getByLabel('Coverage amount (£)').fill('275000.5');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(home).toContainText('£275,000.50');
  await expect(home).toContainText('document.pdf');

  await page.getByRole('tab', { name: /^Contractor Insurance/ }).click();
  await page.getByRole('button', { name: 'Delete Public liability PL-2001' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this insurance document?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('tab', { name: 'Contractor Insurance 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zeta Roofing' })).toHaveCount(0);
});

test('a viewer reads contractor policies only, without edit controls', async ({ page }) => {
  await signInAs(page, { role: 'viewer' });
  await page.goto('/insurances');
  await expect(page.getByRole('tab', { name: 'Contractor Insurance 2' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Personal Insurance/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Acme Electrical' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Insurance' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^View / })).toHaveCount(2);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the insurance screen has no serious axe violations (${theme}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await signInAs(page, { role: 'project_manager' });
      await page.goto('/insurances');
      await expect(page.getByRole('article', { name: 'Home HOME-1001' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // The tabs scroll inside their bar on a phone; the page never scrolls sideways.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/insurance-personal-${theme}-${width}.png`,
          fullPage: true,
        });
      }
      await page.getByRole('tab', { name: /^Contractor Insurance/ }).click();
      await expect(page.getByRole('region', { name: 'Acme Electrical' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add Insurance' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Add Insurance Document' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/insurance-dialog-${theme}-${width}.png`,
        });
        await page.keyboard.press('Escape');
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/insurance-contractor-${theme}-${width}.png`,
          fullPage: true,
        });
      }
    });
  }
}
