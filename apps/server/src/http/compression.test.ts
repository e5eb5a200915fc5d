import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('compressed responses', () => {
  it('sends JSON over 1 kB as brotli to a browser that accepts it', async () => {
    const response = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    const body = zlib.brotliDecompressSync(response.rawPayload);
    expect(JSON.parse(body.toString()).paths['/api/health']).toBeDefined();
    expect(response.rawPayload.length).toBeLessThan(body.length / 5);
  });

  it('falls back to gzip, and to plain JSON for a client that accepts neither', async () => {
    const gzip = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).openapi).toBeDefined();

    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toBeDefined();
  });

  it('leaves responses under 1 kB as they are', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().status).toBe('ok');
  });
});
