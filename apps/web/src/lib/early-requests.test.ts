import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, setTokenSource } from './api-client';
import { EARLY_ANSWER_MAX_AGE_MS, takeEarlyAnswer } from './early-requests';

/** What index.html's early start leaves on window (apps/web/early-start.ts). */
function earlyStart(answers: Record<string, Promise<Response>>, token: string | null, at = 0) {
  (window as unknown as Record<string, unknown>).__hrtEarly = { token, at, answers };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let fetched: string[] = [];

beforeEach(() => {
  fetched = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return json({ from: 'network' });
  });
  setTokenSource({ getToken: () => 'id-1', refresh: async () => null, onAuthFailure: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).__hrtEarly;
});

describe('takeEarlyAnswer', () => {
  it('gives an early answer once, for its path and token only', () => {
    const answer = Promise.resolve(json({}));
    earlyStart({ '/api/components': answer, '/api/auth/me': answer }, 'id-1');
    expect(takeEarlyAnswer('/api/components', 'id-1')).toBe(answer);
    expect(takeEarlyAnswer('/api/components', 'id-1')).toBeNull();
    expect(takeEarlyAnswer('/api/other', 'id-1')).toBeNull();
    // Sent with another session's token: not this session's answer.
    expect(takeEarlyAnswer('/api/auth/me', 'id-2')).toBeNull();
  });

  it('gives none once the page is older than the limit', () => {
    earlyStart({ '/api/components': Promise.resolve(json({})) }, null, -EARLY_ANSWER_MAX_AGE_MS);
    expect(takeEarlyAnswer('/api/components', null)).toBeNull();
  });

  it('gives none when the page started nothing', () => {
    expect(takeEarlyAnswer('/api/components', null)).toBeNull();
  });
});

describe('the client with early answers', () => {
  it('reads a first GET from the early answer without asking the network', async () => {
    earlyStart({ '/api/components': Promise.resolve(json({ from: 'early' })) }, 'id-1');
    expect(await request('GET', '/api/components')).toEqual({ from: 'early' });
    expect(fetched).toEqual([]);
    // The second time it asks the network: an early answer serves one request.
    expect(await request('GET', '/api/components')).toEqual({ from: 'network' });
    expect(fetched).toEqual(['/api/components']);
  });

  it('asks the network when the early request failed to connect', async () => {
    earlyStart({ '/api/components': Promise.reject(new TypeError('Failed to fetch')) }, 'id-1');
    expect(await request('GET', '/api/components')).toEqual({ from: 'network' });
    expect(fetched).toEqual(['/api/components']);
  });

  it('never answers a write from an early GET', async () => {
    earlyStart({ '/api/components': Promise.resolve(json({ from: 'early' })) }, 'id-1');
    expect(await request('POST', '/api/components', {})).toEqual({ from: 'network' });
  });
});
