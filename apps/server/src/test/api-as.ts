import { expect } from 'vitest';
import type { SignedInUser } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';
import { multipart, type Part } from './upload-fixtures.ts';

/**
 * Real HTTP calls through app.inject as one signed-in user: `call` answers the status and the
 * JSON body (none for files), `ok` also expects a success, `upload` sends a multipart form.
 */
export function apiAs(t: TestApp, user: SignedInUser) {
  async function call(method: string, url: string, payload?: unknown) {
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: user.authorization },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const json = response.headers['content-type']?.toString().includes('json');
    return { status: response.statusCode, body: json ? response.json() : undefined };
  }
  async function ok(method: string, url: string, payload?: unknown) {
    const answer = await call(method, url, payload);
    expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  }
  async function upload(url: string, parts: Part[]) {
    const body = multipart(parts);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: user.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, `POST ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  }
  return { call, ok, upload };
}
