import type { FastifyInstance } from 'fastify';
import { createDemoAccounts, demoOwner } from './demo-accounts.ts';
import { demoApi, signInForDemo } from './demo-api.ts';
import { createDemoComponents, demoRooms } from './demo-components.ts';
import { seedContacts } from './demo-contacts.ts';
import { seedCredit } from './demo-credit.ts';
import { seedDocuments } from './demo-documents.ts';
import { seedExpenses } from './demo-expenses.ts';
import { seedInsurance } from './demo-insurance.ts';
import type { DemoPart, DemoSeed } from './demo-seed.ts';
import { moreDemoParts } from './more-parts.ts';
import { dayFrom, seededRandom } from './random.ts';

/** Credit accounts before expenses: their payments come from the accounts. */
const demoParts: DemoPart[] = [seedCredit, seedExpenses, seedInsurance, seedDocuments];

/**
 * Fills an empty project with the demo renovation through the app's own API, as the demo
 * owner: the accounts, the components, then each part in turn (ours, then the schedule, ideas,
 * journal and notifications, then the contacts). `today` anchors every date, so the demo always looks current;
 * `seed` fixes every random choice.
 */
export async function seedDemo(
  app: FastifyInstance,
  options: { seed: number; today: string },
): Promise<void> {
  await createDemoAccounts(app);
  const authorization = await signInForDemo(app, demoOwner.email, demoOwner.password);
  const { call, upload } = demoApi(app, authorization);
  const componentIds = await createDemoComponents(call);
  const seed: DemoSeed = {
    ctx: app.ctx,
    asOwner: call,
    uploadAsOwner: upload,
    random: seededRandom(options.seed),
    today: options.today,
    day: (offset) => dayFrom(options.today, offset),
    components: demoRooms(componentIds),
  };
  // The contacts last, so they find every row that names them (the schedule's tasks too).
  for (const part of [...demoParts, ...moreDemoParts, seedContacts]) {
    const started = performance.now();
    await part(seed);
    // Where a slow demo start goes, for whoever tunes it (LOG_LEVEL=debug).
    app.log.debug({ part: part.name, ms: Math.round(performance.now() - started) }, 'demo part');
  }
}
