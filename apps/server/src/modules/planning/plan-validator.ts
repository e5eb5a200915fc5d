import { addDays, daysBetween } from '@hrt/shared/domain/calendar-days';
import { findCycle, topologicalOrder } from '@hrt/shared/domain/task-graph';
import {
  type Analysis,
  analysisSchema,
  type Task,
  type TaskInput,
  taskInputSchema,
  taskOwners,
} from '@hrt/shared/schemas/schedule';
import type { z } from 'zod';
import { type ConstraintScope, checkConstraints } from './constraint-check.ts';
import type { ReadConstraint } from './constraints.ts';
import { mergeDuplicates } from './plan-duplicates.ts';
import type { PlannerCalendar } from './planner-calendar.ts';

/** The earliest date a plan may use, and the longest step it may propose (decision 016). */
const EARLIEST_PLAN_DATE = '2000-01-01';
const LATEST_PLAN_DATE = '2099-12-31';
const MAX_STEP_DAYS = 365;
const MAX_PLAN_TASKS = 200;

export interface PlanScope {
  components: ReadonlyArray<{ id: string; name: string; budget?: number }>;
  existing: readonly Task[];
  calendar: PlannerCalendar;
  /** What the goal and context asked for: each is checked and reported, met or not. */
  constraints: readonly ReadConstraint[];
}

/** A plan that passed: its analysis and each new task as the tasks API takes it, in order. */
export interface CheckedPlan {
  analysis: Analysis;
  /** Predecessors first; `dependencies` hold plan keys or existing task ids. */
  tasks: Array<{ key: string; input: z.output<typeof taskInputSchema> }>;
}

export type PlanCheck = { ok: true; plan: CheckedPlan } | { ok: false; summary: string };

/**
 * The one validator every plan passes before anything is written, the built-in planner's and
 * a model's alike: the shape, each task as the tasks API would take it (name, whole-day dates,
 * end after start), dates from 2000 to 2099 and steps of at most a year, a known component,
 * dependencies on plan keys or existing tasks only, and no loop. Since decision 035
 * also: no task the schedule has already or the plan has twice (merged, not refused), each
 * task starting and finishing on working days with its working days as its length, after what
 * it waits for; and every constraint checked, met or not, for the result to list.
 */
