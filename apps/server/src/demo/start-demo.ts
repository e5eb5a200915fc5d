import type { FastifyInstance } from 'fastify';
import { describeDemoAccounts } from './demo-accounts.ts';
import { isoDay } from './random.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * DEMO=1, before the server listens: fills the fresh project, so the first page anyone opens
 * already shows the whole renovation. Answers what to print once the server listens.
 */
export async function fillDemoProject(app: FastifyInstance): Promise<string> {
  const started = performance.now();
  const { config } = app.ctx;
  await seedDemo(app, { seed: config.DEMO_SEED, today: isoDay(new Date()) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  app.log.info(`demo project filled in ${seconds} s (seed ${config.DEMO_SEED})`);
  return describeDemoAccounts(config.PUBLIC_URL);
}
