// A component's documents follow its money rule (decision 019): interior
// designers add and delete documents of design items only; other content editors on every
// component; viewers on none. A refusal stores and removes nothing.
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { createComponentVia, snapshotStorage } from '../expenses/test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let designer: SignedInUser;
let builder: SignedInUser;
let room: BuildComponent;
let service: BuildComponent;
let design: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  designer = await createSignedInUser(t, { role: 'interior_designer' });
  builder = await createSignedInUser(t, { role: 'build_manager' });
  room = await createComponentVia(t, owner.authorization, { name: 'Kitchen', type: 'room' });
  service = await createComponentVia(t, owner.authorization, {
    name: 'Electrician',
    type: 'service',
  });
  design = await createComponentVia(t, owner.authorization, { name: 'Moodboard', type: 'design' });
});
afterAll(() => t.close());

function upload(user: SignedInUser, componentId: string, name: string) {
  const body = multipart([
    { name: 'component_id', value: componentId },
    { name: 'name', value: name },
    { name: 'file', file: { filename: 'doc.pdf', type: 'application/pdf', data: pdf } },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { authorization: user.authorization, ...body.headers },
    payload: body.payload,
  });
}

const remove = (user: SignedInUser, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/documents/${id}`,
    headers: { authorization: user.authorization },
  });

const DESIGNER_REFUSAL = {
  detail: 'Interior designers may only add or delete documents of design items.',
  code: 'forbidden',
};

describe("an interior designer and a component's documents", () => {
  it.each([
    ['room', () => room],
    ['service', () => service],
  ])('cannot add or delete documents of a %s', async (_type, component) => {
    const before = await snapshotStorage(t);
    const added = await upload(designer, component().id, 'Electrical certificate');
    expect(added.statusCode, added.body).toBe(403);
    expect(added.json()).toEqual(DESIGNER_REFUSAL);
    expect(await snapshotStorage(t)).toEqual(before);

    const ownersDocument = await upload(owner, component().id, 'Signed contract');
    expect(ownersDocument.statusCode, ownersDocument.body).toBe(201);
    const stored = await snapshotStorage(t);
    const removed = await remove(designer, ownersDocument.json().id);
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual(DESIGNER_REFUSAL);
    expect(await snapshotStorage(t)).toEqual(stored);
  });

  it('adds and deletes documents of a design item', async () => {
    const added = await upload(designer, design.id, 'Colour scheme');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ component_id: design.id, name: 'Colour scheme' });
    const removed = await remove(designer, added.json().id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      resource_type: 'document',
      resource_id: added.json().id,
      name: 'Colour scheme',
    });
  });
});

describe('other roles', () => {
  it('lets a build manager add and delete documents of a room', async () => {
    const added = await upload(builder, room.id, 'Quote');
    expect(added.statusCode, added.body).toBe(201);
    const removed = await remove(builder, added.json().id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      resource_type: 'document',
      resource_id: added.json().id,
    });
  });

  it('still refuses a viewer on a design item', async () => {
    const viewer = await createSignedInUser(t, { role: 'viewer' });
    const before = await snapshotStorage(t);
    expect((await upload(viewer, design.id, 'Sketch')).statusCode).toBe(403);
    expect(await snapshotStorage(t)).toEqual(before);
  });
});
