import type { DemoPart } from './demo-seed.ts';
import { seedDemoSchedule } from './schedule.ts';

/** The demo's schedule, ideas, journal and notifications, in the order they are written. */
export const moreDemoParts: DemoPart[] = [seedDemoSchedule];
