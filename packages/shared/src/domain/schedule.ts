import {
  addMonths,
  differenceInCalendarDays,
  format,
  getDaysInMonth,
  isSameMonth,
  parseISO,
  startOfMonth,
} from 'date-fns';
import { scheduleConstants, type Task } from '../schemas/schedule.ts';
import {
  addDays,
  daysBetween,
  formatShortDay,
  fromDayNumber,
  shortDayNames,
  toDayNumber,
  weekdayIndex,
  weekStart,
} from './calendar-days.ts';
import { compareNames } from './compare-names.ts';

/**
 * The schedule screen's rules, free of React so they are tested
 * on their own and shared by the Gantt, the phone list and the benchmark: zoom and header,
 * navigation and the window, bars and rows. Dates are whole days (calendar-days.ts); a task
 * covers `startAt` up to, not including, `endAt`. How tasks wait for each other is in
 * task-dependencies.ts.
 */

/**
 * A task's last day: how people say its dates ('Tue 1 Dec - Thu 3 Dec' is three days), and what
 * every list, bar label, the task dialog and the planner's results show. The API and the
 * database keep the exclusive end (`endAt`, the day after), which the arithmetic counts with;
 * these two are the one place the two meet.
 */
export function lastDayOf(task: Pick<Task, 'endAt'>): string {
  return addDays(task.endAt, -1);
}

/** The exclusive end (`endAt`) of a task whose last day is `lastDay`. */
export function endAfterLastDay(lastDay: string): string {
  return addDays(lastDay, 1);
}

// ---------------------------------------------------------------------------------------------
// Zoom, scale and header

const { zoom: zoomLimits } = scheduleConstants;

/** Rounded to 4 places so 1 / 1.5 * 1.5 comes back to exactly 1. */
const roundZoom = (zoom: number) => Math.round(zoom * 10_000) / 10_000;

export function zoomIn(zoom: number): number {
  return Math.min(zoomLimits.max, roundZoom(zoom * zoomLimits.step));
}

export function zoomOut(zoom: number): number {
  return Math.max(zoomLimits.min, roundZoom(zoom / zoomLimits.step));
}

export const resetZoom = (): number => zoomLimits.default;

/** Day column width: 40 px times the zoom. */
export function dayWidth(zoom: number): number {
  return scheduleConstants.dayWidthPx * zoom;
}

export type HeaderUnit = 'month' | 'week' | 'day';

/**
 * Spec section 9: zoom up to 0.4 shows months, up to 0.8 weeks, above that days, "with a step of
 * half the zoom at high zoom". We read the last part as tick spacing: at day scale each day is
 * labelled, and from zoom 2 up (days at least 80 px wide) each day is also split at its middle,
 * a tick every half day. `tickDays` is the distance between ticks in days.
 */
export function headerScale(zoom: number): { unit: HeaderUnit; tickDays: number } {
  if (zoom <= scheduleConstants.monthsUpTo) return { unit: 'month', tickDays: 0 };
  if (zoom <= scheduleConstants.weeksUpTo) return { unit: 'week', tickDays: 7 };
  return { unit: 'day', tickDays: zoom >= 2 ? 0.5 : 1 };
}

export interface HeaderCell {
  /** First day of the cell, as an offset from the window start. */
  offset: number;
  days: number;
  label: string;
  /** The cell holds today. */
  current: boolean;
}

/**
 * Header cells that meet the day range [from, to) (offsets from `windowStart`). Only the
 * visible range is asked for, so a 364-day window never draws 364 cells at once.
 */