export function checkPlan(candidate: unknown, scope: PlanScope): PlanCheck {
  const parsed = analysisSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.join('.') || 'the plan';
    return refuse(`the plan is not in the expected form (${where}: ${issue.message}).`);
  }
  const analysis = mergeDuplicates(parsed.data, scope.existing, scope.components);
  if (analysis.suggested_tasks.length > MAX_PLAN_TASKS) {
    return refuse(
      `the plan has ${analysis.suggested_tasks.length} tasks; at most ${MAX_PLAN_TASKS}.`,
    );
  }
  const keys = new Set<string>();
  for (const task of analysis.suggested_tasks) {
    if (keys.has(task.key)) return refuse(`two tasks share the key "${task.key}".`);
    keys.add(task.key);
  }
  const existingIds = new Set(scope.existing.map((task) => task.id));
  const predecessors = new Map<string, string[]>([...keys].map((key) => [key, []]));
  for (const link of analysis.dependencies) {
    if (!keys.has(link.to)) {
      return refuse(`a dependency refers to a task "${clip(link.to)}" that is not in the plan.`);
    }
    if (!keys.has(link.from) && !existingIds.has(link.from)) {
      return refuse(`a dependency refers to a task "${clip(link.from)}" that does not exist.`);
    }
    if (link.from === link.to) return refuse(`the task "${clip(link.to)}" depends on itself.`);
    predecessors.get(link.to)!.push(link.from);
  }
  const graph = [...predecessors].map(([id, dependencies]) => ({ id, dependencies }));
  const loop = findCycle(graph);
  if (loop) return refuse(`the dependencies make a loop (${loop.map(clip).join(' -> ')}).`);

  const byKey = new Map(analysis.suggested_tasks.map((task) => [task.key, task]));
  const ends = new Map(scope.existing.map((task) => [task.id, task.endAt]));
  for (const task of analysis.suggested_tasks) ends.set(task.key, task.endAt);
  const tasks: CheckedPlan['tasks'] = [];
  for (const key of topologicalOrder(graph)!) {
    const task = byKey.get(key)!;
    const label = `"${clip(task.name || task.key)}"`;
    if (task.startAt < EARLIEST_PLAN_DATE || task.endAt > LATEST_PLAN_DATE) {
      return refuse(`${label} is dated ${task.startAt} to ${task.endAt}; plans use 2000 to 2099.`);
    }
    const span = daysBetween(task.startAt, task.endAt);
    if (span > MAX_STEP_DAYS || task.duration_days > MAX_STEP_DAYS) {
      return refuse(
        `${label} would take ${Math.max(span, task.duration_days)} days; at most ${MAX_STEP_DAYS}.`,
      );
    }
    const component = task.component_id
      ? scope.components.find((candidate) => candidate.id === task.component_id)
      : scope.components[0];
    if (!component) return refuse(`${label} belongs to a component that does not exist.`);
    const owner = taskOwners.find(
      (candidate) =>
        candidate.name.toLowerCase() === task.owner.trim().toLowerCase() ||
        candidate.id === task.owner,
    );
    const input: TaskInput = {
      name: task.name,
      startAt: task.startAt,
      endAt: task.endAt,
      group: { id: component.id },
      owner: owner ? { id: owner.id } : { id: task.owner.trim().slice(0, 60), name: task.owner },
      dependencies: [],
    };
    const checked = taskInputSchema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      return refuse(`${label}: ${issue.path.join('.') || 'task'}: ${issue.message}`);
    }
    // Whole days on the household's working calendar, after what each waits for.
    const offDay = checkWorkingDays(task, scope.calendar);
    if (offDay) return refuse(`${label} ${offDay}`);
    const early = predecessors.get(key)!.find((ref) => ends.get(ref)! > task.startAt);
    if (early) {
      const other = byKey.get(early)?.name ?? scope.existing.find((t) => t.id === early)?.name;
      return refuse(`${label} starts on ${task.startAt}, before "${clip(other ?? early)}" ends.`);
    }
    // Dependencies stay as plan keys or existing ids until the tasks exist.
    tasks.push({ key, input: { ...checked.data, dependencies: predecessors.get(key)! } });
    task.component_name = component.name;
    task.component_id = component.id;
  }
  const constraintScope: ConstraintScope = {
    components: scope.components,
    existingEnds: new Map(scope.existing.map((task) => [task.id, task])),
    calendar: scope.calendar,
  };
  const constraints = checkConstraints(scope.constraints, analysis, constraintScope);
  return { ok: true, plan: { analysis: { ...analysis, constraints }, tasks } };
}

/**
 * Why a task's dates do not fit the working calendar, or nothing: it starts and finishes on
 * working days and `duration_days` counts its working days.
 */
function checkWorkingDays(
  task: Analysis['suggested_tasks'][number],
  calendar: PlannerCalendar,
): string | undefined {
  const last = addDays(task.endAt, -1);
  if (!calendar.isWorkingDay(task.startAt)) return `starts on ${task.startAt}, not a working day.`;
  if (!calendar.isWorkingDay(last)) return `finishes on ${last}, not a working day.`;
  const working = calendar.countWorkingDays(task.startAt, task.endAt);
  if (working !== task.duration_days) {
    return `is dated ${task.startAt} to ${task.endAt}: ${working} working days, not ${task.duration_days}.`;
  }
  return undefined;
}

function refuse(summary: string): PlanCheck {
  return { ok: false, summary: `The plan was refused: ${summary}` };
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
