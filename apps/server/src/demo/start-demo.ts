import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { describeDemoAccounts } from './demo-accounts.ts';
import { isoDay } from './random.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * DEMO=1, before the server listens: fills the fresh project, so the first page anyone opens
 * already shows the whole renovation. Answers what to print once the server listens.
 */
export async function fillDemoProject(app: FastifyInstance): Promise<string> {
  const started = performance.now();
  const { config, database } = app.ctx;
  await syncedOnceAtTheEnd(database.db, () =>
    seedDemo(app, { seed: config.DEMO_SEED, today: isoDay(new Date()) }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  app.log.info(`demo project filled in ${seconds} s (seed ${config.DEMO_SEED})`);
  return describeDemoAccounts(config.PUBLIC_URL);
}

/**
 * Runs the fill with its commits answered before they reach the disk, then puts all of it on
 * the disk at once with a checkpoint, before the server listens (decision 047). Every write
 * keeps its rules, summaries and activity; only the wait for the disk at each of its ~450
 * commits goes. Nothing can be lost that matters: a crash during the fill leaves a demo
 * directory, which the next start empties and fills again (decision 042).
 */
export async function syncedOnceAtTheEnd(db: Database, fill: () => Promise<void>): Promise<void> {
  await db.execute(sql`set synchronous_commit = off`);
  try {
    await fill();
  } finally {
    await db.execute(sql`reset synchronous_commit`);
  }
  await db.execute(sql`checkpoint`);
}