export function headerCells(
  windowStart: string,
  unit: HeaderUnit,
  from: number,
  to: number,
  today: string,
): HeaderCell[] {
  const start = toDayNumber(windowStart);
  const todayNumber = toDayNumber(today);
  const cells: HeaderCell[] = [];
  if (unit === 'day') {
    for (let offset = from; offset < to; offset += 1) {
      const date = fromDayNumber(start + offset);
      const [, , day] = date.split('-');
      cells.push({
        offset,
        days: 1,
        label: `${shortDayNames[weekdayIndex(start + offset)]!.slice(0, 2)} ${Number(day)}`,
        current: start + offset === todayNumber,
      });
    }
    return cells;
  }
  if (unit === 'week') {
    const first = from - weekdayIndex(start + from);
    for (let offset = first; offset < to; offset += 7) {
      cells.push({
        offset,
        days: 7,
        label: formatShortDay(fromDayNumber(start + offset)),
        current: todayNumber >= start + offset && todayNumber < start + offset + 7,
      });
    }
    return cells;
  }
  // Months: from the first of the month holding `from`; date-fns carries the month and year over.
  const windowDay = parseISO(windowStart);
  const todayDay = parseISO(today);
  for (
    let month = startOfMonth(parseISO(addDays(windowStart, from)));
    differenceInCalendarDays(month, windowDay) < to;
    month = addMonths(month, 1)
  ) {
    cells.push({
      offset: differenceInCalendarDays(month, windowDay),
      days: getDaysInMonth(month),
      label: format(month, 'MMM yyyy'),
      current: isSameMonth(month, todayDay),
    });
  }
  return cells;
}

// ---------------------------------------------------------------------------------------------
// Navigation and the window

export type NavigationAction =
  | 'past'
  | 'back-3-months'
  | 'back-1-month'
  | 'today'
  | 'forward-1-month'
  | 'forward-3-months'
  | 'future';

/**
 * The window's start week after a navigation button. A period is a week: "1 month" moves 4
 * weeks (navPeriods) and "3 months" 12 (navQuarterPeriods), whatever the zoom, so a button
 * always moves the same distance. Past and Future jump 26 weeks from the current week (not from
 * where the view is), Today goes back to the current week.
 */
export function navigate(action: NavigationAction, startWeek: string, today: string): string {
  const current = weekStart(today);
  const weeks = (count: number) => count * 7;
  switch (action) {
    case 'past':
      return addDays(current, -weeks(scheduleConstants.pastFutureWeeks));
    case 'future':
      return addDays(current, weeks(scheduleConstants.pastFutureWeeks));
    case 'today':
      return current;
    case 'back-3-months':
      return addDays(startWeek, -weeks(scheduleConstants.navQuarterPeriods));
    case 'back-1-month':
      return addDays(startWeek, -weeks(scheduleConstants.navPeriods));
    case 'forward-1-month':
      return addDays(startWeek, weeks(scheduleConstants.navPeriods));
    case 'forward-3-months':
      return addDays(startWeek, weeks(scheduleConstants.navQuarterPeriods));
  }
}

/** The visible window: 364 days (52 weeks) from the start week, end exclusive. */
export function scheduleWindow(startWeek: string): { start: string; end: string; days: number } {
  const start = weekStart(startWeek);
  return {
    start,
    end: addDays(start, scheduleConstants.visibleDays),
    days: scheduleConstants.visibleDays,
  };
}

/**
 * The day offsets worth drawing for a scroll position, as [from, to), with `overscan` days
 * either side and clamped to the window.
 */
export function visibleDayRange(
  scrollLeft: number,
  viewportWidth: number,
  zoom: number,
  overscan = 7,
): { from: number; to: number } {
  const width = dayWidth(zoom);
  const from = Math.max(0, Math.floor(scrollLeft / width) - overscan);
  const to = Math.min(
    scheduleConstants.visibleDays,
    Math.ceil((scrollLeft + viewportWidth) / width) + overscan,
  );
  return { from, to: Math.max(from, to) };
}

/** Horizontal scroll for a wheel event: vertical wheel turns move sideways, at half speed. */
export function wheelScroll(deltaX: number, deltaY: number): number {
  const delta = Math.abs(deltaX) > Math.abs(deltaY) ? deltaX : deltaY;
  return delta * scheduleConstants.wheelFactor;
}

// ---------------------------------------------------------------------------------------------
// Bars and dragging

