import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import {
  PRICE_CHECK_SCHEDULE,
  type PriceCheckOptions,
  type PriceCheckSeams,
  runPriceChecks,
} from './price-checks.ts';
import { listWatchedRows } from './repository.ts';

export const PRICE_CHECK_JOB = 'price-checks';

export function priceCheckSeams(seams: {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  metrics: Metrics;
}): PriceCheckSeams {
  return {
    db: seams.database.db,
    mailer: seams.mailer,
    fetch: seams.config,
    publicUrl: seams.config.PUBLIC_URL,
    metrics: seams.metrics,
  };
}

/** The scheduled run (08:00 and 20:00 UTC): every watched idea. */
async function checkAllPrices(seams: PriceCheckSeams, options: PriceCheckOptions = {}) {
  return runPriceChecks(seams, await listWatchedRows(seams.db), options);
}

export const priceCheckJob = (seams: PriceCheckSeams) => ({
  name: PRICE_CHECK_JOB,
  schedule: PRICE_CHECK_SCHEDULE,
  run: ({ signal }: { signal: AbortSignal }) => checkAllPrices(seams, { signal }),
});
