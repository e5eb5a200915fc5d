import { randomUUID } from 'node:crypto';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { doc, html, multipart, type Part, pdf, png } from '../../test/upload-fixtures.ts';
import { activityEvents } from '../activity/schema.ts';
import { createComponentVia, snapshotStorage } from '../expenses/test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let designer: SignedInUser;
let viewer: SignedInUser;
let room: BuildComponent;
let design: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp({ env: { MAX_UPLOAD_MB: '0.1' } });
  owner = await createSignedInUser(t, { role: 'owner' });
  designer = await createSignedInUser(t, { role: 'interior_designer', displayName: 'Dee' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  room = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
  // Interior designers add documents to design items only (decision 019).
  design = await createComponentVia(t, owner.authorization, { name: 'Moodboard', type: 'design' });
});
afterAll(() => t.close());

function post(parts: Part[], authorization = owner.authorization) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
}

const pdfFile = { filename: 'plan.pdf', type: 'application/pdf', data: pdf };

describe('documents', () => {
  it('uploads PDF, image and Word files, lists, downloads and deletes them', async () => {
    const uploads = [
      { name: 'Floor plan', file: pdfFile },
      { name: 'Photo', file: { filename: 'p.png', type: 'image/png', data: png } },
      { name: 'Spec', file: { filename: 'spec.doc', type: 'application/msword', data: doc } },
    ];
    const ids: string[] = [];
    for (const item of uploads) {
      const response = await post(
        [
          { name: 'component_id', value: design.id },
          { name: 'name', value: item.name },
          { name: 'file', file: item.file },
        ],
        designer.authorization,
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        component_id: design.id,
        name: item.name,
        filename: item.file.filename,
        uploaded_by: designer.email,
      });
      ids.push(response.json().id);
    }
    const [event] = await t.ctx.database.db
      .select()
      .from(activityEvents)
      .orderBy(desc(activityEvents.createdAt))
      .limit(1);
    expect(event).toMatchObject({
      action: 'created',
      resourceType: 'document',
      resourceName: 'Spec',
    });

    const list = await t.app.inject({
      url: `/api/documents?component_id=${design.id}`,
      headers: { authorization: viewer.authorization },
    });
    expect(list.json().map((d: { id: string }) => d.id)).toEqual(ids);

    const link = await t.app.inject({
      url: `/api/documents/${ids[0]}/download`,
      headers: { authorization: viewer.authorization },
    });
    expect(link.statusCode).toBe(200);
    const file = await t.app.inject({ url: link.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const before = await snapshotStorage(t);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${ids[0]}`,
      headers: { authorization: owner.authorization },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      resource_type: 'document',
      resource_id: ids[0],
      label: 'Document',
      name: 'Floor plan',
    });
    // The row and its file's row go to the trash; the file stays in the store until the purge.
    const after = await snapshotStorage(t);
    expect(after.documents).toBe(before.documents - 1);
    expect(after.files).toBe(before.files - 1);
    expect(after.trash).toBe(before.trash + 1);
    expect(after.filesOnDisk).toEqual(before.filesOnDisk);
    expect((await t.app.inject({ url: link.json().url })).statusCode).toBe(404);
    const relink = await t.app.inject({
      url: `/api/documents/${ids[0]}/download`,
      headers: { authorization: viewer.authorization },
    });
    expect(relink.statusCode).toBe(404);
    const listed = await t.app.inject({
      url: `/api/documents?component_id=${design.id}`,
      headers: { authorization: viewer.authorization },
    });
    expect(listed.json().map((d: { id: string }) => d.id)).toEqual(ids.slice(1));
  });
});

describe('bad documents: a clear error and nothing stored', () => {
  const cases: Array<[string, Part[], number, string]> = [
    [
      'a missing name',
      [
        { name: 'component_id', value: '' },
        { name: 'file', file: pdfFile },
      ],
      400,
      'Please provide a name and select a file.',
    ],
    [
      'a blank name',
      [
        { name: 'name', value: '   ' },
        { name: 'file', file: pdfFile },
      ],
      400,
      'Please provide a name and select a file.',
    ],
    [
      'a missing file',
      [{ name: 'name', value: 'Plan' }],
      400,
      'Please provide a name and select a file.',
    ],
    [
      'an unknown component',
      [
        { name: 'component_id', value: randomUUID() },
        { name: 'name', value: 'Plan' },
        { name: 'file', file: pdfFile },
      ],
      400,
      'The chosen component does not exist.',
    ],
    [
      'an HTML file renamed to .pdf',
      [
        { name: 'name', value: 'Plan' },
        { name: 'file', file: { filename: 'plan.pdf', type: 'application/pdf', data: html } },
      ],
      415,
      'not an accepted type',
    ],
    [
      'an oversize file',
      [
        { name: 'name', value: 'Plan' },
        {
          name: 'file',
          file: { ...pdfFile, data: Buffer.concat([pdf, Buffer.alloc(200 * 1024, 0x20)]) },
        },
      ],
      413,
      'larger than',
    ],
    [
      'a file name with path separators',
      [
        { name: 'name', value: 'Plan' },
        { name: 'file', file: { ...pdfFile, filename: '..\\..\\plan.pdf' } },
      ],
      400,
      'path separators',
    ],
    [
      'a 300-character file name',
      [
        { name: 'name', value: 'Plan' },
        { name: 'file', file: { ...pdfFile, filename: `${'d'.repeat(296)}.pdf` } },
      ],
      400,
      'longer than 255 characters',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, parts, status, message) => {
    const before = await snapshotStorage(t);
    const withComponent = parts.some((part) => part.name === 'component_id')
      ? parts
      : [{ name: 'component_id', value: room.id }, ...parts];
    const response = await post(withComponent);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().detail).toContain(message);
    expect(await snapshotStorage(t)).toEqual(before);
  });

  it('gives a viewer 403 on upload and delete', async () => {
    const created = await post([
      { name: 'component_id', value: room.id },
      { name: 'name', value: 'Keep' },
      { name: 'file', file: pdfFile },
    ]);
    const before = await snapshotStorage(t);
    const upload = await post(
      [
        { name: 'component_id', value: room.id },
        { name: 'name', value: 'Nope' },
        { name: 'file', file: pdfFile },
      ],
      viewer.authorization,
    );
    expect(upload.statusCode).toBe(403);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${created.json().id}`,
      headers: { authorization: viewer.authorization },
    });
    expect(remove.statusCode).toBe(403);
    expect(await snapshotStorage(t)).toEqual(before);
  });
});
