import fs from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { gifHtmlPolyglot, html, multipart, pdf, png, svg } from '../../test/upload-fixtures.ts';
import { storedFiles } from './schema.ts';
import { signFileUrl } from './signed-urls.ts';
import { commitPendingFile, readMultipartUpload } from './uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { MAX_UPLOAD_MB: '0.01' },
    // A route that exercises the shared upload plumbing exactly as feature routes do.
    prepare: (app) => {
      app.post('/api/test-upload', { config: { access: 'public' } }, async (request, reply) => {
        const upload = await readMultipartUpload(app.ctx, request, {
          fileField: 'file',
          kinds: ['image', 'pdf'],
          folder: 'test',
        });
        if (!upload.file)
          return reply.status(400).send({ detail: 'No file', code: 'validation_failed' });
        const file = await commitPendingFile(
          app.ctx,
          upload.file,
          'tester@example.com',
          async (_tx, row) => {
            if (upload.fields.fail === 'yes') throw new Error('row write failed');
            return {
              result: row,
              activity: { action: 'created', resourceType: 'document', resourceName: null },
            };
          },
        );
        return reply
          .status(201)
          .send({ id: file.id, url: signFileUrl(app.ctx.signingSecret, file.id) });
      });
    },
  });
});
afterAll(() => t.close());

async function storedState() {
  const [row] = await t.ctx.database.db.select({ n: count() }).from(storedFiles);
  const files = await fs.readdir(`${t.filesDir}/test`).catch(() => []);
  return { rows: row!.n, files: files.length };
}

describe('upload plumbing', () => {
  it('stores a real PNG and serves it back through a signed URL', async () => {
    const before = await storedState();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      ...multipart([
        { name: 'file', file: { filename: 'photo.png', type: 'image/png', data: png } },
      ]),
    });
    expect(response.statusCode).toBe(201);
    expect(await storedState()).toEqual({ rows: before.rows + 1, files: before.files + 1 });

    const download = await t.app.inject({ method: 'GET', url: response.json().url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^inline/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('serves PDFs as attachments, never inline', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      ...multipart([
        { name: 'file', file: { filename: 'quote.pdf', type: 'application/pdf', data: pdf } },
      ]),
    });
    expect(response.statusCode).toBe(201);
    const download = await t.app.inject({ method: 'GET', url: response.json().url });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="quote.pdf"/);
  });

  it.each([
    ['HTML renamed to .pdf', 'invoice.pdf', 'application/pdf', html],
    ['SVG renamed to .jpg', 'photo.jpg', 'image/jpeg', svg],
    ['a PDF declared as PNG', 'photo.png', 'image/png', pdf],
  ])('answers 415 for %s and leaves nothing behind', async (_label, filename, type, data) => {
    const before = await storedState();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      ...multipart([{ name: 'file', file: { filename, type, data } }]),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
    expect(await storedState()).toEqual(before);
  });

  it('answers 413 for a file over the limit and leaves nothing behind', async () => {
    const before = await storedState();
    const big = Buffer.concat([png, Buffer.alloc(20 * 1024, 1)]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      ...multipart([{ name: 'file', file: { filename: 'big.png', type: 'image/png', data: big } }]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await storedState()).toEqual(before);
    // No temp file either.
    const all = await fs.readdir(t.filesDir, { recursive: true });
    expect(all.filter((name) => String(name).endsWith('.partial'))).toEqual([]);
  });

  it.each([
    ['a path separator', '../../etc/passwd.png'],
    ['a backslash', '..\\evil.png'],
    ['300 characters', `${'a'.repeat(296)}.png`],
  ])('refuses a file name with %s', async (_label, filename) => {
    const before = await storedState();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      ...multipart([{ name: 'file', file: { filename, type: 'image/png', data: png } }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(await storedState()).toEqual(before);
  });

  it('removes the file again when the row cannot be written', async () => {
    const before = await storedState();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      ...multipart([
        { name: 'fail', value: 'yes' },
        { name: 'file', file: { filename: 'photo.png', type: 'image/png', data: png } },
      ]),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'Something went wrong on the server.',
      code: 'internal_error',
    });
    expect(await storedState()).toEqual(before);
  });

  it('stores a GIF/HTML polyglot named .html under a .gif name, served as an image', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      ...multipart([
        {
          name: 'file',
          file: { filename: 'poly.html', type: 'application/octet-stream', data: gifHtmlPolyglot },
        },
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const download = await t.app.inject({ method: 'GET', url: response.json().url });
    expect(download.headers['content-type']).toBe('image/gif');
    expect(download.headers['content-disposition']).toMatch(/^inline; filename="poly.gif";/);
  });

  it.each([
    ['a right-to-left override', 'invoice\u202Efdp.png'],
    ['a left-to-right isolate', 'photo\u2066.png'],
    ['an escape character', 'photo\u001b.png'],
  ])(
    'refuses a file name with %s (422 control_characters), storing nothing',
    async (_label, filename) => {
      const before = await storedState();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test-upload',
        ...multipart([{ name: 'file', file: { filename, type: 'image/png', data: png } }]),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('control_characters');
      expect(await storedState()).toEqual(before);
    },
  );

  it('refuses a download link that was tampered with or has expired', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      ...multipart([
        { name: 'file', file: { filename: 'photo.png', type: 'image/png', data: png } },
      ]),
    });
    const url: string = response.json().url;
    // Flip the signature's first character to one that certainly differs from it.
    const tampered = url.replace(/signature=(.)/, (_match, first: string) =>
      first === 'A' ? 'signature=B' : 'signature=A',
    );
    expect(tampered).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const id = response.json().id;
    const expired = signFileUrl(t.ctx.signingSecret, id, Date.now() - 10 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });
});
