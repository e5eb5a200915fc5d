import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';

/** The label every request no route matched is counted under (never its raw URL). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The app's Prometheus instruments, one registry per app context (the tests build many apps in
 * one process, so nothing goes into prom-client's global registry). The seams and features
 * count through these; GET /metrics (metrics-route.ts) writes the registry out.
 */
export interface Metrics {
  registry: Registry;
  /** Labels: method, route (the route pattern, or 'unmatched'), status_code. */
  httpRequests: Counter<'method' | 'route' | 'status_code'>;
  /** Seconds from the request's arrival to its answer's end; labels: method, route. */
  httpDuration: Histogram<'method' | 'route'>;
  /** Runs this instance made (a tick another instance claimed is not counted); outcome: succeeded or failed. */
  jobRuns: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job'>;
  /** One per delivery attempt or outbox entry; outcome: sent, retrying, failed or outbox. */
  mails: Counter<'outcome'>;
  /** Documents read for expenses; outcome: succeeded, failed or refused (queue full). */
  extractions: Counter<'outcome'>;
  extractionDuration: Histogram<'outcome'>;
  /** One per idea checked (scheduled or 'Check now'); outcome: priced or failed. */
  priceChecks: Counter<'outcome'>;
}

/** Reading a document takes seconds, up to EXTRACTION_TIMEOUT_SECONDS (at most 600). */
const EXTRACTION_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600];
/** From the one-minute mail retry to a nightly backup of a large household. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900, 3600];

export function createMetrics(options: {
  /** What the database client tells of its connections, read at each scrape. */
  poolStats: () => PoolStats;
  /**
   * prom-client's process metrics (memory, CPU, event loop, GC). They start timers and a GC
   * observer, so only an app that serves /metrics (METRICS_TOKEN set) turns them on.
   */
  processMetrics: boolean;
}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  registerPoolGauges(registry, options.poolStats);
  return {
    registry,
    httpRequests: new Counter({
      name: 'hrt_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'hrt_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'],
      registers,
    }),
    jobRuns: new Counter({
      name: 'hrt_job_runs_total',
      help: 'Scheduled job runs made by this instance, by job and outcome',
      labelNames: ['job', 'outcome'],
      registers,
    }),
    jobDuration: new Histogram({
      name: 'hrt_job_duration_seconds',
      help: 'Time a scheduled job run took, by job',
      labelNames: ['job'],
      buckets: JOB_BUCKETS,
      registers,
    }),
    mails: new Counter({
      name: 'hrt_mails_total',
      help: 'Mail delivery attempts (sent, retrying, failed) and messages kept in the outbox',
      labelNames: ['outcome'],
      registers,
    }),
    extractions: new Counter({
      name: 'hrt_extractions_total',
      help: 'Invoices and receipts read for expenses, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    extractionDuration: new Histogram({
      name: 'hrt_extraction_duration_seconds',
      help: 'Time reading one invoice or receipt took (queue wait included), by outcome',
      labelNames: ['outcome'],
      buckets: EXTRACTION_BUCKETS,
      registers,
    }),
    priceChecks: new Counter({
      name: 'hrt_price_checks_total',
      help: "Ideas' shop prices checked, by outcome",
      labelNames: ['outcome'],
      registers,
    }),
  };
}

/** The pool's state is read when Prometheus scrapes, not tracked on every query. */
function registerPoolGauges(registry: Registry, poolStats: () => PoolStats) {
  const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolStats()));
      },
    });
  gauge('hrt_db_pool_max', 'Connections the pool may open (PGlite: 1)', (stats) => stats.max);
  gauge('hrt_db_pool_connections', 'Connections open, busy or idle', (stats) => stats.total);
  gauge('hrt_db_pool_idle', 'Open connections doing nothing', (stats) => stats.idle);
  gauge('hrt_db_pool_waiting', 'Queries waiting for a connection', (stats) => stats.waiting);
}
