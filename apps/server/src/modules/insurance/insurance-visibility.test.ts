// Personal insurance is personal finances: to a role that may not see it, a personal policy's
// id answers exactly as an unknown id does (decision 019), on every route that
// takes an id, so no answer tells that the policy exists.
import { randomUUID } from 'node:crypto';
import type { Role } from '@hrt/shared/roles';
import type { Insurance } from '@hrt/shared/schemas/insurance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';

let t: TestApp;
let owner: SignedInUser;
let personalId: string;

const fields = {
  insurance_type: 'Home',
  provider: 'Aviva',
  policy_number: 'HOME-123',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  coverage_amount: 250000,
  description: 'Buildings and contents',
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  const body = multipart([
    ...Object.entries({ ...fields, insurance_category: 'personal' }).map(([name, value]) => ({
      name,
      value: String(value),
    })),
    { name: 'file', file: { filename: 'policy.pdf', type: 'application/pdf', data: pdf } },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/insurances',
    headers: { authorization: owner.authorization, ...body.headers },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  personalId = created.json().id;
});
afterAll(() => t.close());

/** Every route that takes a policy id, as this user, for this id. */
async function askAbout(user: SignedInUser, id: string) {
  const answers = [
    await t.app.inject({
      url: `/api/insurances/${id}/file`,
      headers: { authorization: user.authorization },
    }),
    await t.app.inject({
      method: 'PUT',
      url: `/api/insurances/${id}`,
      headers: { authorization: user.authorization },
      payload: { ...fields, insurance_category: 'personal', provider: 'Changed' },
    }),
    await t.app.inject({
      method: 'PUT',
      url: `/api/insurances/${id}`,
      headers: { authorization: user.authorization },
      payload: { ...fields, insurance_category: 'contractor', contractor_name: 'Smith Ltd' },
    }),
    await t.app.inject({
      method: 'DELETE',
      url: `/api/insurances/${id}`,
      headers: { authorization: user.authorization },
    }),
  ];
  return answers.map((answer) => ({ status: answer.statusCode, body: answer.json() }));
}

describe("a personal policy's id, to a role without finance rights", () => {
  it.each([
    ['build_manager', [404, 404, 404, 404]],
    ['interior_designer', [404, 403, 403, 403]],
    ['viewer', [404, 403, 403, 403]],
  ] as const)('%s: answered exactly like an unknown id', async (role: Role, statuses) => {
    const user = await createSignedInUser(t, { role });
    const forPersonal = await askAbout(user, personalId);
    const forUnknown = await askAbout(user, randomUUID());
    expect(forPersonal.map((answer) => answer.status)).toEqual(statuses);
    expect(forPersonal).toEqual(forUnknown);
    expect(forPersonal[0]!.body).toEqual({
      detail: 'No insurance document with this id was found.',
      code: 'not_found',
    });

    // Nothing was changed or removed.
    const list = await t.app.inject({
      url: '/api/insurances',
      headers: { authorization: owner.authorization },
    });
    const policy = (list.json() as Insurance[]).find((one) => one.id === personalId);
    expect(policy).toMatchObject({ provider: 'Aviva', insurance_category: 'personal' });
  });

  it('still serves the owner', async () => {
    const file = await t.app.inject({
      url: `/api/insurances/${personalId}/file`,
      headers: { authorization: owner.authorization },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json().file_url).toEqual(expect.any(String));
  });
});
