import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  // As the build writes it: the early start inline (decision 048), the app's script by file.
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><head><script>window.early = 1;</script>' +
      '<script type="module" src="/assets/app-1234.js"></script></head><div id="root"></div>',
  );
  await fs.writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  await fs.writeFile(path.join(dist, 'assets', 'app-1234.js.map'), '{"version":3}');
  // What the build's precompress step writes beside a file.
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  await fs.writeFile(path.join(dist, 'assets', 'big-5678.js'), bundle);
  await fs.writeFile(path.join(dist, 'assets', 'big-5678.js.br'), zlib.brotliCompressSync(bundle));
  await fs.writeFile(path.join(dist, 'assets', 'big-5678.js.gz'), zlib.gzipSync(bundle));
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist, NODE_ENV: 'production' } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html for deep links (history fallback)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/rooms/room/8c0b7a1e-0000-4000-8000-000000000000',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/expenses' });
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(
      "script-src 'self' 'sha256-py00WdQ/C3XAckY034AGJ6achcnvjjDNR2tu11bZabs='",
    );
  });

  it('serves the page whatever the Accept header says (curl, health checkers)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a missing file with 404, not with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(response.statusCode).toBe(404);
  });

  it('does not serve source maps in production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('version');
  });

  it('serves fingerprinted assets with a long cache life', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy a browser accepts, and the plain file to others', async () => {
    const brotli = await t.app.inject({
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('xxxx');
    expect(brotli.rawPayload.length).toBeLessThan(200);

    const gzip = await t.app.inject({
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ url: '/assets/big-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4000);
  });

  it('never answers an unknown API path with the page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
