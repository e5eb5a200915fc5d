import { addDays, daysBetween, weekStart } from '@hrt/shared/domain/calendar-days';

/** A span of whole days: from `startAt` up to, not including, `endAt` (as tasks are). */
export interface DaySpan {
  startAt: string;
  endAt: string;
}

/** Where a span sits on the scale, as shares of its width (0 to 100). */
interface SpanPlace {
  left: number;
  width: number;
}

/** The days a trade's schedule shows: whole weeks, Monday to Monday, around its spans. */
export interface DayScale {
  start: string;
  /** The Monday after the last week shown (exclusive). */
  end: string;
  days: number;
}

/** The most week labels the scale writes: they must fit a phone's 300 px of track. */
const MAX_TICKS = 6;

/** The weeks that hold every span; null when there is none. */
export function dayScaleFor(spans: readonly DaySpan[]): DayScale | null {
  if (spans.length === 0) return null;
  let first = spans[0]!.startAt;
  let last = spans[0]!.endAt;
  for (const span of spans) {
    if (span.startAt < first) first = span.startAt;
    if (span.endAt > last) last = span.endAt;
  }
  const start = weekStart(first);
  // The end is exclusive: a span ending on a Monday ends with the week before it.
  const end = addDays(weekStart(addDays(last, -1)), 7);
  return { start, end, days: daysBetween(start, end) };
}

/** A span's place on the scale, clipped to it; null when it falls outside. */
export function placeOnScale(scale: DayScale, span: DaySpan): SpanPlace | null {
  const from = Math.max(0, daysBetween(scale.start, span.startAt));
  const to = Math.min(scale.days, daysBetween(scale.start, span.endAt));
  if (to <= from) return null;
  return { left: (from / scale.days) * 100, width: ((to - from) / scale.days) * 100 };
}

/** The Mondays the scale labels, spaced so that at most six are written. */
export function weekTicks(scale: DayScale): { date: string; left: number }[] {
  const weeks = scale.days / 7;
  const step = Math.max(1, Math.ceil(weeks / MAX_TICKS));
  const ticks: { date: string; left: number }[] = [];
  for (let week = 0; week < weeks; week += step) {
    ticks.push({ date: addDays(scale.start, week * 7), left: ((week * 7) / scale.days) * 100 });
  }
  return ticks;
}

/**
 * Other trades' tasks as the days the site is busy: overlapping and touching spans become one,
 * so a trade sees when it would be in the way, not how many tasks or whose.
 */
export function mergeBusy(spans: readonly DaySpan[]): DaySpan[] {
  const sorted = [...spans].sort((a, b) => (a.startAt < b.startAt ? -1 : 1));
  const merged: DaySpan[] = [];
  for (const span of sorted) {
    const previous = merged.at(-1);
    if (previous && span.startAt <= previous.endAt) {
      if (span.endAt > previous.endAt) previous.endAt = span.endAt;
    } else {
      merged.push({ startAt: span.startAt, endAt: span.endAt });
    }
  }
  return merged;
}
