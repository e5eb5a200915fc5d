import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { html, multipart, pdf, png, svg } from '../../test/upload-fixtures.ts';
import {
  createComponentVia,
  createExpenseVia,
  listFiles,
  snapshotStorage,
} from '../expenses/test-support.ts';

// A small upload limit (0.1 MB), so the oversize case needs only a small buffer.
let t: TestApp;
let owner: SignedInUser;
let designer: SignedInUser;
let viewer: SignedInUser;
let room: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp({ env: { MAX_UPLOAD_MB: '0.1' } });
  owner = await createSignedInUser(t, { role: 'owner' });
  designer = await createSignedInUser(t, { role: 'interior_designer' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  room = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
});
afterAll(() => t.close());

function upload(
  expenseId: string,
  authorization: string,
  file: { filename: string; type: string; data: Buffer },
) {
  const body = multipart([{ name: 'file', file }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/expenses/${expenseId}/receipt`,
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
}

/** The stored file's id in a signed file URL (/api/files/<id>?expires=…). */
function fileIdOf(url: string): string {
  return url.split('/api/files/')[1]!.split('?')[0]!;
}

describe('receipts', () => {
  it('attaches a receipt, serves it through a signed URL, replaces and removes it', async () => {
    const expense = await createExpenseVia(t, owner.authorization, { room_id: room.id, rrp: 5 });
    const first = await upload(expense.id, owner.authorization, {
      filename: 'receipt.png',
      type: 'image/png',
      data: png,
    });
    expect(first.statusCode, first.body).toBe(201);
    const { receipt_url } = first.json();
    expect(receipt_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    const download = await t.app.inject({ url: receipt_url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);

    const listed = await t.app.inject({
      url: `/api/expenses?component_id=${room.id}`,
      headers: { authorization: viewer.authorization },
    });
    expect(listed.json().items[0].receipt).toEqual({
      file_name: 'receipt.png',
      content_type: 'image/png',
    });
    // The receipt is its own resource: the expense's version is unchanged.
    expect(listed.json().items[0].updated_at).toBe(expense.updated_at);

    const filesAfterFirst = await listFiles(t.filesDir);
    const replaced = await upload(expense.id, owner.authorization, {
      filename: 'receipt.pdf',
      type: 'application/pdf',
      data: pdf,
    });
    expect(replaced.statusCode).toBe(201);
    const filesAfterReplace = await listFiles(t.filesDir);
    expect(filesAfterReplace).toHaveLength(filesAfterFirst.length);
    expect(filesAfterReplace).not.toEqual(filesAfterFirst);
    expect((await t.app.inject({ url: receipt_url })).statusCode).toBe(404);

    const fetched = await t.app.inject({
      url: `/api/expenses/${expense.id}/receipt`,
      headers: { authorization: viewer.authorization },
    });
    expect(fetched.statusCode).toBe(200);
    const pdfUrl: string = fetched.json().receipt_url;
    const pdfDownload = await t.app.inject({ url: pdfUrl });
    expect(pdfDownload.headers['content-disposition']).toMatch(/^attachment/);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/expenses/${expense.id}/receipt`,
      headers: { authorization: owner.authorization },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      resource_type: 'receipt',
      resource_id: fileIdOf(pdfUrl),
      label: 'Receipt',
    });
    // The receipt stops downloading at once; its file stays in the store until the purge.
    expect((await t.app.inject({ url: pdfUrl })).statusCode).toBe(404);
    expect(await listFiles(t.filesDir)).toEqual(filesAfterReplace);
    const none = await t.app.inject({
      url: `/api/expenses/${expense.id}/receipt`,
      headers: { authorization: viewer.authorization },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('This expense has no receipt.');
  });

  it('moves the receipt to the trash with its expense, keeping the file until the purge', async () => {
    const expense = await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      product: 'Lamp',
    });
    const before = await snapshotStorage(t);
    const attached = await upload(expense.id, owner.authorization, {
      filename: 'r.png',
      type: 'image/png',
      data: png,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const { receipt_url } = attached.json();
    expect((await t.app.inject({ url: receipt_url })).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/expenses/${expense.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      resource_type: 'expense',
      resource_id: expense.id,
      contents: { receipts: 1 },
    });
    const after = await snapshotStorage(t);
    expect(after.expenses).toBe(before.expenses - 1);
    expect(after.files).toBe(before.files);
    expect(after.trash).toBe(before.trash + 1);
    expect(after.filesOnDisk).toHaveLength(before.filesOnDisk.length + 1);
    expect((await t.app.inject({ url: receipt_url })).statusCode).toBe(404);
  });
});

describe('bad receipts: a clear error and nothing stored', () => {
  const cases: Array<[string, { filename: string; type: string; data: Buffer }, number, string]> = [
    [
      'an HTML file renamed to .pdf',
      { filename: 'receipt.pdf', type: 'application/pdf', data: html },
      415,
      'not an accepted type',
    ],
    [
      'an SVG renamed to .jpg',
      { filename: 'receipt.jpg', type: 'image/jpeg', data: svg },
      415,
      'not an accepted type',
    ],
    [
      'a Word file (receipts take images or PDF only)',
      {
        filename: 'r.doc',
        type: 'application/msword',
        data: Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(600),
        ]),
      },
      415,
      'images, PDF',
    ],
    [
      'an oversize upload',
      {
        filename: 'big.pdf',
        type: 'application/pdf',
        data: Buffer.concat([pdf, Buffer.alloc(200 * 1024, 0x20)]),
      },
      413,
      'larger than',
    ],
    [
      'a file name with a path separator',
      { filename: '../../etc/passwd.png', type: 'image/png', data: png },
      400,
      'path separators',
    ],
    [
      'a 300-character file name',
      { filename: `${'r'.repeat(296)}.png`, type: 'image/png', data: png },
      400,
      'longer than 255 characters',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, file, status, message) => {
    const expense = await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      product: 'Lamp',
    });
    const before = await snapshotStorage(t);
    const response = await upload(expense.id, owner.authorization, file);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().detail).toContain(message);
    expect(await snapshotStorage(t)).toEqual(before);
  });

  it('refuses a request without a file', async () => {
    const expense = await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      product: 'Lamp',
    });
    const before = await snapshotStorage(t);
    const body = multipart([{ name: 'note', value: 'no file here' }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/expenses/${expense.id}/receipt`,
      headers: { authorization: owner.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Please select a file.');
    expect(await snapshotStorage(t)).toEqual(before);
  });

  it('refuses receipts on a room for an interior designer, and any write for a viewer', async () => {
    const expense = await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      product: 'Lamp',
    });
    const before = await snapshotStorage(t);
    for (const user of [designer, viewer]) {
      const response = await upload(expense.id, user.authorization, {
        filename: 'r.png',
        type: 'image/png',
        data: png,
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await snapshotStorage(t)).toEqual(before);
  });
});
