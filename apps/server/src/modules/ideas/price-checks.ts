import { AppError } from '@hrt/shared/errors';
import { formatIdeaPrice } from '@hrt/shared/format';
import { IDEA_NO_LINK_TO_MONITOR } from '@hrt/shared/schemas/ideas';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import {
  claimAlert,
  type MonitoredRow,
  rearmAlert,
  recordPriceCheck,
  releaseAlert,
} from './repository.ts';
import { type FetchSettings, readShopPage } from './service.ts';

export const PRICE_CHECK_SCHEDULE = '0 8,20 * * *';

export interface PriceCheckSeams {
  db: Database;
  mailer: Mailer;
  fetch: FetchSettings;
  /** Where the alert's link back to the app points. */
  publicUrl: string;
  metrics: Pick<Metrics, 'priceChecks'>;
}

export interface PriceCheckOptions {
  /** Waits before the 1st, 2nd... retry of a page that failed for a passing reason. */
  retryDelaysMs?: readonly number[];
  /** Pause between two requests to the same shop. */
  politenessMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000];
const DEFAULT_POLITENESS_MS = 1_000;
/** Shops checked at the same time; requests to one shop always go one at a time. */
const PARALLEL_SHOPS = 4;

export interface PriceCheckCounts {
  checked: number;
  failed: number;
  alerts: number;
  [key: string]: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Checks the price of every watched idea (or the given ones): shops in parallel, one request
 * at a time per shop with a pause between, passing failures retried with back-off. Each check
 * is recorded (history, current price) and may send one alert.
 */
export async function runPriceChecks(
  seams: PriceCheckSeams,
  items: MonitoredRow[],
  options: PriceCheckOptions = {},
): Promise<PriceCheckCounts> {
  const counts: PriceCheckCounts = { checked: 0, failed: 0, alerts: 0 };
  const byShop = new Map<string, MonitoredRow[]>();
  for (const item of items) {
    const host = hostOf(item.idea.url);
    byShop.set(host, [...(byShop.get(host) ?? []), item]);
  }
  const queues = [...byShop.values()];
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const [index, item] of queue.entries()) {
        if (options.signal?.aborted) return;
        if (index > 0) await sleep(options.politenessMs ?? DEFAULT_POLITENESS_MS, options.signal);
        const outcome = await checkOne(seams, item, options);
        counts.checked++;
        if (outcome.failed) counts.failed++;
        if (outcome.alerted) counts.alerts++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SHOPS, queues.length) }, worker));
  return counts;
}

function hostOf(url: string | null) {
  if (url === null) return '';
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Failures worth another try: the shop was slow or unreachable, not a refusal by policy. */
const isPassing = (error: unknown) =>
  error instanceof AppError && ['fetch_failed', 'fetch_timeout'].includes(error.code);

async function fetchPrice(
  seams: PriceCheckSeams,
  { url, currency }: { url: string | null; currency: string },
  options: PriceCheckOptions,
) {
  // Monitoring an idea without a link is refused (monitoring-service.ts); never fetch nothing.
  if (url === null) return { price: null, error: IDEA_NO_LINK_TO_MONITOR };
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      const { preview } = await readShopPage(seams.fetch, url);
      if (preview.price === null) return { price: null, error: 'No clear price' };
      // Like with like: a price in another currency than the idea's is never compared.
      if (preview.currency !== currency) {
        return {
          price: null,
          error: `The shop now shows the price in ${preview.currency}, not ${currency}.`,
        };
      }
      return { price: preview.price, error: null };
    } catch (error) {
      if (!isPassing(error) || attempt >= delays.length || options.signal?.aborted) {
        return { price: null, error: error instanceof AppError ? error.message : 'Check failed' };
      }
      await sleep(delays[attempt]!, options.signal);
    }
  }
}

export async function checkOne(
  seams: PriceCheckSeams,
  row: MonitoredRow,
  options: PriceCheckOptions = {},
): Promise<{ failed: boolean; alerted: boolean; price: number | null }> {
  return settleCheck(seams, row, await fetchPrice(seams, row.idea, options), new Date());
}

/**
 * Records what one check found and sends the alert it calls for. Apart from the fetch so a
 * price found another way (the demo's history) goes through the same alert rules.
 */
export async function settleCheck(
  seams: Omit<PriceCheckSeams, 'fetch'>,
  { idea, monitor }: MonitoredRow,
  { price, error }: { price: number | null; error: string | null },
  checkedAt: Date,
): Promise<{ failed: boolean; alerted: boolean; price: number | null }> {
  await recordPriceCheck(seams.db, { ideaId: idea.id, price, error, checkedAt });
  seams.metrics.priceChecks.inc({ outcome: price === null ? 'failed' : 'priced' });
  if (price === null) return { failed: true, alerted: false, price };
  const target = monitor.targetPrice;
  if (!monitor.emailAlerts || target === null) return { failed: false, alerted: false, price };
  if (price > target) {
    if (monitor.lastAlertedPrice !== null) await rearmAlert(seams.db, idea.id);
    return { failed: false, alerted: false, price };
  }
  // First time at or below target, or lower than the price the last alert announced.
  if (!(await claimAlert(seams.db, idea.id, price)))
    return { failed: false, alerted: false, price };
  const recipient = monitor.alertEmail ?? monitor.createdBy;
  try {
    if (!recipient) throw new Error('no recipient');
    await seams.mailer.send(
      alertMail(
        seams.publicUrl,
        idea,
        monitor.currentPrice ?? idea.price,
        price,
        target,
        recipient,
      ),
    );
    return { failed: false, alerted: true, price };
  } catch {
    // Not queued: put the state back so the next check tries again (no missed first alert).
    await releaseAlert(seams.db, idea.id, monitor.lastAlertedPrice);
    return { failed: false, alerted: false, price };
  }
}

function alertMail(
  publicUrl: string,
  idea: MonitoredRow['idea'],
  oldPrice: number | null,
  newPrice: number,
  target: number,
  to: string,
) {
  const money = (amount: number | null) => formatIdeaPrice(amount, idea.currency);
  const page = `${publicUrl}/rooms`;
  return {
    to,
    // The mailer puts user text into headers on one line (CR/LF can never add a header).
    subject: `Price alert: ${idea.name} is now ${money(newPrice)}`,
    text: [
      `${idea.name} is now ${money(newPrice)} (was ${money(oldPrice)}).`,
      `Your target price: ${money(target)}.`,
      '',
      `Shop page: ${idea.url}`,
      `Your ideas: ${page}`,
      '',
      'Prices are checked twice daily at 8 AM and 8 PM UTC.',
    ].join('\n'),
  };
}
