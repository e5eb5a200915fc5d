import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { LoginThrottledError } from './login-throttle.ts';
import { createSignInGate } from './sign-in-gate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in',
    payload: { email, password },
    remoteAddress,
  });

describe('parallel sign-in guesses from one address (decision 020)', () => {
  it('40 guesses across 40 e-mails run at most 10 password checks; the rest get 429 before any', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        signIn(`guess-${index}@example.com`, 'wrong password', '10.9.0.1'),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    const refused = responses.filter((response) => response.statusCode === 429);
    // 2 running + 8 waiting; a check only answers 401 after an argon2 verification.
    expect(checked).toBeGreaterThanOrEqual(2);
    expect(checked).toBeLessThanOrEqual(10);
    expect(refused.length).toBe(40 - checked);
    expect(refused[0]!.json()).toEqual({
      detail: 'Too many sign-in attempts at once from your network. Please try again in a moment.',
      code: 'rate_limited',
    });
    expect(refused[0]!.headers['retry-after']).toBe('1');

    // Once the flood is over, a real user at that address signs in, and other addresses never waited.
    const user = await createSignedInUser(t, { role: 'viewer' });
    expect((await signIn(user.email, TEST_PASSWORD, '10.9.0.1')).statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
  });
});

describe('the gate itself', () => {
  it('runs at most 2 at once per address, queues 8 in order, refuses the 11th', async () => {
    const gate = createSignInGate();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const work = (index: number) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(index);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
      return index;
    };
    const results = Array.from({ length: 10 }, (_, index) => gate.run('10.0.0.9', work(index)));
    await expect(gate.run('10.0.0.9', work(10))).rejects.toBeInstanceOf(LoginThrottledError);
    // Another address is not held up by the first one's queue.
    const elsewhere = gate.run('10.0.0.10', async () => 'other');
    await expect(elsewhere).resolves.toBe('other');
    while (order.length < 10 || releases.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Everything released: the address has its full allowance again.
    await expect(gate.run('10.0.0.9', async () => 'again')).resolves.toBe('again');
  });
});
