import type { FastifyInstance } from 'fastify';
import { multipart } from '../http/multipart-body.ts';
import type { DemoSeed } from './demo-seed.ts';

/**
 * The app's own API as one signed-in account, through app.inject: every rule, summary and
 * activity record of a real write holds for the demo's data.
 */
export function demoApi(app: FastifyInstance, authorization: string) {
  const call: DemoSeed['asOwner'] = async (method, url, payload) => {
    const response = await app.inject({
      method: method as 'POST',
      url,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return answer(method, url, response);
  };
  const upload: DemoSeed['uploadAsOwner'] = async (url, parts) => {
    const body = multipart(parts);
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { authorization, ...body.headers },
      payload: body.payload,
    });
    return answer('POST', url, response);
  };
  return { call, upload };
}

function answer(
  method: string,
  url: string,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
): unknown {
  if (response.statusCode >= 300) {
    throw new Error(`demo: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
  const json = String(response.headers['content-type'] ?? '').includes('json');
  return json ? JSON.parse(response.body) : undefined;
}

/** Signs in through the real endpoint and answers the Authorization header value. */
export async function signInForDemo(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-in',
    payload: { email, password },
  });
  const body = answer('POST', '/api/identity/sign-in', response) as { idToken: string };
  return `Bearer ${body.idToken}`;
}
