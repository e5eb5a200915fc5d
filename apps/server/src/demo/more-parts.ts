import type { DemoPart } from './demo-seed.ts';
import { seedDemoIdeas } from './ideas.ts';
import { seedDemoJournal } from './journal.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedDemoSchedule } from './schedule.ts';

/** The demo's schedule, ideas, journal and notifications, in the order they are written. */
export const moreDemoParts: DemoPart[] = [
  seedDemoSchedule,
  seedDemoIdeas,
  seedDemoJournal,
  seedDemoNotifications,
];
