import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { guardedLookup } from './safe-fetch.ts';

/** The guard's answer for a name whose DNS answers are `addresses` (a resolver that says so). */
function lookUp(addresses: LookupAddress[], skipGuard = false) {
  const lookup = guardedLookup(skipGuard, (_name, _options, callback) => callback(null, addresses));
  return new Promise<{ code: string | undefined; address: string }>((resolve) => {
    lookup('shop.example', { family: 0 }, (error, address) =>
      resolve({ code: (error as NodeJS.ErrnoException | null)?.code, address: String(address) }),
    );
  });
}

describe('the DNS guard', () => {
  it('refuses a name with one private address among public ones, whichever comes first', async () => {
    const publicAnswer = { address: '93.184.216.34', family: 4 };
    const privateAnswer = { address: '10.0.0.7', family: 4 };
    expect((await lookUp([publicAnswer, privateAnswer])).code).toBe('EPRIVATE');
    expect((await lookUp([privateAnswer, publicAnswer])).code).toBe('EPRIVATE');
    expect((await lookUp([publicAnswer, { address: '::1', family: 6 }])).code).toBe('EPRIVATE');
  });

  it('connects to a name with public answers only, and lets an allowed host through', async () => {
    expect(await lookUp([{ address: '93.184.216.34', family: 4 }])).toEqual({
      code: undefined,
      address: '93.184.216.34',
    });
    expect((await lookUp([{ address: '127.0.0.1', family: 4 }], true)).code).toBeUndefined();
  });
});
