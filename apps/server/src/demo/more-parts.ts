import type { DemoPart } from './demo-seed.ts';

/** The schedule, ideas, journal and notifications (their own files). */
export const moreDemoParts: DemoPart[] = [];
