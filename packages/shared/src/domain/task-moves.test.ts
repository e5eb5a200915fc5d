import { describe, expect, it } from 'vitest';
import { carryDependants, movedToStart, workingDaysDragged } from './task-moves.ts';
import { shiftByWorkingDays, toWorkingCalendar } from './working-days.ts';

/**
 * The one rule for a move's dependants, which the server saves and the web draws. Every
 * expected date is worked out by hand from a wall calendar.
 */

// Monday to Friday with England's 2026-27 Christmas days off: Fri 25 Dec, Mon 28 Dec (Boxing
// Day falls on the Saturday) and Fri 1 Jan.
const christmas = toWorkingCalendar({
  working_days: [1, 2, 3, 4, 5],
  holiday_dates: [{ date: '2026-12-25' }, { date: '2026-12-28' }, { date: '2027-01-01' }],
});
const weekdays = toWorkingCalendar({ working_days: [1, 2, 3, 4, 5] });
const sixDays = toWorkingCalendar({ working_days: [1, 2, 3, 4, 5, 6] });

type Row = [id: string, startAt: string, endAt: string, dependencies?: string[]];
const toTasks = (rows: Row[]) =>
  rows.map(([id, startAt, endAt, dependencies = []]) => ({ id, startAt, endAt, dependencies }));

// March 2027: Mon 1, Fri 5, Sat 6, Mon 8.
const chain: Row[] = [
  ['plaster', '2027-03-05', '2027-03-09', ['first-fix']],
  ['strip-out', '2027-03-01', '2027-03-03'],
  ['first-fix', '2027-03-03', '2027-03-05', ['strip-out']],
  ['paint', '2027-03-09', '2027-03-10', ['plaster', 'order']],
  ['order', '2027-03-01', '2027-03-02'],
];

const cases: Array<{
  name: string;
  calendar: typeof weekdays;
  tasks: Row[];
  move: { id: string; from: string; to: string };
  carried: Array<[id: string, startAt: string, endAt: string]>;
}> = [
  {
    name: 'two working days later, over Christmas: a weekend and two days off',
    calendar: christmas,
    tasks: [
      ['strip-out', '2026-12-21', '2026-12-23'],
      ['first-fix', '2026-12-23', '2026-12-24', ['strip-out']],
      // Thu 24, Tue 29, Wed 30: three working days, kept over New Year's Day.
      ['plaster', '2026-12-24', '2026-12-31', ['first-fix']],
      ['order', '2026-12-22', '2026-12-23'],
    ],
    move: { id: 'strip-out', from: '2026-12-21', to: '2026-12-23' },
    carried: [
      ['first-fix', '2026-12-29', '2026-12-30'],
      ['plaster', '2026-12-30', '2027-01-05'],
    ],
  },
  {
    name: 'a finish-to-start chain, through others, in the list order, each carried once',
    calendar: weekdays,
    tasks: chain,
    move: { id: 'strip-out', from: '2027-03-01', to: '2027-03-02' },
    carried: [
      ['plaster', '2027-03-08', '2027-03-10'],
      ['first-fix', '2027-03-04', '2027-03-06'],
      ['paint', '2027-03-10', '2027-03-11'],
    ],
  },
  {
    name: 'a move back from Monday to Thursday carries them two working days back',
    calendar: weekdays,
    tasks: [
      ['strip-out', '2027-03-08', '2027-03-09'],
      ['first-fix', '2027-03-09', '2027-03-11', ['strip-out']],
    ],
    move: { id: 'strip-out', from: '2027-03-08', to: '2027-03-04' },
    carried: [['first-fix', '2027-03-05', '2027-03-09']],
  },
  {
    name: 'a task with no dependants carries nothing',
    calendar: weekdays,
    tasks: chain,
    move: { id: 'paint', from: '2027-03-09', to: '2027-03-11' },
    carried: [],
  },
  {
    name: 'a start moved from Saturday to Sunday moved no working day and carries nothing',
    calendar: weekdays,
    tasks: [
      ['skip', '2027-03-06', '2027-03-07'],
      ['tidy', '2027-03-08', '2027-03-09', ['skip']],
    ],
    move: { id: 'skip', from: '2027-03-06', to: '2027-03-07' },
    carried: [],
  },
  {
    name: 'on a six-day week Friday to Monday is two working days',
    calendar: sixDays,
    tasks: [
      ['skip', '2027-03-05', '2027-03-06'],
      ['tidy', '2027-03-08', '2027-03-09', ['skip']],
    ],
    move: { id: 'skip', from: '2027-03-05', to: '2027-03-08' },
    carried: [['tidy', '2027-03-10', '2027-03-11']],
  },
];

describe('carryDependants', () => {
  it('shifts every dependant by the working days the start moved, keeping its length', () => {
    const answers = cases.map(({ name, calendar, tasks, move }) => ({
      name,
      carried: carryDependants(calendar, toTasks(tasks), move).map(
        (task) => [task.id, task.startAt, task.endAt] as const,
      ),
    }));
    expect(answers).toEqual(cases.map(({ name, carried }) => ({ name, carried })));
  });
});

describe('a drag moves a task by working days, keeping its length in working days', () => {
  // December 2026: Tue 1, Thu 3, Fri 4, Sat 5, Sun 6, Mon 7, Tue 8. Ends are exclusive.
  const tueToThu = { startAt: '2026-12-01', endAt: '2026-12-04' };

  it('Tue 1 Dec - Thu 3 Dec dragged 2 days starts Thu 3 Dec and ends Mon 7 Dec', () => {
    const days = workingDaysDragged(weekdays, tueToThu.startAt, 2);
    expect(days).toBe(2);
    expect(shiftByWorkingDays(weekdays, tueToThu, days)).toEqual({
      startAt: '2026-12-03',
      endAt: '2026-12-08',
    });
  });

  it('a drop on a day off goes on to the next working day in the drag direction', () => {
    // Thu 3 Dec dropped on Sat 5 Dec: Monday 7, two working days on.
    expect(workingDaysDragged(weekdays, '2026-12-03', 2)).toBe(2);
    // Mon 7 Dec dropped on Sun 6 Dec: back to Friday 4, one working day.
    expect(workingDaysDragged(weekdays, '2026-12-07', -1)).toBe(-1);
    // Over Christmas: Thu 24 Dec dropped on Mon 28 Dec (a day off) starts Tue 29, one day on.
    expect(workingDaysDragged(christmas, '2026-12-24', 4)).toBe(1);
    expect(workingDaysDragged(weekdays, '2026-12-03', 0)).toBe(0);
  });

  it('the dates a move to a start must have, as the server checks them', () => {
    expect(movedToStart(weekdays, tueToThu, '2026-12-03')).toEqual({
      startAt: '2026-12-03',
      endAt: '2026-12-08',
    });
    // Put on Saturday 5 Dec: a working-day move starts on Monday 7 and ends Wed 9 inclusive.
    expect(movedToStart(weekdays, tueToThu, '2026-12-05')).toEqual({
      startAt: '2026-12-07',
      endAt: '2026-12-10',
    });
  });
});
