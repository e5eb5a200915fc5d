import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeFetchFailure } from './fetch-failure';

const privateRefusal = new ApiError(
  'That address is on a private network and cannot be fetched.',
  400,
  'server_error',
  false,
  'url_not_allowed',
);

describe('what a failed reading of a shop page says', () => {
  it('tells the owner which FETCH_ALLOW_HOSTS entry allows a private address', () => {
    expect(describeFetchFailure(privateRefusal, 'http://10.0.0.7:8080/p/lamp', true)).toEqual({
      what: 'That address is on a private network and cannot be fetched.',
      ownerHint:
        'To let the server read pages there, add 10.0.0.7:8080 to FETCH_ALLOW_HOSTS in its configuration (comma-separated host or host:port entries; see Configuration in the README) and restart it.',
    });
  });

  it('gives anyone else only what happened', () => {
    expect(describeFetchFailure(privateRefusal, 'http://10.0.0.7/p/lamp', false)).toEqual({
      what: 'That address is on a private network and cannot be fetched.',
      ownerHint: null,
    });
  });

  it('gives no advice about the allow-list for other failures, even to the owner', () => {
    const notFound = new ApiError(
      'The shop answered with an error (HTTP 404).',
      422,
      'server_error',
      false,
      'fetch_failed',
    );
    expect(describeFetchFailure(notFound, 'https://shop.example/p/x', true)).toEqual({
      what: 'The shop answered with an error (HTTP 404).',
      ownerHint: null,
    });
    expect(
      describeFetchFailure(new Error('Request timeout'), 'https://shop.example', true),
    ).toEqual({ what: 'Request timeout', ownerHint: null });
  });
});
