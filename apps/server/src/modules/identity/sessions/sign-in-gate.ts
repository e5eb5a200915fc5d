import { LoginThrottledError } from './login-throttle.ts';

/** Sign-in attempts one address may have running at once (each may run an argon2 check). */
const MAX_RUNNING_PER_ADDRESS = 2;
/** Attempts from one address that may wait for a free place; any more get 429 at once. */
const MAX_WAITING_PER_ADDRESS = 8;

interface Lane {
  running: number;
  waiting: Array<() => void>;
}

/**
 * Bounds the sign-in work of one address (decision 020): the database throttle counts
 * attempts, but parallel guesses across many e-mails would otherwise each run an argon2 hash
 * at the same time. At most two run per address; a few more queue (a household behind one
 * router signing in together just waits a moment); the rest are refused before any work.
 * In memory, per server process: each instance bounds its own CPU.
 */
export function createSignInGate(
  maxRunning = MAX_RUNNING_PER_ADDRESS,
  maxWaiting = MAX_WAITING_PER_ADDRESS,
) {
  const lanes = new Map<string, Lane>();

  const release = (address: string, lane: Lane) => {
    const next = lane.waiting.shift();
    if (next) {
      next();
      return;
    }
    lane.running--;
    if (lane.running === 0) lanes.delete(address);
  };

  return {
    /** Runs `work` when the address has a free place; 429 when too many already wait. */
    async run<T>(address: string, work: () => Promise<T>): Promise<T> {
      let lane = lanes.get(address);
      if (!lane) {
        lane = { running: 0, waiting: [] };
        lanes.set(address, lane);
      }
      if (lane.running < maxRunning) {
        lane.running++;
      } else {
        if (lane.waiting.length >= maxWaiting) {
          throw new LoginThrottledError(
            1,
            'Too many sign-in attempts at once from your network. Please try again in a moment.',
          );
        }
        // The place is handed over by `release`, so `running` stays counted for us.
        await new Promise<void>((resolve) => lane!.waiting.push(resolve));
      }
      try {
        return await work();
      } finally {
        release(address, lane);
      }
    },
  };
}
