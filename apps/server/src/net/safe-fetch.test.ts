import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopTestServer, startShopTestServer } from '../test/shop-test-server.ts';
import { isAllowedHost, isPrivateAddress, parseAllowHosts } from './address-policy.ts';
import { safeFetch } from './safe-fetch.ts';

let shop: ShopTestServer;
let allowHosts: string[];
beforeAll(async () => {
  shop = await startShopTestServer();
  allowHosts = [shop.allowHost];
  shop.route('/page', { html: '<h1>Lamp</h1>' });
});
afterAll(() => shop.close());

async function refusal(url: string, hosts: string[] = allowHosts, extra = {}) {
  const error = await safeFetch(url, { allowHosts: hosts, ...extra }).then(
    () => undefined,
    (caught: unknown) => caught as { code?: string; message: string },
  );
  expect(error, `${url} was fetched`).toBeDefined();
  return { code: error!.code, message: error!.message };
}

describe('the address guard', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['192.168.1.10', true],
    ['172.16.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['::1', true],
    ['::', true],
    ['::ffff:7f00:1', true],
    ['::ffff:8.8.8.8', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['ff02::1', true],
    ['8.8.8.8', false],
    ['2a00:1450:4009:81f::200e', false],
    ['not-an-ip', true],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('reads FETCH_ALLOW_HOSTS as host or host:port entries', () => {
    const hosts = parseAllowHosts(' 127.0.0.1:4010 , Shop.Intranet ,');
    expect(hosts).toEqual(['127.0.0.1:4010', 'shop.intranet']);
    expect(isAllowedHost(new URL('http://127.0.0.1:4010/x'), hosts)).toBe(true);
    expect(isAllowedHost(new URL('http://127.0.0.1:4011/x'), hosts)).toBe(false);
    expect(isAllowedHost(new URL('https://shop.intranet:8443/x'), hosts)).toBe(true);
  });
});

describe('safeFetch refuses what it must', () => {
  it.each([
    ['ftp://example.com/lamp', 'url_not_allowed'],
    ['file:///etc/passwd', 'url_not_allowed'],
    ['javascript:alert(1)', 'url_not_allowed'],
    ['not a url', 'validation_failed'],
  ])('%s: %s', async (url, code) => {
    expect((await refusal(url)).code).toBe(code);
  });

  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.8/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0/',
  ])('a literal private address: %s', async (url) => {
    expect(await refusal(url)).toEqual({
      code: 'url_not_allowed',
      message: 'That address is on a private network and cannot be fetched.',
    });
  });

  it('the shop itself on another port is not let through by its allow-list entry', async () => {
    const url = `http://127.0.0.1:${shop.port + 1}/page`;
    expect((await refusal(url)).code).toBe('url_not_allowed');
  });

  it('a name that resolves to a private address (refused at connect time)', async () => {
    const before = shop.requests.length;
    expect(await refusal(`http://localhost:${shop.port}/page`)).toEqual({
      code: 'url_not_allowed',
      message: 'That address is on a private network and cannot be fetched.',
    });
    expect(shop.requests.length).toBe(before);
  });

  it('a redirect to a private address, by literal or by name', async () => {
    shop.route('/to-metadata', (_req, res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    );
    shop.route('/to-localhost', (_req, res) =>
      res.writeHead(301, { location: `http://localhost:${shop.port}/page` }).end(),
    );
    expect((await refusal(`${shop.origin}/to-metadata`)).code).toBe('url_not_allowed');
    expect((await refusal(`${shop.origin}/to-localhost`)).code).toBe('url_not_allowed');
  });

  it('a redirect loop and a shop that hangs up answer fetch_failed', async () => {
    shop.route('/loop', (_req, res) => res.writeHead(302, { location: '/loop' }).end());
    shop.route('/hang-up', (req) => req.socket.destroy());
    const loop = await refusal(`${shop.origin}/loop`);
    expect(loop).toMatchObject({
      code: 'fetch_failed',
      message: 'The page redirected too many times.',
    });
    const hangUp = await refusal(`${shop.origin}/hang-up`);
    expect(hangUp).toMatchObject({
      code: 'fetch_failed',
      message: 'The page could not be reached.',
    });
  });

  it('a page that never ends stops at the time limit', async () => {
    shop.route('/endless', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('<p>more</p>'), 20);
      res.on('close', () => clearInterval(timer));
    });
    const started = Date.now();
    expect(await refusal(`${shop.origin}/endless`, allowHosts, { timeoutMs: 500 })).toEqual({
      code: 'fetch_timeout',
      message: 'The page took too long to answer.',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a 50 MB page stops at the size cap, streamed or declared, plain or gzipped', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    shop.route('/huge-streamed', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      let sent = 0;
      const pump = () => {
        while (sent < 50 && res.write(chunk)) sent++;
        if (sent >= 50) res.end();
        else res.once('drain', pump);
      };
      pump();
    });
    shop.route('/huge-declared', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 2 ** 20) });
      res.write(chunk);
    });
    const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024, 'a'));
    shop.route('/huge-gzip', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb),
    );
    for (const path of ['/huge-streamed', '/huge-declared', '/huge-gzip']) {
      expect(await refusal(`${shop.origin}${path}`), path).toEqual({
        code: 'page_too_large',
        message: 'The page is too large to read.',
      });
    }
  });

  it('a response that is not HTML, when HTML is asked for', async () => {
    shop.route('/file.zip', { html: 'PK\u0003\u0004', contentType: 'application/zip' });
    const url = `${shop.origin}/file.zip`;
    const error = await refusal(url, allowHosts, {
      acceptContentType: (type: string) => type.startsWith('text/html'),
    });
    expect(error).toEqual({ code: 'not_a_web_page', message: 'That address is not a web page.' });
  });
});

describe('safeFetch fetches an allowed page', () => {
  it('with browser-like headers and no cookies, following a redirect to the same shop', async () => {
    shop.route('/old', (_req, res) =>
      res.writeHead(301, { location: '/page', 'set-cookie': 'session=abc' }).end(),
    );
    const before = shop.requests.length;
    const page = await safeFetch(`${shop.origin}/old`, { allowHosts });
    expect(page.url).toBe(`${shop.origin}/page`);
    expect(page.body.toString()).toBe('<h1>Lamp</h1>');
    const seen = shop.requests.slice(before);
    expect(seen.map((request) => request.path)).toEqual(['/old', '/page']);
    expect(seen[1]!.headers.cookie).toBeUndefined();
    expect(seen[1]!.headers['user-agent']).toContain('Mozilla/5.0');
    expect(seen[1]!.headers['accept-language']).toBe('en-GB,en;q=0.9');
  });

  it('refuses the shop on loopback when it is not on the allow list', async () => {
    expect((await refusal(`${shop.origin}/page`, [])).code).toBe('url_not_allowed');
  });
});
