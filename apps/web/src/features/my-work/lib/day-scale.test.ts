import { describe, expect, it } from 'vitest';
import { dayScaleFor, mergeBusy, placeOnScale, weekTicks } from './day-scale';

describe("a trade's day scale", () => {
  it('is whole weeks, Monday to Monday, around the spans (the end is exclusive)', () => {
    // Wednesday 9 Dec to the Monday 21 Dec end: the weeks of 7 and 14 Dec, not the 21st's.
    const scale = dayScaleFor([{ startAt: '2026-12-09', endAt: '2026-12-21' }]);
    expect(scale).toEqual({ start: '2026-12-07', end: '2026-12-21', days: 14 });
    expect(placeOnScale(scale!, { startAt: '2026-12-09', endAt: '2026-12-21' })).toEqual({
      left: (2 / 14) * 100,
      width: (12 / 14) * 100,
    });
    // A span that starts before the scale is clipped to it; one after it is not drawn.
    expect(placeOnScale(scale!, { startAt: '2026-12-01', endAt: '2026-12-08' })).toEqual({
      left: 0,
      width: (1 / 14) * 100,
    });
    expect(placeOnScale(scale!, { startAt: '2026-12-21', endAt: '2026-12-22' })).toBeNull();
    expect(dayScaleFor([])).toBeNull();
  });

  it('labels at most six Mondays', () => {
    const twoWeeks = dayScaleFor([{ startAt: '2026-12-07', endAt: '2026-12-21' }])!;
    expect(weekTicks(twoWeeks).map((tick) => tick.date)).toEqual(['2026-12-07', '2026-12-14']);
    // Twenty weeks: every fourth Monday.
    const twentyWeeks = dayScaleFor([{ startAt: '2026-12-07', endAt: '2027-04-26' }])!;
    expect(twentyWeeks.days).toBe(140);
    expect(weekTicks(twentyWeeks).map((tick) => tick.date)).toEqual([
      '2026-12-07',
      '2027-01-04',
      '2027-02-01',
      '2027-03-01',
      '2027-03-29',
    ]);
  });

  it('merges overlapping and touching busy days, so nothing says how many tasks or whose', () => {
    expect(
      mergeBusy([
        { startAt: '2026-12-14', endAt: '2026-12-16' },
        { startAt: '2026-12-07', endAt: '2026-12-10' },
        { startAt: '2026-12-10', endAt: '2026-12-11' },
        { startAt: '2026-12-08', endAt: '2026-12-09' },
      ]),
    ).toEqual([
      { startAt: '2026-12-07', endAt: '2026-12-11' },
      { startAt: '2026-12-14', endAt: '2026-12-16' },
    ]);
  });
});
