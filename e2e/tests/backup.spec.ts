import fs from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { bearer, owner, signInAs } from '../fixtures/session';

// axe is injected as an inline script, which the app's CSP forbids.
test.use({ bypassCSP: true });

function backupsCard(page: Page) {
  return page.getByRole('heading', { name: 'Backups', level: 2 });
}

/** The card has settled: the archive list (or its empty state) replaced the skeletons. */
async function waitForBackups(page: Page) {
  await expect(backupsCard(page)).toBeVisible();
  await expect(
    page
      .getByText('No nightly backups yet')
      .or(page.getByRole('columnheader', { name: 'Archive' })),
  ).toBeVisible();
}

test('the owner downloads a fresh backup from the Backups card', async ({ page }) => {
  await signInAs(page, owner);
  await page.goto('/admin');
  await waitForBackups(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hrt-backup-\d{8}T\d{6}Z\.tar$/);
  const file = await download.path();
  const bytes = await fs.readFile(file);
  // A tar archive: 512-byte blocks, the first entry's name at offset 0 (the first table's first
  // dump entry) and the ustar magic at offset 257.
  expect(bytes.length % 512).toBe(0);
  const firstName = bytes.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '');
  expect(firstName).toMatch(/^db\/00-[a-z_]+-0000\.jsonl$/);
  expect(bytes.subarray(257, 262).toString('latin1')).toBe('ustar');
  // The archive ends with its manifest and checksum, so a complete one names both.
  expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true);
  await expect(page.getByText('Your backup is being made and downloaded')).toBeVisible();
});

test('someone other than the owner sees no Backups card and cannot fetch a backup', async ({
  page,
}) => {
  const { tokens } = await signInAs(page, { role: 'project_manager' });
  await page.goto('/admin');
  // The route guard sends other roles home; the server refuses them too.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Account:/ })).toBeVisible();
  await expect(backupsCard(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download backup' })).toHaveCount(0);
  const headers = bearer(tokens.idToken);
  expect((await page.request.get('/api/admin/backups', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/admin/backup-links', { headers, data: {} })).status()).toBe(
    403,
  );
});

for (const width of [375, 1280]) {
  test(`the Admin screen at ${width} px has no serious or critical axe violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, owner);
    await page.goto('/admin');
    await waitForBackups(page);
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOT_DIR) {
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOT_DIR}/admin-backups-${width}.png`,
        fullPage: true,
      });
    }
  });
}
