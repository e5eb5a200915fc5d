import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComponentVia, createExpenseVia } from '../modules/expenses/test-support.ts';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { multipart, type Part, pdf } from '../test/upload-fixtures.ts';

/**
 * The malformed-input walk (decision 007) for multipart bodies: every route that takes an
 * upload gets bodies the multipart parser cannot read (no boundary, a boundary it cannot use,
 * a body cut short in a part header or in the file, a body of another boundary) and must
 * answer 400 'The upload is incomplete or malformed.', never 5xx. Every other write without a
 * JSON body gets the same bodies and must not answer 5xx either. A new write route without a
 * JSON body fails the first test until it is put in one of the two lists.
 */

/** Upload routes: the file field, and the text fields a valid upload of theirs would carry. */
const UPLOAD_ROUTES: Record<string, { fileField: string; fields: Part[] }> = {
  'POST /api/expenses/extract': { fileField: 'file', fields: [{ name: 'room_id', value: 'ROOM' }] },
  'POST /api/expenses/:id/receipt': { fileField: 'file', fields: [] },
  'POST /api/documents': {
    fileField: 'file',
    fields: [
      { name: 'component_id', value: 'ROOM' },
      { name: 'name', value: 'Plan' },
    ],
  },
  'POST /api/insurances': {
    fileField: 'file',
    fields: [
      { name: 'insurance_type', value: 'contractor' },
      { name: 'provider', value: 'Insurer' },
    ],
  },
  'POST /api/timeline/entries': {
    fileField: 'photos',
    fields: [
      { name: 'title', value: 'Walls up' },
      { name: 'description', value: 'Plastered.' },
      { name: 'date', value: '2026-03-14' },
    ],
  },
  'POST /api/timeline/entries/:id/photos': { fileField: 'photos', fields: [] },
};

/** Writes without a JSON body that read no upload (query strings, or no input at all). */
const NOT_UPLOADS = [
  'POST /api/admin/users',
  'POST /api/admin/access-requests/:id/decline',
  'POST /api/admin/outbox/test',
  'POST /api/notifications/mark-read',
  'POST /api/notifications/last-visit',
  'POST /api/ai/test',
  // Reads its cookie only (and refuses without the app's CSRF header).
  'POST /api/identity/refresh',
  // A trash entry's id in the path, no body.
  'POST /api/trash/:id/restore',
  // An invitation's id in the path, no body.
  'POST /api/admin/invitations/:id/resend',
];

let t: TestApp;
let owner: SignedInUser;
/** A real id for each upload route with a path parameter, so the upload itself is read. */
const ids: Record<string, string> = {};
let roomId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  const room = await createComponentVia(t, owner.authorization, { name: 'Hall' });
  roomId = room.id;
  const expense = await createExpenseVia(t, owner.authorization, {
    room_id: room.id,
    supplier: 'Timber Ltd',
    product: 'Skirting',
    rrp: 12,
  });
  ids['POST /api/expenses/:id/receipt'] = expense.id;
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer();
  const entry = multipart([
    { name: 'title', value: 'Floor down' },
    { name: 'description', value: 'Oak boards.' },
    { name: 'date', value: '2026-03-01' },
    { name: 'photos', file: { filename: 'floor.jpg', type: 'image/jpeg', data: photo } },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/timeline/entries',
    headers: { authorization: owner.authorization, ...entry.headers },
    payload: entry.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  ids['POST /api/timeline/entries/:id/photos'] = created.json().id;
});
afterAll(() => t.close());

const someId = '00000000-0000-4000-8000-000000000000';
const BOUNDARY = '----hrt-test-boundary';

/** Bodies the parser cannot read, each with the content type it is sent under. */
function brokenBodies(key: string): Array<[label: string, contentType: string, body: Buffer]> {
  const route = UPLOAD_ROUTES[key] ?? { fileField: 'file', fields: [] };
  const fields = route.fields.map((part) => ({
    ...part,
    value: part.value === 'ROOM' ? roomId : part.value,
  }));
  const file = { filename: 'scan.pdf', type: 'application/pdf', data: pdfOf(4000) };
  const whole = multipart([...fields, { name: route.fileField, file }]).payload;
  const typed = `multipart/form-data; boundary=${BOUNDARY}`;
  const headerStart = whole.indexOf('filename=');
  return [
    ['no boundary', 'multipart/form-data', whole],
    ['an empty boundary', 'multipart/form-data; boundary=', whole],
    ['a 300-character boundary', `multipart/form-data; boundary=${'b'.repeat(300)}`, whole],
    ['a body cut inside the file', typed, whole.subarray(0, whole.length - 2000)],
    ['a body cut inside a part header', typed, whole.subarray(0, headerStart)],
    ['no closing boundary', typed, whole.subarray(0, whole.lastIndexOf(`--${BOUNDARY}--`))],
    ['a body of another boundary', 'multipart/form-data; boundary=something-else', whole],
  ];
}

function pdfOf(size: number): Buffer {
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
}

const urlOf = (key: string) => {
  const url = key.split(' ')[1]!;
  return url.replace(/:(\w+)/g, ids[key] ?? someId);
};

const send = (key: string, contentType: string, payload: Buffer) =>
  t.app.inject({
    method: key.split(' ')[0] as 'POST',
    url: urlOf(key),
    headers: { authorization: owner.authorization, 'content-type': contentType },
    payload,
  });

describe('broken multipart bodies on every route', () => {
  it('knows every write route without a JSON body (a new one must be listed)', () => {
    const keys = t.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && !route.takesJsonBody)
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    expect(keys.sort()).toEqual([...Object.keys(UPLOAD_ROUTES), ...NOT_UPLOADS].sort());
  });

  it('answers every upload route 400 "The upload is incomplete or malformed."', async () => {
    for (const key of Object.keys(UPLOAD_ROUTES)) {
      for (const [label, contentType, body] of brokenBodies(key)) {
        const response = await send(key, contentType, body);
        const what = `${key} with ${label}: ${response.body.slice(0, 200)}`;
        expect([response.statusCode, response.json()], what).toEqual([
          400,
          { detail: 'The upload is incomplete or malformed.', code: 'validation_failed' },
        ]);
      }
    }
  });

  it('answers the other writes without a JSON body below 500, in the error shape when refused', async () => {
    for (const key of NOT_UPLOADS) {
      for (const [label, contentType, body] of brokenBodies(key)) {
        const response = await send(key, contentType, body);
        const what = `${key} with ${label}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().detail, what).toBe('string');
      }
    }
  });

  it('still reads a whole upload after the broken ones (the parser is not left in a bad state)', async () => {
    const body = multipart([
      { name: 'title', value: 'Still works' },
      { name: 'description', value: 'A whole body.' },
      { name: 'date', value: '2026-03-15' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/timeline/entries',
      headers: { authorization: owner.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