/** A bar's place in the grid: x from the window start, width at least 80 px. */
export function barGeometry(
  task: Pick<Task, 'startAt' | 'endAt'>,
  windowStart: string,
  zoom: number,
): { x: number; width: number } {
  const width = dayWidth(zoom);
  const x = daysBetween(windowStart, task.startAt) * width;
  const days = Math.max(1, daysBetween(task.startAt, task.endAt));
  return { x, width: Math.max(scheduleConstants.minBarWidthPx, days * width) };
}

/** Whether a bar meets the day range [from, to) of the window (its drawn width included). */
export function barMeetsRange(
  geometry: { x: number; width: number },
  from: number,
  to: number,
  zoom: number,
): boolean {
  const width = dayWidth(zoom);
  return geometry.x < to * width && geometry.x + geometry.width > from * width;
}

/** A drag's pixel offset as whole days (dragged tasks snap to whole days). */
export function snapToDays(offsetPx: number, zoom: number): number {
  const days = Math.round(offsetPx / dayWidth(zoom));
  return days === 0 ? 0 : days; // never -0
}

/** A task moved by whole days, keeping its length. */
export function shiftTask<T extends Pick<Task, 'startAt' | 'endAt'>>(task: T, days: number): T {
  return { ...task, startAt: addDays(task.startAt, days), endAt: addDays(task.endAt, days) };
}

/** The day a click lands on, from its x inside the grid. */
export function dateAtX(x: number, windowStart: string, zoom: number): string {
  return addDays(windowStart, Math.floor(x / dayWidth(zoom)));
}

// ---------------------------------------------------------------------------------------------
// Rows

export type ScheduleRow<T> =
  | { kind: 'group'; key: string; group: { id: string; name: string }; count: number }
  | { kind: 'task'; key: string; task: T; group: { id: string; name: string } };

/**
 * Rows grouped by component (sorted by name), each group's tasks by start date then name. Every
 * component passed in gets a header, so an empty component still has a row to click on.
 */
export function scheduleRows<T extends Pick<Task, 'id' | 'name' | 'startAt' | 'group'>>(
  tasks: readonly T[],
  components: readonly { id: string; name: string }[] = [],
): ScheduleRow<T>[] {
  const groups = new Map<string, { group: { id: string; name: string }; tasks: T[] }>();
  for (const component of components) {
    groups.set(component.id, { group: { id: component.id, name: component.name }, tasks: [] });
  }
  for (const task of tasks) {
    const entry = groups.get(task.group.id);
    if (entry) entry.tasks.push(task);
    else groups.set(task.group.id, { group: task.group, tasks: [task] });
  }
  const rows: ScheduleRow<T>[] = [];
  const sorted = [...groups.values()].sort((a, b) => compareNames(a.group.name, b.group.name));
  for (const { group, tasks: groupTasks } of sorted) {
    rows.push({ kind: 'group', key: `group:${group.id}`, group, count: groupTasks.length });
    groupTasks.sort((a, b) =>
      a.startAt === b.startAt ? compareNames(a.name, b.name) : a.startAt < b.startAt ? -1 : 1,
    );
    for (const task of groupTasks) rows.push({ kind: 'task', key: task.id, task, group });
  }
  return rows;
}

/** Row height by kind: 32 px group headers, 50 px task rows. */
export function rowHeight(kind: 'group' | 'task'): number {
  return kind === 'group' ? scheduleConstants.groupHeaderHeightPx : scheduleConstants.rowHeightPx;
}

/** Tasks by the week they start in (the phone list), weeks in order, tasks by start then name. */
export function tasksByWeek<T extends Pick<Task, 'name' | 'startAt'>>(
  tasks: readonly T[],
): { week: string; tasks: T[] }[] {
  const weeks = new Map<string, T[]>();
  for (const task of tasks) {
    const week = weekStart(task.startAt);
    const list = weeks.get(week);
    if (list) list.push(task);
    else weeks.set(week, [task]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([week, list]) => ({
      week,
      tasks: list.sort((a, b) =>
        a.startAt === b.startAt ? compareNames(a.name, b.name) : a.startAt < b.startAt ? -1 : 1,
      ),
    }));
}
