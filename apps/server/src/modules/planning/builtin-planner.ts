import { addDays, daysBetween } from '@hrt/shared/domain/calendar-days';
import type { Analysis, SuggestedTask, Task } from '@hrt/shared/schemas/schedule';
import { taskOwners } from '@hrt/shared/schemas/schedule';
import { generalSequence, roomSequences, type Sequence } from './knowledge-base.ts';

export interface PlanningContext {
  goal: string;
  components: ReadonlyArray<{ id: string; name: string }>;
  existing: readonly Task[];
  /** Today, YYYY-MM-DD (UTC). */
  today: string;
}

/**
 * The built-in planner: the knowledge base's sequences the goal asks for, each in its
 * component, skipping steps the component already has (same name), dated from the first
 * Monday after today or after the last existing task, each step starting when all of its
 * predecessors have ended. Throws a message when it cannot plan.
 */
export function planWithKnowledgeBase(context: PlanningContext): Analysis {
  const { components, existing, goal } = context;
  const first = components[0];
  if (!first) {
    throw new PlanningError(
      'The project has no components yet. Add a room, design item or service first: every task belongs to one.',
    );
  }
  const rooms = roomSequences.filter((sequence) => sequence.goalWords.test(goal));
  const general = generalSequence(goal, rooms.length === 0);
  const sequences = general ? [...rooms, general] : rooms;

  const start = firstStart(context);
  // Where each step's name already is, per component: an existing task's id or a planned key.
  const taken = new Map<string, string>();
  for (const task of existing) taken.set(nameKey(task.group.id, task.name), task.id);
  const ends = new Map<string, string>(existing.map((task) => [task.id, task.endAt]));

  const suggested: SuggestedTask[] = [];
  const dependencies: Analysis['dependencies'] = [];
  for (const sequence of sequences) {
    const component = componentFor(sequence, components, goal) ?? first;
    const refs = new Map<string, string>();
    for (const step of sequence.steps) {
      const predecessors = step.after.map((key) => refs.get(key)!);
      const already = taken.get(nameKey(component.id, step.name));
      if (already) {
        refs.set(step.key, already);
        continue;
      }
      const key = `${sequence.id}:${step.key}`;
      const startAt = predecessors.reduce(
        (latest, ref) => maxDate(latest, ends.get(ref) ?? latest),
        start,
      );
      const endAt = addDays(startAt, step.days);
      suggested.push({
        key,
        name: step.name,
        group: step.group,
        owner: taskOwners.find((owner) => owner.id === step.owner)!.name,
        duration_days: step.days,
        startAt,
        endAt,
        component_id: component.id,
      });
      for (const from of predecessors) dependencies.push({ from, to: key });
      refs.set(step.key, key);
      taken.set(nameKey(component.id, step.name), key);
      ends.set(key, endAt);
    }
  }
  return {
    suggested_tasks: suggested,
    dependencies,
    timeline_suggestions: { estimated_duration_weeks: estimatedWeeks(suggested) },
    contractor_recommendations: recommendContractors(suggested, components),
  };
}

/** A plan that cannot be made, with the reason to show. */
export class PlanningError extends Error {}

/** The first Monday after today, or on or after the last existing task's end if later. */
export function firstStart(context: Pick<PlanningContext, 'existing' | 'today'>): string {
  const lastEnd = context.existing.reduce((latest, task) => maxDate(latest, task.endAt), '');
  let day = maxDate(addDays(context.today, 1), lastEnd);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

export function estimatedWeeks(tasks: ReadonlyArray<{ startAt: string; endAt: string }>): number {
  if (!tasks.length) return 0;
  const from = tasks.reduce(
    (earliest, task) => (task.startAt < earliest ? task.startAt : earliest),
    tasks[0]!.startAt,
  );
  const to = tasks.reduce((latest, task) => maxDate(latest, task.endAt), '');
  return Math.round((daysBetween(from, to) / 7) * 10) / 10;
}

function recommendContractors(
  tasks: readonly SuggestedTask[],
  components: ReadonlyArray<{ id: string; name: string }>,
): Analysis['contractor_recommendations'] {
  const byTrade = new Map<string, string[]>();
  for (const task of tasks) {
    const where = components.find((component) => component.id === task.component_id)?.name;
    const label = where ? `${task.name} (${where})` : task.name;
    byTrade.set(task.owner, [...(byTrade.get(task.owner) ?? []), label]);
  }
  return [...byTrade].map(([trade, labels]) => ({
    trade,
    reason: `${labels.length} ${labels.length === 1 ? 'task' : 'tasks'}: ${labels.join(', ')}`,
  }));
}

/**
 * The component a sequence's tasks go to: one the goal names outright ('the Garden Flat
 * Kitchen'), else the first whose name fits the sequence (any 'Kitchen' for the kitchen).
 */
export function componentFor(
  sequence: Pick<Sequence, 'componentWords'>,
  components: ReadonlyArray<{ id: string; name: string }>,
  goal: string,
) {
  const fitting = components.filter((component) => sequence.componentWords.test(component.name));
  const said = goal.toLowerCase();
  const named = fitting
    .filter((component) => said.includes(component.name.trim().toLowerCase()))
    // The longest name the goal contains is the most specific ('Kitchen 2' over 'Kitchen').
    .sort((a, b) => b.name.length - a.name.length)[0];
  return named ?? fitting[0];
}

function nameKey(componentId: string, name: string): string {
  return `${componentId}|${name.trim().toLowerCase()}`;
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}
