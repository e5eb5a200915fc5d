import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/**
 * The published OpenAPI document (/api/docs/json) says what the server does: refusals with their
 * codes, answers without a body, uploads a tool can call, the event stream, public routes.
 */
type Operation = {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  paths = JSON.parse(response.body).paths;
});
afterAll(() => t.close());

const operation = (path: string, method: string) => paths[path]?.[method] as Operation;

describe('the published document', () => {
  it('lists every refusal status with the codes it carries', () => {
    const update = operation('/api/components/{type}/{id}', 'patch');
    expect(Object.keys(update.responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '413', '414', '415', '422', '500'].sort(),
    );
    expect(update.responses['409']?.description).toBe('Refused: stale_update');
    expect(update.responses['401']?.description).toBe(
      'Refused: unauthenticated, token_expired, token_invalid',
    );
  });

  it('says 204 without a body where the server answers 204', () => {
    const remove = operation('/api/admin/users/{email}', 'delete');
    expect(remove.responses['204']).toEqual({ description: 'No Content' });
    expect(remove.responses['200']).toBeUndefined();
  });

  it('gives a delete to the trash its 200 with the trash entry, not a 204', () => {
    const remove = operation('/api/components/{type}/{id}', 'delete');
    expect(remove.responses['204']).toBeUndefined();
    const body = remove.responses['200']?.content?.['application/json']?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['id', 'resource_type', 'resource_id', 'purge_at', 'can_restore']),
    );
  });

  it('gives every upload a multipart body with its fields and files', () => {
    const create = operation('/api/timeline/entries', 'post');
    const body = create.requestBody?.content['multipart/form-data']?.schema as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    expect(body.properties.photos).toEqual({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      maxItems: 10,
    });
    expect(body.required).toContain('title');
    const uploads = Object.values(paths).flatMap((methods) =>
      Object.values(methods).filter((op) => op.requestBody?.content['multipart/form-data']),
    );
    expect(uploads.length).toBe(6);
  });

  it('marks public routes as needing no token, and the event stream as a stream', () => {
    expect(operation('/api/health', 'get').security).toEqual([]);
    expect(operation('/api/components', 'get').security).toBeUndefined();
    expect(Object.keys(operation('/api/events', 'get').responses['200']?.content ?? {})).toEqual([
      'text/event-stream',
    ]);
  });

  it('states the rules the server enforces: e-mail format, calendar dates', () => {
    const json = JSON.stringify(paths);
    expect(json).toContain('"format":"email"');
    expect(json).toContain('"format":"date"');
  });
});
