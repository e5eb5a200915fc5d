/**
 * The demo's randomness: a small seeded generator (mulberry32), so the same seed gives the same
 * renovation on every machine, and helpers that keep money in whole pence.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number from min to max, both included. */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One of the items. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Pounds from min to max, rounded to `step` pounds (0.01 for pence), as a shop prices. */
export function pounds(random: () => number, min: number, max: number, step = 0.01): number {
  const steps = Math.round((max - min) / step);
  return Math.round((min + between(random, 0, steps) * step) * 100) / 100;
}

/** YYYY-MM-DD of a UTC date. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `offset` days from `today` (YYYY-MM-DD), as YYYY-MM-DD. */
export function dayFrom(today: string, offset: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return isoDay(date);
}
