import { expect, test } from '@playwright/test';
import {
  createComponent,
  createExpense,
  documentPdf,
  receiptPng,
  uniqueName,
} from '../fixtures/money';
import { signInAs } from '../fixtures/session';

test('uploads a receipt, opens it through a signed link and removes it', async ({
  page,
  request,
}) => {
  const room = await createComponent(request, { name: uniqueName('Bedroom'), type: 'room' });
  await createExpense(request, {
    room_id: room.id,
    supplier: 'Dunelm',
    product: 'Curtains',
    rrp: 60,
  });
  await signInAs(page, { role: 'build_manager' });
  await page.goto(`/rooms/room/${room.id}`);

  // A file that is neither an image nor a PDF is refused, and nothing is attached.
  await page.getByLabel('Receipt file, row 1').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a receipt'),
  });
  await expect(page.getByText('Failed to upload file.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload receipt, row 1' })).toBeVisible();

  await page.getByLabel('Receipt file, row 1').setInputFiles(receiptPng);
  const view = page.getByRole('button', { name: 'View receipt, row 1' });
  await expect(view).toBeVisible();
  await expect(page.getByText('receipt.png')).toBeVisible();

  const popupPromise = page.waitForEvent('popup');
  await view.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toContain('signature=');
  const image = await page.request.get(popup.url());
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');
  await popup.close();

  await page.getByRole('button', { name: 'Remove receipt, row 1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Upload receipt, row 1' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Upload receipt, row 1' })).toBeVisible();

  // A PDF is accepted too.
  await page.getByLabel('Receipt file, row 1').setInputFiles(documentPdf);
  await expect(page.getByRole('button', { name: 'View receipt, row 1' })).toBeVisible();
});

test('uploads, downloads and deletes a component document', async ({ page, request }) => {
  const service = await createComponent(request, {
    name: uniqueName('Architect'),
    type: 'service',
  });
  const { user } = await signInAs(page, { role: 'build_manager' });
  await page.goto(`/rooms/service/${service.id}`);
  const documents = page.getByRole('region', { name: 'Documents' });

  // Name and file are both required.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please provide a name and select a file.')).toBeVisible();
  await page.getByLabel('Document name').fill('Planning drawings');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please provide a name and select a file.')).toBeVisible();
  await expect(documents.getByText('No documents yet')).toBeVisible();

  await page.getByLabel('File', { exact: true }).setInputFiles(documentPdf);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Planning drawings' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('document.pdf');
  await expect(row).toContainText(user!.email);
  await expect(page.getByRole('columnheader', { name: 'Uploaded By' })).toBeVisible();
  await expect(page.getByLabel('Document name')).toHaveValue('');

  const downloadPromise = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download Planning drawings' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('document.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');

  await row.getByRole('button', { name: 'Delete Planning drawings' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No documents yet')).toBeVisible();
});

test('an interior designer adds documents to design items only', async ({ page, request }) => {
  const service = await createComponent(request, { name: uniqueName('Plumber'), type: 'service' });
  const design = await createComponent(request, { name: uniqueName('Palette'), type: 'design' });
  await signInAs(page, { role: 'interior_designer' });
  // A service's contracts and certificates are the build side's (decision 019): read only.
  await page.goto(`/rooms/service/${service.id}`);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('No documents yet')).toBeVisible();
  await expect(page.getByLabel('Document name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);

  await page.goto(`/rooms/design/${design.id}`);
  await page.getByLabel('Document name').fill('Colour palette');
  await page.getByLabel('File', { exact: true }).setInputFiles(documentPdf);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Colour palette' })).toBeVisible();
});
