import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { withJobLock } from './job-lock.ts';
import { jobRuns } from './schema.ts';

/** Figures a run reports (messages sent, prices checked...), stored with the run. */
type JobCounts = Record<string, number>;

export interface JobDefinition {
  /** kebab-case, unique: also the lock's and the job_runs row's name. */
  name: string;
  /** A cron pattern read in UTC, e.g. '0 8,20 * * *' (08:00 and 20:00 UTC). */
  schedule: string;
  run(context: JobContext): Promise<JobCounts | undefined>;
}

interface JobContext {
  /** The scheduled time this run belongs to. */
  tick: Date;
  /** Aborted when the runner stops: a long job should stop early. */
  signal: AbortSignal;
}

type JobRunResult =
  | { ran: true; outcome: 'succeeded' | 'failed'; counts: JobCounts; error: string | null }
  /** locked: another run of the job is under way; already_ran: another instance did this tick. */
  | { ran: false; reason: 'locked' | 'already_ran' };

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunner {
  /** Adds a job; a feature's one line in scheduled-jobs.ts. Throws on a bad schedule. */
  register(job: JobDefinition): void;
  /** Starts the schedules; only server.ts does (tests trigger jobs with runNow). */
  start(): void;
  /** Stops the schedules, aborts running jobs and waits for them to finish. */
  stop(): Promise<void>;
  /**
   * Runs a job now (tests, operators), under the same lock and claim as a scheduled run.
   * `tick` names the scheduled time it stands for; by default the current millisecond.
   */
  runNow(name: string, options?: { tick?: Date }): Promise<JobRunResult>;
  /** The job's next scheduled times after `from` (UTC). */
  nextRuns(name: string, count: number, from?: Date): Date[];
  useLogger(logger: Logger): void;
}

interface RegisteredJob {
  definition: JobDefinition;
  /** The schedule alone (no timer), for the tick arithmetic. */
  pattern: Cron;
  /** Set while started. */
  timer: Cron | undefined;
}

const silent: Logger = { info: () => {}, error: () => {} };

/**
 * Scheduled jobs across instances: every instance ticks, and each run happens under the job's
 * lock (jobs/job-lock.ts) and claims its tick in job_runs (unique job + tick), so one run per
 * tick happens however many instances there are, and a run never overlaps the previous one.
 */
export function createJobRunner(
  database: DatabaseHandle,
  metrics: Pick<Metrics, 'jobRuns' | 'jobDuration'>,
): JobRunner {
  const jobs = new Map<string, RegisteredJob>();
  const running = new Set<Promise<unknown>>();
  // host:pid plus a few random bytes, since tests run several instances in one process.
  const instance = `${os.hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`;
  let stopping = new AbortController();
  let logger = silent;

  async function runTick(definition: JobDefinition, tick: Date): Promise<JobRunResult> {
    const locked = await withJobLock(database, definition.name, async () => {
      const [claimed] = await database.db
        .insert(jobRuns)
        .values({ job: definition.name, tick, instance })
        .onConflictDoNothing({ target: [jobRuns.job, jobRuns.tick] })
        .returning({ id: jobRuns.id });
      if (!claimed) return { ran: false as const, reason: 'already_ran' as const };
      return execute(definition, tick, claimed.id);
    });
    return locked.acquired ? locked.result : { ran: false, reason: 'locked' };
  }

  async function execute(definition: JobDefinition, tick: Date, runId: string) {
    let outcome: 'succeeded' | 'failed' = 'succeeded';
    let counts: JobCounts = {};
    let error: string | null = null;
    const stopTimer = metrics.jobDuration.startTimer({ job: definition.name });
    try {
      counts = (await definition.run({ tick, signal: stopping.signal })) ?? {};
    } catch (failure) {
      outcome = 'failed';
      error = failure instanceof Error ? failure.message : String(failure);
      logger.error({ err: failure, job: definition.name }, `job ${definition.name} failed`);
    }
    stopTimer();
    metrics.jobRuns.inc({ job: definition.name, outcome });
    const finishedAt = new Date();
    await database.db
      .update(jobRuns)
      .set({
        finishedAt,
        outcome,
        counts,
        error: error?.slice(0, 2000) ?? null,
        updatedAt: finishedAt,
      })
      .where(eq(jobRuns.id, runId));
    return { ran: true as const, outcome, counts, error };
  }

  const track = <T>(work: Promise<T>) => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };

  const find = (name: string) => {
    const job = jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    return job;
  };

  /** The scheduled time a timer that fires now belongs to (the latest one not after now). */
  const currentTick = (pattern: Cron) => pattern.previousRuns(1, new Date(Date.now() + 1))[0];

  const schedule = ({ definition, pattern }: RegisteredJob) =>
    // protect: this instance never starts a run while its previous one goes on.
    new Cron(definition.schedule, { timezone: 'Etc/UTC', protect: true }, async () => {
      // The scheduled time (not the moment the timer fired), so every instance that fires
      // for this tick, early or late, claims the same one.
      const tick = currentTick(pattern);
      if (!tick) return;
      try {
        await track(runTick(definition, tick));
      } catch (error) {
        logger.error({ err: error, job: definition.name }, `job ${definition.name} failed`);
      }
    });

  return {
    register(definition) {
      if (jobs.has(definition.name)) throw new Error(`Job ${definition.name} is registered twice`);
      // Without a function croner sets no timer: this only checks and reads the schedule.
      const pattern = new Cron(definition.schedule, { timezone: 'Etc/UTC' });
      jobs.set(definition.name, { definition, pattern, timer: undefined });
    },

    start() {
      stopping = new AbortController();
      for (const job of jobs.values()) job.timer ??= schedule(job);
      logger.info({ jobs: [...jobs.keys()] }, 'scheduled jobs started');
    },

    async stop() {
      for (const job of jobs.values()) {
        job.timer?.stop();
        job.timer = undefined;
      }
      stopping.abort();
      while (running.size) await Promise.allSettled([...running]);
    },

    runNow(name, options = {}) {
      return track(runTick(find(name).definition, options.tick ?? new Date()));
    },

    nextRuns(name, count, from = new Date()) {
      return find(name).pattern.nextRuns(count, from);
    },

    useLogger(next) {
      logger = next;
    },
  };
}
