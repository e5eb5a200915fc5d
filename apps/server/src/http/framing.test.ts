import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/**
 * No page of the app may be framed, by another site or by the app itself (clickjacking): every
 * answer says so twice, by CSP frame-ancestors 'none' and by X-Frame-Options DENY. The API docs
 * send a policy of their own, so they are checked by name.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The policy's directives by name: `frame-ancestors` -> its values. */
function directives(policy: string | undefined): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) byName.set(name, [...(byName.get(name) ?? []), values.join(' ')]);
  }
  return byName;
}

describe('framing', () => {
  it.each([
    ['the API docs page', '/api/docs', 200],
    ['the API docs page with its slash', '/api/docs/', 200],
    ['the API docs script', '/api/docs/static/swagger-initializer.js', 200],
    ['the API document', '/api/docs/json', 200],
    ['an API answer', '/api/health', 200],
    // The tests run without a web build: the page that says so.
    ['the web app', '/', 503],
  ])('is refused for %s', async (_what, url, status) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-frame-options']).toBe('DENY');
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("keeps the rest of the docs' own policy", async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self' data: validator.swagger.io"]);
  });
});
