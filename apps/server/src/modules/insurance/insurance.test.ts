import type { Insurance } from '@hrt/shared/schemas/insurance';
import {
  CONTRACTOR_NAME_REQUIRED,
  END_BEFORE_START,
  FILE_NOT_CHANGEABLE,
} from '@hrt/shared/schemas/insurance';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { doc, docx, multipart, type Part, pdf, plainZip, png } from '../../test/upload-fixtures.ts';
import { activityEvents } from '../activity/schema.ts';
import { listFiles } from '../expenses/test-support.ts';
import { storedFiles } from '../files/schema.ts';
import { insurancePolicies } from './schema.ts';

let t: TestApp;
let owner: SignedInUser;
let builder: SignedInUser;
let viewer: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  builder = await createSignedInUser(t, { role: 'build_manager' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

const personal = {
  insurance_type: 'Home',
  provider: 'Aviva',
  policy_number: 'HOME-123',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  coverage_amount: '250000',
  description: 'Buildings and contents',
  insurance_category: 'personal',
};
const contractor = {
  ...personal,
  insurance_type: 'Public liability',
  provider: 'Hiscox',
  policy_number: 'PL-9',
  contractor_name: 'Smith Builders',
  insurance_category: 'contractor',
};
const pdfFile = { filename: 'policy.pdf', type: 'application/pdf', data: pdf };

function post(
  fields: Record<string, string>,
  file: Part['file'] | null = pdfFile,
  authorization = owner.authorization,
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', file });
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/insurances',
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
}

async function add(fields: Record<string, string>, authorization = owner.authorization) {
  const response = await post(fields, pdfFile, authorization);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Insurance;
}

const get = (url: string, authorization = owner.authorization) =>
  t.app.inject({ url, headers: { authorization } });

/** Policies, stored files, files on disk and feed events: what a refusal must leave alone. */
async function snapshot() {
  const db = t.ctx.database.db;
  const [p] = await db.select({ n: count() }).from(insurancePolicies);
  const [f] = await db.select({ n: count() }).from(storedFiles);
  const [a] = await db.select({ n: count() }).from(activityEvents);
  const rows = await db.select().from(insurancePolicies).orderBy(insurancePolicies.id);
  return { policies: p!.n, files: f!.n, activity: a!.n, rows, disk: await listFiles(t.filesDir) };
}

describe('insurance documents', () => {
  it('adds a personal and a contractor policy with their files and lists them', async () => {
    const home = await add(personal);
    expect(home).toMatchObject({
      insurance_type: 'Home',
      provider: 'Aviva',
      policy_number: 'HOME-123',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      coverage_amount: 250000,
      description: 'Buildings and contents',
      contractor_name: null,
      insurance_category: 'personal',
      file: { file_name: 'policy.pdf', content_type: 'application/pdf' },
      created_by: owner.email,
    });
    const liability = await add(contractor, builder.authorization);
    expect(liability).toMatchObject({ contractor_name: 'Smith Builders' });

    const [event] = await t.ctx.database.db
      .select()
      .from(activityEvents)
      .orderBy(desc(activityEvents.createdAt))
      .limit(1);
    expect(event).toMatchObject({
      action: 'created',
      resourceType: 'insurance',
      resourceName: 'Smith Builders: Public liability',
      audience: null,
    });

    const all = (await get('/api/insurances')).json() as Insurance[];
    expect(all.map((policy) => policy.id)).toEqual([home.id, liability.id]);
  });

  it('accepts PDF, JPEG, PNG, DOC and DOCX policy files (checked by contents)', async () => {
    for (const file of [
      { filename: 'scan.PNG', type: 'image/png', data: png },
      { filename: 'terms.doc', type: 'application/msword', data: doc },
      { filename: 'terms.docx', type: 'application/octet-stream', data: docx },
    ]) {
      const response = await post(contractor, file);
      expect([file.filename, response.statusCode, response.body]).toMatchObject([
        file.filename,
        201,
        expect.any(String),
      ]);
    }
  });

  it('shows personal policies only to the roles that see personal finances', async () => {
    const visible = (await get('/api/insurances', viewer.authorization)).json() as Insurance[];
    expect(new Set(visible.map((policy) => policy.insurance_category))).toEqual(
      new Set(['contractor']),
    );
    const personalOnly = await get('/api/insurances?category=personal', viewer.authorization);
    expect(personalOnly.statusCode).toBe(403);
    const home = ((await get('/api/insurances')).json() as Insurance[]).find(
      (policy) => policy.insurance_category === 'personal',
    )!;
    const file = await get(`/api/insurances/${home.id}/file`, viewer.authorization);
    // Answered like an unknown id, so the id tells nothing (decision 019).
    expect([file.statusCode, file.json().code]).toEqual([404, 'not_found']);
  });

  it('gives a short-lived signed link to the file', async () => {
    const policy = await add(contractor);
    const response = await get(`/api/insurances/${policy.id}/file`, viewer.authorization);
    expect(response.statusCode, response.body).toBe(200);
    const { file_url } = response.json();
    expect(file_url).toMatch(/^\/api\/files\/[0-9a-f-]+\?expires=\d+&signature=/);
    const download = await t.app.inject({ url: file_url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('changes the fields as JSON, keeps the file, and re-arms reminders on a new end date', async () => {
    const policy = await add(personal);
    await t.ctx.database.db
      .update(insurancePolicies)
      .set({ reminder30SentAt: new Date() })
      .where(eqId(policy.id));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/insurances/${policy.id}`,
      headers: { authorization: owner.authorization },
      payload: { ...personal, coverage_amount: 300000.5, end_date: '2027-01-31' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      coverage_amount: 300000.5,
      end_date: '2027-01-31',
      file: policy.file,
    });
    const [row] = await t.ctx.database.db.select().from(insurancePolicies).where(eqId(policy.id));
    expect(row!.reminder30SentAt).toBeNull();
  });

  it('moves a policy to the trash with its file: rows gone, file kept until the purge', async () => {
    const policy = await add(contractor);
    const { file_url } = (await get(`/api/insurances/${policy.id}/file`)).json();
    expect((await t.app.inject({ url: file_url })).statusCode).toBe(200);
    const before = await snapshot();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/insurances/${policy.id}`,
      headers: { authorization: builder.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      resource_type: 'insurance',
      resource_id: policy.id,
      label: 'Insurance policy',
    });
    const after = await snapshot();
    expect([after.policies, after.files, after.disk.length]).toEqual([
      before.policies - 1,
      before.files - 1,
      before.disk.length,
    ]);
    expect((await get(`/api/insurances/${policy.id}/file`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: file_url })).statusCode).toBe(404);
  });
});

describe('bad input to the insurance API: a clear error and nothing stored', () => {
  let existing: Insurance;
  beforeAll(async () => {
    existing = await add(contractor);
  });

  it('refuses a contractor policy without a contractor name', async () => {
    const before = await snapshot();
    const { contractor_name: _name, ...withoutName } = contractor;
    for (const fields of [withoutName, { ...contractor, contractor_name: '   ' }]) {
      const response = await post(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ contractor_name: [CONTRACTOR_NAME_REQUIRED] });
    }
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/insurances/${existing.id}`,
      headers: { authorization: owner.authorization },
      payload: { ...withoutName, coverage_amount: 1 },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual({ contractor_name: [CONTRACTOR_NAME_REQUIRED] });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an end date before the start date', async () => {
    const before = await snapshot();
    const response = await post({ ...personal, start_date: '2026-05-01', end_date: '2026-04-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ end_date: [END_BEFORE_START] });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/insurances/${existing.id}`,
      headers: { authorization: owner.authorization },
      payload: {
        ...contractor,
        coverage_amount: 1,
        start_date: '2026-05-01',
        end_date: '2026-01-01',
      },
    });
    expect(update.json().errors).toEqual({ end_date: [END_BEFORE_START] });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [
      'an ELF executable renamed .pdf',
      Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00'), Buffer.alloc(120, 1)]),
    ],
    ['a Windows executable renamed .pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)])],
    ['a PNG renamed .pdf', png],
  ])('refuses %s with 415', async (_name, data) => {
    const before = await snapshot();
    const response = await post(personal, {
      filename: 'policy.pdf',
      type: 'application/pdf',
      data,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a GIF, an accepted contents type but not an accepted file', async () => {
    const before = await snapshot();
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 0)]);
    const response = await post(personal, { filename: 'photo.gif', type: 'image/gif', data: gif });
    expect(response.statusCode).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a ZIP that is not a Word document, even named .docx', async () => {
    const before = await snapshot();
    const response = await post(personal, {
      filename: 'terms.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      data: plainZip,
    });
    expect(response.statusCode).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('needs a file when adding', async () => {
    const before = await snapshot();
    const response = await post(personal, null);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: ['Choose the policy document to upload.'] });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to change the file on edit, as JSON or as a new upload', async () => {
    const before = await snapshot();
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/insurances/${existing.id}`,
      headers: { authorization: owner.authorization },
      payload: { ...contractor, coverage_amount: 1, file_url: '/api/files/other' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ file_url: [FILE_NOT_CHANGEABLE] });
    const body = multipart([
      ...Object.entries(contractor).map(([name, value]) => ({ name, value })),
      { name: 'file', file: pdfFile },
    ]);
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/insurances/${existing.id}`,
      headers: { authorization: owner.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(415);
    expect(upload.json()).toEqual({ code: 'unsupported_media_type', detail: FILE_NOT_CHANGEABLE });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no insurance type', { insurance_type: '' }, 'insurance_type'],
    ['no provider', { provider: '' }, 'provider'],
    ['no policy number', { policy_number: '' }, 'policy_number'],
    ['a negative coverage', { coverage_amount: '-5' }, 'coverage_amount'],
    ['a coverage that is not a number', { coverage_amount: 'lots' }, 'coverage_amount'],
    ['a date that does not exist', { end_date: '2026-02-30' }, 'end_date'],
    ['an unknown category', { insurance_category: 'pets' }, 'insurance_category'],
  ])('refuses %s', async (_name, change, field) => {
    const before = await snapshot();
    const response = await post({ ...personal, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a build manager add contractor policies but not personal ones', async () => {
    const before = await snapshot();
    const response = await post(personal, pdfFile, builder.authorization);
    expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
    const home = ((await get('/api/insurances')).json() as Insurance[]).find(
      (policy) => policy.insurance_category === 'personal',
    )!;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/insurances/${existing.id}`,
      headers: { authorization: builder.authorization },
      payload: { ...personal, coverage_amount: 1 },
    });
    expect(moved.statusCode).toBe(403);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/insurances/${home.id}`,
      headers: { authorization: builder.authorization },
    });
    // A personal policy is not there for a build manager: 404, as for an unknown id.
    expect(removed.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

function eqId(id: string) {
  return eq(insurancePolicies.id, id);
}
