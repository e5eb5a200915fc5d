import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@hrt/shared/errors';
import type { Database } from '../../../db/client.ts';
import {
  clearLoginFailures,
  countLoginFailure,
  forgiveLoginFailure,
} from './sessions-repository.ts';

/**
 * Sign-in attempts counted in the database (so every instance agrees), in fixed 15-minute
 * windows, and counted *before* the password is checked: one atomic upsert per counter returns
 * the new count, so parallel requests cannot all slip under the limit together.
 *
 * - Per e-mail and address, strictly: the 6th attempt in a window is refused (429) without a
 *   password check.
 * - Per address over all e-mails, softly: from the 20th failure on, each attempt from that
 *   address waits a little longer before its check. Behind a proxy (or a shared home router)
 *   everyone has one address, so refusing would lock innocent users out; a growing delay
 *   still makes guessing across many e-mails slow.
 * - There is no per-e-mail limit across addresses: that would let anyone lock the owner out.
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const ADDRESS_FAILURES_BEFORE_DELAY = 20;
export const ADDRESS_DELAY_STEP_MS = 500;
const ADDRESS_MAX_DELAY_MS = 10_000;

export class LoginThrottledError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(
    retryAfterSeconds: number,
    message = 'Too many failed sign-in attempts. Please try again later.',
  ) {
    super('rate_limited', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** How long an attempt waits when its address has `failures` failures in the window. */
export function addressDelayMs(failures: number): number {
  if (failures < ADDRESS_FAILURES_BEFORE_DELAY) return 0;
  const steps = failures - ADDRESS_FAILURES_BEFORE_DELAY + 1;
  return Math.min(steps * ADDRESS_DELAY_STEP_MS, ADDRESS_MAX_DELAY_MS);
}

const pairKey = (email: string, address: string) => `account:${email}|address:${address}`;
const addressKey = (address: string) => `address:${address}`;

/** One attempt for sign-in to settle: success clears it, failure keeps it counted. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt on both counters, then refuses it (LoginThrottledError) when the e-mail
 * and address pair is over its limit, or waits the address's delay. Call before the password
 * check; on success, call `succeeded()`.
 */
export async function beginSignInAttempt(
  db: Database,
  email: string,
  address: string,
): Promise<SignInAttempt> {
  const pair = await countAttempt(db, pairKey(email, address));
  if (pair.count > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) {
    throw new LoginThrottledError(secondsLeft(pair.windowStartedAt));
  }
  // The address's earlier failures decide the delay; this attempt is counted for the next one.
  const perAddress = await countAttempt(db, addressKey(address));
  const delay = addressDelayMs(perAddress.count - 1);
  if (delay > 0) await sleep(delay);
  return {
    async succeeded() {
      await clearLoginFailures(db, pairKey(email, address));
      // A success is not a failure of the address: give its count back.
      await forgiveLoginFailure(db, addressKey(address));
    },
  };
}

/** Adds one to a counter, starting a new window when the old one is over. */
function countAttempt(db: Database, key: string) {
  const now = new Date();
  return countLoginFailure(db, key, now, new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000));
}

function secondsLeft(windowStartedAt: Date): number {
  const endsAt = windowStartedAt.getTime() + THROTTLE_WINDOW_SECONDS * 1000;
  return Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
}
