import { describe, expect, it } from 'vitest';
import {
  barGeometry,
  dateAtX,
  dayWidth,
  endAfterLastDay,
  headerCells,
  headerScale,
  lastDayOf,
  navigate,
  resetZoom,
  scheduleRows,
  scheduleWindow,
  shiftTask,
  snapToDays,
  tasksByWeek,
  visibleDayRange,
  wheelScroll,
  zoomIn,
  zoomOut,
} from './schedule.ts';

describe('zoom', () => {
  it('steps by 1.5 between 0.25 and 3 and resets to 1', () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomIn(1.5)).toBe(2.25);
    expect(zoomIn(2.25)).toBe(3);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(1)).toBe(0.6667);
    expect(zoomOut(0.6667)).toBe(0.4445);
    expect(zoomOut(0.4445)).toBe(0.2963);
    expect(zoomOut(0.2963)).toBe(0.25);
    expect(zoomOut(0.25)).toBe(0.25);
    expect(zoomIn(zoomOut(1))).toBe(1);
    expect(resetZoom()).toBe(1);
  });
  it('makes a day 40 px times the zoom', () => {
    expect(dayWidth(1)).toBe(40);
    expect(dayWidth(0.25)).toBe(10);
    expect(dayWidth(3)).toBe(120);
  });
  it('picks months, weeks or days by zoom', () => {
    expect(headerScale(0.25)).toEqual({ unit: 'month', tickDays: 0 });
    expect(headerScale(0.4)).toEqual({ unit: 'month', tickDays: 0 });
    expect(headerScale(0.4445)).toEqual({ unit: 'week', tickDays: 7 });
    expect(headerScale(0.8)).toEqual({ unit: 'week', tickDays: 7 });
    expect(headerScale(1)).toEqual({ unit: 'day', tickDays: 1 });
    expect(headerScale(2.25)).toEqual({ unit: 'day', tickDays: 0.5 });
  });
});

describe('header cells', () => {
  it('labels days, weeks and months in the range asked for', () => {
    expect(headerCells('2026-03-02', 'day', 0, 2, '2026-03-03')).toEqual([
      { offset: 0, days: 1, label: 'Mo 2', current: false },
      { offset: 1, days: 1, label: 'Tu 3', current: true },
    ]);
    expect(headerCells('2026-03-02', 'week', 3, 10, '2026-03-10')).toEqual([
      { offset: 0, days: 7, label: '2 Mar', current: false },
      { offset: 7, days: 7, label: '9 Mar', current: true },
    ]);
    expect(headerCells('2026-03-02', 'month', 0, 40, '2026-04-01')).toEqual([
      { offset: -1, days: 31, label: 'Mar 2026', current: false },
      { offset: 30, days: 30, label: 'Apr 2026', current: true },
    ]);
  });

  it('carries months over the year end and gives a leap February 29 days', () => {
    expect(headerCells('2027-12-06', 'month', 0, 90, '2028-02-10')).toEqual([
      { offset: -5, days: 31, label: 'Dec 2027', current: false },
      { offset: 26, days: 31, label: 'Jan 2028', current: false },
      { offset: 57, days: 29, label: 'Feb 2028', current: true },
      { offset: 86, days: 31, label: 'Mar 2028', current: false },
    ]);
  });
});

describe('navigation', () => {
  const today = '2026-03-11'; // a Wednesday; its week starts on 2026-03-09
  it('moves 4 weeks for one month and 12 for three, from where the view is', () => {
    expect(navigate('back-1-month', '2026-06-01', today)).toBe('2026-05-04');
    expect(navigate('forward-1-month', '2026-06-01', today)).toBe('2026-06-29');
    expect(navigate('back-3-months', '2026-06-01', today)).toBe('2026-03-09');
    expect(navigate('forward-3-months', '2026-06-01', today)).toBe('2026-08-24');
  });
  it('jumps 26 weeks from the current week for Past and Future, and back for Today', () => {
    expect(navigate('past', '2030-01-07', today)).toBe('2025-09-08');
    expect(navigate('future', '2030-01-07', today)).toBe('2026-09-07');
    expect(navigate('today', '2030-01-07', today)).toBe('2026-03-09');
  });
  it('shows 364 days from the start week', () => {
    expect(scheduleWindow('2026-03-11')).toEqual({
      start: '2026-03-09',
      end: '2027-03-08',
      days: 364,
    });
  });
});

