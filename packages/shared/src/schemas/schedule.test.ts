import { describe, expect, it } from 'vitest';
import { taskDay, taskMoveSchema } from './schedule.ts';

describe('taskDay', () => {
  it.each([
    ['2027-07-10', '2027-07-10'],
    // A browser client's day: Date.toISOString() of local midnight in London.
    ['2027-07-09T23:00:00.000Z', '2027-07-10'],
    ['2027-01-09T00:00:00.000Z', '2027-01-09'],
    ['2027-07-10T00:00:00+01:00', '2027-07-10'],
    ['2027-07-09T23:00:00Z', '2027-07-10'],
  ])('takes %s as %s', (sent, day) => {
    expect(taskDay.parse(sent)).toBe(day);
  });

  it.each([
    ['2027-02-30T00:00:00.000Z', 'Use a date like 2026-03-14.'],
    ['2027-07-09T25:00:00.000Z', 'Use a date like 2026-03-14.'],
    ['2027-07-09T23:00:00.000', 'Use a date like 2026-03-14.'],
    ['2027-07-09 23:00', 'Use a date like 2026-03-14.'],
    ['2026-02-30', 'That date does not exist.'],
    ['02/03/2026', 'Use a date like 2026-03-14.'],
  ])('refuses %s', (sent, message) => {
    const parsed = taskDay.safeParse(sent);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('taskMoveSchema', () => {
  it('compares the household days, not the instants', () => {
    expect(
      taskMoveSchema.parse({ start: '2027-07-09T23:00:00.000Z', end: '2027-07-12T23:00:00.000Z' }),
    ).toEqual({ start: '2027-07-10', end: '2027-07-13', with_dependants: true });
    // 23:00 UTC on 9 July is already 10 July in London: a one-day task from the 10th ends the 11th.
    expect(
      taskMoveSchema.safeParse({ start: '2027-07-10', end: '2027-07-09T23:00:00.000Z' }).success,
    ).toBe(false);
  });
});
