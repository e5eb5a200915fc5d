import { AppError } from '@hrt/shared/errors';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/identity.ts';

/**
 * Failed sign-ins counted in the database (so every instance agrees), in fixed 15-minute
 * windows: 5 per e-mail from one address, 20 per address over all e-mails. There is no
 * per-e-mail limit across addresses: that would let anyone lock the owner out.
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export class LoginThrottledError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('too-many-requests', 'Too many failed sign-in attempts. Please try again later.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function keysFor(email: string, address: string) {
  return {
    pair: {
      key: `account:${email}|address:${address}`,
      limit: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    },
    address: { key: `address:${address}`, limit: MAX_FAILURES_PER_ADDRESS },
  };
}

/** Throws LoginThrottledError while either counter is at its limit in a live window. */
export async function assertNotThrottled(db: Database, email: string, address: string) {
  const keys = keysFor(email, address);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.pair.key, keys.address.key]));
  const now = Date.now();
  let retryAfter = 0;
  for (const row of rows) {
    const limit = row.key === keys.pair.key ? keys.pair.limit : keys.address.limit;
    const endsAt = row.windowStartedAt.getTime() + THROTTLE_WINDOW_SECONDS * 1000;
    if (row.failures >= limit && endsAt > now) {
      retryAfter = Math.max(retryAfter, Math.ceil((endsAt - now) / 1000));
    }
  }
  if (retryAfter > 0) throw new LoginThrottledError(retryAfter);
}

/** Counts one failure on both counters, starting a new window when the old one is over. */
export async function recordFailure(db: Database, email: string, address: string) {
  const keys = keysFor(email, address);
  const now = new Date();
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
  // ISO strings with a cast: both drivers bind them alike inside raw SQL.
  const stale = sql`${windowStart.toISOString()}::timestamptz`;
  const fresh = sql`${now.toISOString()}::timestamptz`;
  for (const { key } of [keys.pair, keys.address]) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.windowStartedAt} <= ${stale} then 1 else ${loginFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginFailures.windowStartedAt} <= ${stale} then ${fresh} else ${loginFailures.windowStartedAt} end`,
          updatedAt: now,
        },
      });
  }
}

/** A successful sign-in clears that e-mail's counter from that address. */
export async function clearFailures(db: Database, email: string, address: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, keysFor(email, address).pair.key));
}
