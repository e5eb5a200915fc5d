import {
  isWorkingDay,
  toWorkingCalendar,
  type WorkingCalendar,
} from '@hrt/shared/domain/working-days';
import type { WorkingCalendarAnswer } from '@hrt/shared/schemas/calendar';
import type { Task, TaskStatusId } from '@hrt/shared/schemas/schedule';
import type { DemoPart, DemoSeed } from './demo-seed.ts';
import { type DemoTaskTemplate, demoTaskTemplates, trades } from './schedule-fixture.ts';

/** Working days from the project's first day to today: the kitchen is mid-way, most is ahead. */
const WORKING_DAYS_DONE = 22;

/** A task as the demo lays it out: dates, status and the keys of the tasks it waits for. */
interface DemoTaskPlan {
  key: string;
  name: string;
  room: DemoTaskTemplate['room'];
  owner: { id: string; name?: string };
  supplier: string;
  startAt: string;
  endAt: string;
  status: TaskStatusId;
  after: readonly string[];
}

/** The trades' Christmas break, on top of the household's public holidays. */
const isChristmasBreak = (date: string) => date.slice(5) >= '12-24' || date.slice(5) === '01-01';

/**
 * The offsets from today of the household's working days (its calendar, less the Christmas
 * break) from well before the project to well after it, and the index of the project's first.
 */
function workingDays(seed: Pick<DemoSeed, 'day'>, calendar: WorkingCalendar) {
  const offsets: number[] = [];
  for (let offset = -300; offset <= 300; offset++) {
    const date = seed.day(offset);
    if (isWorkingDay(calendar, date) && !isChristmasBreak(date)) offsets.push(offset);
  }
  const todayIndex = offsets.findIndex((offset) => offset >= 0);
  return { offsets, first: todayIndex - WORKING_DAYS_DONE };
}

/**
 * Lays the demo's tasks out: each starts the working day after the last task it waits for ends
 * (or on its room's first day), sometimes a day later, and some take a day longer than the
 * book says; the seeded random decides, so the same seed gives the same schedule. What has
 * ended by today is done, what spans today is in progress.
 */
export function layOutDemoSchedule(
  seed: Pick<DemoSeed, 'random' | 'day'>,
  calendar: WorkingCalendar,
) {
  const { offsets, first } = workingDays(seed, calendar);
  const dayOf = (working: number) => offsets[first + working]!;
  const ends = new Map<string, number>();
  const plans: DemoTaskPlan[] = [];
  for (const template of demoTaskTemplates) {
    const ready = Math.max(
      template.from ?? 0,
      ...(template.after ?? []).map((key) => ends.get(key)!),
    );
    const start = ready + (seed.random() < 0.3 ? 1 : 0);
    const length = template.days + (seed.random() < 0.25 ? 1 : 0);
    ends.set(template.key, start + length);
    const trade: { id: string; name?: string; suppliers: readonly string[] } =
      trades[template.trade];
    const startOffset = dayOf(start);
    // The end is exclusive: the day after the last working day.
    const endOffset = dayOf(start + length - 1) + 1;
    plans.push({
      key: template.key,
      name: template.name,
      room: template.room,
      owner: trade.name ? { id: trade.id, name: trade.name } : { id: trade.id },
      supplier: trade.suppliers[Math.floor(seed.random() * trade.suppliers.length)]!,
      startAt: seed.day(startOffset),
      endAt: seed.day(endOffset),
      status: endOffset <= 0 ? 3 : startOffset <= 0 ? 2 : 1,
      after: template.after ?? [],
    });
  }
  return plans;
}

/** The schedule, written through the API task by task (each after the tasks it waits for). */
export const seedDemoSchedule: DemoPart = async (seed) => {
  const calendar = toWorkingCalendar(
    (await seed.asOwner('GET', '/api/settings/calendar')) as WorkingCalendarAnswer,
  );
  const ids = new Map<string, string>();
  for (const plan of layOutDemoSchedule(seed, calendar)) {
    const created = (await seed.asOwner('POST', '/api/tasks', {
      name: plan.name,
      startAt: plan.startAt,
      endAt: plan.endAt,
      status: { id: plan.status },
      group: { id: seed.components[plan.room] },
      owner: plan.owner,
      supplier: plan.supplier,
      dependencies: plan.after.map((key) => ids.get(key)!),
    })) as Task;
    ids.set(plan.key, created.id);
  }
};