describe('visible range and wheel', () => {
  it('draws only the visible days plus overscan, inside the window', () => {
    expect(visibleDayRange(0, 1000, 1, 7)).toEqual({ from: 0, to: 32 });
    expect(visibleDayRange(4000, 800, 1, 7)).toEqual({ from: 93, to: 127 });
    expect(visibleDayRange(14_000, 1000, 1, 7)).toEqual({ from: 343, to: 364 });
  });
  it('turns a vertical wheel into half as much sideways scroll', () => {
    expect(wheelScroll(0, 100)).toBe(50);
    expect(wheelScroll(-60, 10)).toBe(-30);
  });
});

describe('bars and dragging', () => {
  it('places a bar from the window start with an 80 px minimum width', () => {
    expect(barGeometry({ startAt: '2026-03-04', endAt: '2026-03-09' }, '2026-03-02', 1)).toEqual({
      x: 80,
      width: 200,
    });
    expect(barGeometry({ startAt: '2026-03-04', endAt: '2026-03-05' }, '2026-03-02', 1)).toEqual({
      x: 80,
      width: 80,
    });
    expect(barGeometry({ startAt: '2026-02-28', endAt: '2026-03-03' }, '2026-03-02', 0.25)).toEqual(
      { x: -20, width: 80 },
    );
  });
  it('snaps a drag to whole days', () => {
    expect(snapToDays(19, 1)).toBe(0);
    expect(snapToDays(21, 1)).toBe(1);
    expect(snapToDays(-61, 1)).toBe(-2);
    expect(snapToDays(-10, 1)).toBe(0);
    expect(snapToDays(130, 3)).toBe(1);
  });
  it('shifts a task keeping its length and finds the day under a click', () => {
    expect(shiftTask({ startAt: '2026-03-30', endAt: '2026-04-02' }, 2)).toEqual({
      startAt: '2026-04-01',
      endAt: '2026-04-04',
    });
    expect(dateAtX(0, '2026-03-02', 1)).toBe('2026-03-02');
    expect(dateAtX(79, '2026-03-02', 1)).toBe('2026-03-03');
    expect(dateAtX(80, '2026-03-02', 1)).toBe('2026-03-04');
  });
});

describe('rows', () => {
  it('groups by component name, tasks by start then name, empty components kept', () => {
    const kitchen = { id: 'k', name: 'Kitchen' };
    const bath = { id: 'b', name: 'Bathroom' };
    const rows = scheduleRows(
      [
        { id: '1', name: 'Tile', startAt: '2026-03-05', group: kitchen },
        { id: '2', name: 'Strip', startAt: '2026-03-02', group: kitchen },
        { id: '3', name: 'Plumb', startAt: '2026-03-02', group: bath },
      ],
      [kitchen, bath, { id: 'g', name: 'Garden' }],
    );
    expect(
      rows.map((row) => (row.kind === 'group' ? `# ${row.group.name}` : row.task.name)),
    ).toEqual(['# Bathroom', 'Plumb', '# Garden', '# Kitchen', 'Strip', 'Tile']);
  });
  it('lists tasks by the week they start in', () => {
    const weeks = tasksByWeek([
      { name: 'B', startAt: '2026-03-10' },
      { name: 'A', startAt: '2026-03-15' },
      { name: 'C', startAt: '2026-03-02' },
      { name: 'D', startAt: '2026-03-16' },
    ]);
    expect(weeks.map((w) => [w.week, w.tasks.map((t) => t.name)])).toEqual([
      ['2026-03-02', ['C']],
      ['2026-03-09', ['B', 'A']],
      ['2026-03-16', ['D']],
    ]);
  });
});

describe("a task's last day", () => {
  it('is the day before its exclusive end, and back', () => {
    // Tue 1 Dec 2026 to Thu 3 Dec 2026 inclusive is stored ending on Fri 4 Dec.
    expect(lastDayOf({ endAt: '2026-12-04' })).toBe('2026-12-03');
    expect(endAfterLastDay('2026-12-03')).toBe('2026-12-04');
    // Across a month and a year.
    expect(lastDayOf({ endAt: '2027-01-01' })).toBe('2026-12-31');
    expect(endAfterLastDay('2027-02-28')).toBe('2027-03-01');
  });
});
