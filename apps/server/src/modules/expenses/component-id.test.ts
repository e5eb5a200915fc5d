// The expense API names an expense's component `component_id`, as the rest of the API does,
// and still takes the old `room_id` for one release (packages/shared contracts/expenses.ts).
import { randomUUID } from 'node:crypto';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia, createExpenseVia, snapshotStorage } from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let hall: BuildComponent;
let loft: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  hall = await createComponentVia(t, owner.authorization, { name: 'Hall' });
  loft = await createComponentVia(t, owner.authorization, { name: 'Loft' });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { authorization: owner.authorization }, payload });

const read = (url: string) =>
  t.app.inject({ url, headers: { authorization: owner.authorization } });

describe('component_id in expense bodies', () => {
  it('creates with component_id and answers with it (and the old room_id copy)', async () => {
    const created = await createExpenseVia(t, owner.authorization, {
      component_id: hall.id,
      supplier: 'Paint Co',
      rrp: 12,
    });
    expect(created.component_id).toBe(hall.id);
    expect(created.room_id).toBe(hall.id);
    expect(created.total_cost).toBe(12);
  });

  it('still creates with room_id and answers with component_id', async () => {
    const created = await createExpenseVia(t, owner.authorization, { room_id: loft.id, rrp: 3 });
    expect(created.component_id).toBe(loft.id);
    expect(created.room_id).toBe(loft.id);
  });

  it('prefers component_id when a body sends both names', async () => {
    const created = await createExpenseVia(t, owner.authorization, {
      component_id: hall.id,
      room_id: loft.id,
      rrp: 1,
    });
    expect(created.component_id).toBe(hall.id);
  });

  it('moves an expense with component_id on update, and with room_id', async () => {
    const expense = await createExpenseVia(t, owner.authorization, {
      component_id: hall.id,
      product: 'Rug',
    });
    const moved = await send('PUT', `/api/expenses/${expense.id}`, {
      component_id: loft.id,
      product: 'Rug',
      updated_at: expense.updated_at,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ component_id: loft.id, room_id: loft.id });
    const back = await send('PUT', `/api/expenses/${expense.id}`, {
      room_id: hall.id,
      product: 'Rug',
      updated_at: moved.json().updated_at,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().component_id).toBe(hall.id);
  });

  it('refuses a bad or unknown component under component_id and stores nothing', async () => {
    const before = await snapshotStorage(t);
    const notAnId = await send('POST', '/api/expenses', { component_id: 'hall' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors.component_id).toEqual(['Choose a component.']);
    const missing = await send('POST', '/api/expenses', { supplier: 'Nobody' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.component_id).toEqual(['Choose a component.']);
    const unknown = await send('POST', '/api/expenses', { component_id: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.component_id[0]).toContain('The chosen component does not exist');
    expect(await snapshotStorage(t)).toEqual(before);
  });
});

describe('component_id in expense queries', () => {
  it('filters the list by component_id, and by room_id for old clients', async () => {
    const roomOnly = await createComponentVia(t, owner.authorization, { name: 'Porch' });
    await createExpenseVia(t, owner.authorization, { component_id: roomOnly.id, product: 'Mat' });
    for (const name of ['component_id', 'room_id']) {
      const response = await read(`/api/expenses?${name}=${roomOnly.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      expect(page.items.map((item: { product: string }) => item.product)).toEqual(['Mat']);
      expect(page.items[0].component_id).toBe(roomOnly.id);
      expect(page.totals.count).toBe(1);
    }
  });

  it('exports one component by component_id or room_id', async () => {
    const shed = await createComponentVia(t, owner.authorization, { name: 'Shed' });
    await createExpenseVia(t, owner.authorization, { component_id: shed.id, product: 'Padlock' });
    for (const name of ['component_id', 'room_id']) {
      const response = await read(`/api/expenses/export.csv?${name}=${shed.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const lines = response.body.trim().split('\r\n');
      // The header and the one expense of the shed.
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Padlock');
    }
  });
});

describe('room_id in the API document', () => {
  const deprecated = {
    deprecated: true,
    description: 'Deprecated: use component_id. room_id is removed after 2027-06-30.',
  };
  type Operation = {
    parameters?: Array<{ name: string; description?: string; schema: Record<string, unknown> }>;
    requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  };
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    paths = (await read('/api/docs/json')).json().paths;
  });

  it('marks room_id deprecated in answers, with its removal date', () => {
    const answer = paths['/api/expenses']!.post!.responses['201']!.content!['application/json']!;
    const properties = answer.schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.room_id).toMatchObject(deprecated);
    expect(properties.component_id!.deprecated).toBeUndefined();
  });

  it('lists room_id in bodies and queries as deprecated, beside component_id', () => {
    for (const [path, method] of [
      ['/api/expenses', 'post'],
      ['/api/expenses/{id}', 'put'],
    ] as const) {
      const body = paths[path]![method]!.requestBody!.content['application/json']!.schema;
      expect(body.properties.room_id, `${method} ${path}`).toMatchObject(deprecated);
    }
    for (const path of ['/api/expenses', '/api/expenses/export.csv']) {
      const parameter = paths[path]!.get!.parameters!.find((p) => p.name === 'room_id');
      expect(parameter?.schema.deprecated, path).toBe(true);
      expect(parameter?.description, path).toBe(deprecated.description);
    }
  });
});
