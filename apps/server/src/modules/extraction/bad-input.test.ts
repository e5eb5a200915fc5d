import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia, snapshotStorage } from '../expenses/test-support.ts';
import {
  asPdf,
  corruptPdf,
  executable,
  extractVia,
  makeBlankPdf,
  makeEncryptedPdf,
  makeTextPdf,
} from './test-support.ts';

// Every bad input to extraction: a clear 4xx with {detail, code}, nothing stored, and the
// server still responsive.
let t: TestApp;
let owner: SignedInUser;
let room: BuildComponent;

beforeAll(async () => {
  // 0.2 MB: the oversize case needs only a small buffer; every fixture is far below it.
  t = await buildTestApp({ env: { MAX_UPLOAD_MB: '0.2' } });
  owner = await createSignedInUser(t, { role: 'owner' });
  room = await createComponentVia(t, owner.authorization, { name: 'Bathroom' });
});
afterAll(() => t.close());

async function expectRefused(
  file: { filename: string; type: string; data: Buffer },
  status: number,
  code: string,
  detail: RegExp,
) {
  const before = await snapshotStorage(t);
  const response = await extractVia(t, owner.authorization, { roomId: room.id, file });
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code, detail: expect.stringMatching(detail) });
  expect(await snapshotStorage(t)).toEqual(before);
  const health = await t.app.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

describe('extraction refuses bad input clearly', () => {
  it('an empty file', async () => {
    await expectRefused(asPdf(Buffer.alloc(0)), 400, 'validation_failed', /empty/);
  });

  it('a PDF with no text and no image', async () => {
    await expectRefused(
      asPdf(await makeBlankPdf()),
      422,
      'document_unreadable',
      /no text and no scanned pages/,
    );
  });

  it('an encrypted PDF', async () => {
    await expectRefused(asPdf(makeEncryptedPdf()), 422, 'document_encrypted', /password-protected/);
  });

  it('a corrupt PDF', async () => {
    await expectRefused(asPdf(corruptPdf), 422, 'document_unreadable', /damaged/);
  });

  it('an image that is not an invoice: no expenses found, not invented rows', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="100%" height="100%" fill="#9cc7e8"/><circle cx="250" cy="50" r="30" fill="#f4d03f"/><rect y="140" width="320" height="60" fill="#5d8a3a"/><text x="20" y="110" font-family="DejaVu Sans" font-size="22">Greetings from Whitby</text></svg>`;
    const picture = await sharp(Buffer.from(svg)).png().toBuffer();
    await expectRefused(
      { filename: 'holiday.png', type: 'image/png', data: picture },
      422,
      'no_expenses_found',
      /No expenses were found/,
    );
  });

  it('a 40-page document', async () => {
    await expectRefused(asPdf(await makeTextPdf(40)), 422, 'too_many_pages', /40 pages; up to 20/);
  });

  it('a file over the size limit', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300 * 1024, 0x20)]);
    await expectRefused(asPdf(big), 413, 'payload_too_large', /larger than/);
  });

  it('a renamed executable', async () => {
    await expectRefused(
      asPdf(executable, 'invoice.pdf'),
      415,
      'unsupported_media_type',
      /not an accepted type/,
    );
  });

  it('an image type extraction does not read (GIF)', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expectRefused(
      { filename: 'receipt.gif', type: 'image/gif', data: gif },
      415,
      'unsupported_media_type',
      /PDF, JPEG or PNG/,
    );
  });
});
