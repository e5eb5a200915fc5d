import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccountVia, readAccountVia } from '../credit/test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let manager: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  manager = await createSignedInUser(t, { role: 'project_manager' });
});
afterAll(() => t.close());

const putHousehold = (members: unknown, authorization = owner.authorization) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/household',
    headers: { authorization },
    payload: { members },
  });

const getHousehold = async () => {
  const response = await t.app.inject({
    url: '/api/settings/household',
    headers: { authorization: manager.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('household members and owner options', () => {
  it('starts with two partners and a pair, Joint third', async () => {
    expect(await getHousehold()).toEqual({
      members: ['Partner 1', 'Partner 2', 'Parents'],
      owner_options: ['Partner 1', 'Partner 2', 'Joint', 'Parents'],
    });
  });

  it('renames a member in place and their accounts with them', async () => {
    const account = await createAccountVia(t, manager.authorization, { owner: 'Partner 2' });
    const response = await putHousehold(['Partner 1', 'Sam', 'Parents']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().owner_options).toEqual(['Partner 1', 'Sam', 'Joint', 'Parents']);
    expect((await readAccountVia(t, owner.authorization, account.id)).owner).toBe('Sam');
  });

  it('refuses to remove a member who owns accounts, and changes nothing', async () => {
    const before = await getHousehold();
    const response = await putHousehold(['Partner 1', 'Parents']);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      '1 account belongs to Sam. Give them another owner before removing Sam.',
    );
    expect(await getHousehold()).toEqual(before);
  });

  it.each([
    ['no members', [], 'Name at least one member'],
    ['an empty name', ['Alex', ' '], 'Every member needs a name'],
    ['Joint as a member', ['Alex', 'joint'], "'Joint' is always an option"],
    ['the same name twice', ['Alex', 'alex'], 'different name'],
    ['seven members', ['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'at most 6'],
  ])('refuses %s', async (_name, members, message) => {
    const before = await getHousehold();
    const response = await putHousehold(members);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(message);
    expect(await getHousehold()).toEqual(before);
  });

  it('is named by the owner only', async () => {
    const response = await putHousehold(['A', 'B'], manager.authorization);
    expect(response.statusCode).toBe(403);
  });
});
