import { describe, expect, it } from 'vitest';
import { tokenClaims, tokenExpiry } from './token-storage';

const header = 'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9'; // {"alg":"ES256","typ":"JWT"}
// {"sub":"u1","name":"Zoë Brontë","note":"???>>>","exp":1767225600}: UTF-8 and both base64url
// characters ("-" and "_") in one payload.
const payload =
  'eyJzdWIiOiJ1MSIsIm5hbWUiOiJab8OrIEJyb250w6siLCJub3RlIjoiPz8_Pj4-IiwiZXhwIjoxNzY3MjI1NjAwfQ';

describe('tokenClaims', () => {
  it('reads the claims of an ID token without verifying it', () => {
    expect(tokenClaims(`${header}.${payload}.c2lnbmF0dXJl`)).toEqual({
      sub: 'u1',
      name: 'Zoë Brontë',
      note: '???>>>',
      exp: 1767225600,
    });
  });

  it.each([
    ['an empty string', ''],
    ['one part', 'abc'],
    ['no payload', `${header}..c2ln`],
    ['a payload that is not base64url', `${header}.%%%.c2ln`],
    ['a payload that is not JSON', `${header}.bm90IGpzb24.c2ln`],
    ['a payload that is a JSON string', `${header}.ImEgc3RyaW5nIg.c2ln`],
    ['a payload that is a JSON array', `${header}.WzFd.c2ln`],
    ['an encrypted token (five parts)', `${header}.${payload}.a.b.c`],
  ])('gives null for %s', (_case, token) => {
    expect(tokenClaims(token)).toBeNull();
  });
});

describe('tokenExpiry', () => {
  it('gives the exp claim in milliseconds', () => {
    expect(tokenExpiry(`${header}.${payload}.c2lnbmF0dXJl`)).toBe(1_767_225_600_000);
  });

  it('gives null when exp is not a number or the token is unreadable', () => {
    // {"exp":"soon"}
    expect(tokenExpiry(`${header}.eyJleHAiOiJzb29uIn0.c2ln`)).toBeNull();
    expect(tokenExpiry('not a token')).toBeNull();
  });
});
