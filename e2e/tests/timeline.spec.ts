import path from 'node:path';
import { expect, test } from '@playwright/test';
import { uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

const filesDir = path.join(import.meta.dirname, '../fixtures/files');
const gpsPhoto = path.join(filesDir, 'gps-photo.jpg');
const pngPhoto = path.join(filesDir, 'receipt.png');

test('a member adds an entry with two photos, browses them, deletes one and sees it at home', async ({
  page,
}) => {
  const title = uniqueName('First fix done');
  // Today, so that the entry is the newest and the home page's three Recent Updates include it.
  const today = new Date();
  const isoToday = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const shortToday = today.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  await signInAs(page, { role: 'build_manager' });
  await page.goto('/timeline');
  await expect(page.getByRole('heading', { name: 'The Journey' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Entry' });
  await dialog.getByLabel('Title').fill(`  ${title}  `);
  await dialog.getByLabel('Description').fill('Electrics and plumbing first fix signed off.');
  await dialog.getByLabel('Date').fill(isoToday);
  await dialog.getByLabel('Choose photos').setInputFiles([gpsPhoto, pngPhoto]);
  await expect(dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Add Entry' }).click();
  await expect(dialog).toBeHidden();

  const entry = page.getByRole('article', { name: title });
  await expect(entry).toBeVisible();
  await expect(entry.getByText(shortToday)).toBeVisible();
  const photos = entry.getByRole('list', { name: `Photos of ${title}` }).getByRole('listitem');
  await expect(photos).toHaveCount(2);

  // The carousel counts, wraps around both ways and closes on Escape.
  await entry.getByRole('button', { name: 'Open photo 1 of 2' }).click();
  const carousel = page.getByRole('dialog', { name: title });
  await expect(carousel.getByText('1 / 2')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(carousel.getByText('2 / 2')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(carousel.getByText('1 / 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(carousel).toBeHidden();

  await entry.getByRole('button', { name: 'Delete photo 2 of 2' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete photo' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(photos).toHaveCount(1);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recent Updates' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('a public photo download carries no GPS or camera details', async ({ page, request }) => {
  const title = uniqueName('Garden cleared');
  await signInAs(page, { role: 'project_manager' });
  await page.goto('/timeline');
  await page.getByRole('button', { name: 'Add Entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Entry' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Skip full of brambles.');
  await dialog.getByLabel('Choose photos').setInputFiles(gpsPhoto);
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/timeline/entries') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Add Entry' }).click();
  const entry = await (await created).json();

  const original = (await import('node:fs')).readFileSync(gpsPhoto);
  // The fixture itself has an EXIF block with a GPS position and the camera's make.
  expect(original.includes(Buffer.from('Exif'))).toBe(true);
  expect(original.includes(Buffer.from('PhoneCo'))).toBe(true);

  for (const url of [entry.photos[0].url, entry.photos[0].thumbnail_url]) {
    // No token: the journal's photos are public.
    const download = await request.get(url);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('image/jpeg');
    const bytes = await download.body();
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
  }
});

test('a signed-out visitor reads the timeline with no edit controls', async ({ page, browser }) => {
  const title = uniqueName('Roof on');
  await signInAs(page, { role: 'interior_designer' });
  await page.goto('/timeline');
  await page.getByRole('button', { name: 'Add Entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Entry' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Scaffold comes down next week.');
  await dialog.getByRole('button', { name: 'Add Entry' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/timeline');
  await expect(visitor.getByRole('article', { name: title })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add Entry' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  await visitor.close();
});
