import { addDays } from '@hrt/shared/domain/calendar-days';
import { topologicalOrder } from '@hrt/shared/domain/task-graph';
import {
  type Analysis,
  DONE_STATUS_ID,
  type SuggestedTask,
  type Task,
  taskOwners,
} from '@hrt/shared/schemas/schedule';
import type { ReadConstraint } from './constraints.ts';
import {
  generalSequence,
  roomSequences,
  type Sequence,
  type Step,
  underfloorHeatingWords,
  withUnderfloorHeating,
} from './knowledge-base.ts';
import type { PlannerCalendar } from './planner-calendar.ts';
import {
  findRepeat,
  serviceOfTrade,
  stepsSaidFor,
  type Trade,
  taskIdentity,
  tradeComponentFor,
  tradeStepOf,
  wholeHouseWords,
} from './trade-steps.ts';

export interface PlanningContext {
  goal: string;
  /** What the household said besides the goal: who does which work ('the builder plasters'). */
  context?: string;
  components: ReadonlyArray<{ id: string; name: string }>;
  existing: readonly Task[];
  /** Today, YYYY-MM-DD (UTC). */
  today: string;
  calendar: PlannerCalendar;
  /** What the goal and context asked for (constraints.ts); the plan is dated within them. */
  constraints: readonly ReadConstraint[];
}

type Component = { id: string; name: string };

/** One step of the plan: the steps of every sequence that mean the same work, merged. */
interface Node {
  key: string;
  name: string;
  step: Omit<Step, 'key' | 'after'>;
  /** Where the task goes: the trade's own component if the project has one, else the room. */
  component: Component;
  predecessors: Set<string>;
  /** The task already on the schedule that is this step: it is not added again. */
  existingId?: string;
  /** Before work already started: taken as done, not added. */
  done?: boolean;
}

/**
 * The built-in planner (decisions 016 and 035): the knowledge base's sequences the goal asks
 * for, each in its room's component, with steps that mean the same trade step in one room
 * merged, each step on its trade's component when the project has one ('Electrician rewire'),
 * skipping steps the schedule already has. Dated on working days only, from the first working
 * Monday after today or after the last existing task (or the start the context asks for), each
 * step when all of its predecessors have ended and its trade is available.
 */
export function planWithKnowledgeBase(context: PlanningContext): Analysis {
  const { components, goal } = context;
  const first = components[0];
  if (!first) {
    throw new PlanningError(
      'The project has no components yet. Add a room, design item or service first: every task belongs to one.',
    );
  }
  const heating = underfloorHeatingWords.test(goal);
  const rooms = roomSequences
    .filter((sequence) => sequence.goalWords.test(goal))
    .map((sequence) => (heating ? withUnderfloorHeating(sequence) : sequence));
  const general = generalSequence(goal, rooms.length === 0);
  const placed = rooms.map((sequence) => ({
    sequence,
    room: componentFor(sequence, components, goal) ?? first,
  }));
  if (general) {
    // Whole-house work asked for with a room ('the kitchen: rewire, ...') is that room's work
    // unless the goal names a component for the whole house.
    const named = componentFor(general, components, goal, { namedOnly: true });
    const room = placed[0]
      ? (named ?? placed[0].room)
      : (componentFor(general, components, goal) ?? first);
    placed.push({ sequence: general, room });
  }
  const { nodes, notes } = mergeSteps(placed, {
    components,
    existing: context.existing,
    goal,
    said: stepsSaidFor(context.context ?? ''),
  });
  skipStepsBeforeStartedWork(nodes, notes, context);
  return schedule(nodes, notes, context);
}

/**
 * A step that comes before work already started on the schedule (plastering begun, so first fix
 * is behind it) is taken as done: it is left out, and the note says so.
 */
function skipStepsBeforeStartedWork(
  nodes: Map<string, Node>,
  notes: string[],
  context: PlanningContext,
) {
  const started = new Set(
    context.existing
      .filter((task) => task.startAt <= context.today || task.status.id === DONE_STATUS_ID)
      .map((task) => task.id),
  );
  const visit = (node: Node, after: Node) => {
    for (const key of node.predecessors) {
      const before = nodes.get(key)!;
      if (before.existingId || before.done) continue;
      before.done = true;
      notes.push(`'${before.name}' comes before '${after.name}', already started: taken as done.`);
      visit(before, after);
    }
  };
  for (const node of nodes.values()) {
    if (node.existingId && started.has(node.existingId)) visit(node, node);
  }
}

/**
 * Where a step's task goes: its kind's own component (tiles, electrics) unless that is another
 * room's, else the service of the trade the context gives the step to ('our builder plasters'),
 * else its room.
 */
function componentOfStep(
  tradeStep: string,
  sequence: Sequence,
  room: Component,
  project: { components: readonly Component[]; goal: string; said: ReadonlyMap<string, Trade> },
): Component {
  const { components, goal, said } = project;
  const ofKind = tradeComponentFor(
    tradeStep,
    components,
    { words: sequence.componentWords, name: room.name },
    goal,
  );
  const trade = said.get(tradeStep);
  return ofKind ?? (trade && serviceOfTrade(trade, components, room.name)) ?? room;
}

function mergeSteps(
  placed: ReadonlyArray<{ sequence: Sequence; room: Component }>,
  project: {
    components: readonly Component[];
    existing: readonly Task[];
    goal: string;
    said: ReadonlyMap<string, Trade>;
  },
) {
  const { existing } = project;
  const onSchedule = new Map(
    existing.map((task) => [taskIdentity(task.group.id, task.name), task]),
  );
  const nodes = new Map<string, Node>();
  const notes: string[] = [];
  for (const { sequence, room } of placed) {
    const refs = new Map<string, string>();
    for (const { key, after, ...step } of sequence.steps) {
      const tradeStep = tradeStepOf(step.name);
      const nodeKey = `${room.id}|${tradeStep}`;
      const predecessors = after.map((ref) => refs.get(ref)!);
      refs.set(key, nodeKey);
      const merged = nodes.get(nodeKey);
      if (merged) {
        // The same name, for the room on a trade's component, is no news.
        if (merged.name !== step.name && !merged.name.startsWith(`${step.name} (`)) {
          notes.push(
            `'${step.name}' is the same step as '${merged.name}' (${merged.component.name}): merged.`,
          );
        }
        for (const predecessor of predecessors) merged.predecessors.add(predecessor);
        merged.step.days = Math.max(merged.step.days, step.days);
        continue;
      }
      const component = componentOfStep(tradeStep, sequence, room, project);
      // On a trade's component the name says which room the work is for, unless it is all of it.
      const forRoom = component.id !== room.id && !wholeHouseWords.test(room.name);
      const name = forRoom ? `${step.name} (${room.name})` : step.name;
      const already = findRepeat(onSchedule, component.id, name);
      if (already) {
        notes.push(`'${already.name}' is already on ${component.name}: not added again.`);
      }
      nodes.set(nodeKey, {
        key: `${sequence.id}:${key}`,
        name,
        step: { ...step },
        component,
        predecessors: new Set(predecessors),
        ...(already ? { existingId: already.id } : {}),
      });
    }
  }
  return { nodes, notes };
}

function schedule(nodes: Map<string, Node>, notes: string[], context: PlanningContext): Analysis {
  const { calendar, constraints } = context;
  const graph = [...nodes].map(([id, node]) => ({ id, dependencies: [...node.predecessors] }));
  const order = topologicalOrder(graph);
  if (!order) throw new PlanningError('The knowledge base made a loop of steps; nothing planned.');
  const asked = constraints.flatMap((constraint) =>
    constraint.kind === 'start' ? [constraint.from] : [],
  );
  const start = calendar.firstWorkingDayFrom([firstStart(context), ...asked].reduce(maxDate));
  const ends = new Map<string, string>();
  const refs = new Map<string, string>();
  const suggested: SuggestedTask[] = [];
  const dependencies: Analysis['dependencies'] = [];
  for (const id of order) {
    const node = nodes.get(id)!;
    const before = [...node.predecessors].filter((ref) => !nodes.get(ref)!.done);
    if (node.done) continue;
    if (node.existingId) {
      const task = context.existing.find((candidate) => candidate.id === node.existingId)!;
      ends.set(id, task.endAt);
      refs.set(id, task.id);
      continue;
    }
    const available = constraints.flatMap((constraint) =>
      constraint.kind === 'trade_window' &&
      constraint.from &&
      constraint.trade.does({ name: node.name, ownerId: node.step.owner })
        ? [constraint.from]
        : [],
    );
    const startAt = calendar.firstWorkingDayFrom(
      [start, ...available, ...before.map((ref) => ends.get(ref)!)].reduce(maxDate),
    );
    const endAt = calendar.endAfterWorkingDays(startAt, node.step.days);
    suggested.push({
      key: node.key,
      name: node.name,
      group: node.step.group,
      owner: taskOwners.find((owner) => owner.id === node.step.owner)!.name,
      duration_days: node.step.days,
      startAt,
      endAt,
      component_id: node.component.id,
      component_name: node.component.name,
    });
    for (const ref of before) dependencies.push({ from: refs.get(ref)!, to: node.key });
    ends.set(id, endAt);
    refs.set(id, node.key);
  }
  closeLongGaps(suggested, dependencies, context);
  return {
    suggested_tasks: suggested,
    dependencies,
    timeline_suggestions: { estimated_duration_weeks: estimatedWeeks(suggested, calendar) },
    contractor_recommendations: recommendContractors(suggested),
    constraints: [],
    notes,
  };
}

/** Idle working days before a task's successors that are worth closing: a week. */
const LONG_GAP_DAYS = 5;

/**
 * Moves a task that would otherwise wait a week or more for what follows it (the strip-out done
 * in November while the electrician comes in January) to just before it, latest first, so a
 * room is not left stripped for weeks; never past its trade's last day.
 */
function closeLongGaps(
  tasks: SuggestedTask[],
  dependencies: Analysis['dependencies'],
  { calendar, constraints }: Pick<PlanningContext, 'calendar' | 'constraints'>,
) {
  const byKey = new Map(tasks.map((task) => [task.key, task]));
  for (const task of [...tasks].reverse()) {
    const next = dependencies.flatMap((link) =>
      link.from === task.key && byKey.has(link.to) ? [byKey.get(link.to)!.startAt] : [],
    );
    if (!next.length) continue;
    const latestEnd = next.reduce((a, b) => (a < b ? a : b));
    if (calendar.countWorkingDays(task.endAt, latestEnd) < LONG_GAP_DAYS) continue;
    const startAt = calendar.latestStartBefore(latestEnd, task.duration_days);
    const endAt = calendar.endAfterWorkingDays(startAt, task.duration_days);
    const ownerId = taskOwners.find((owner) => owner.name === task.owner)?.id ?? '';
    const closes = constraints.some(
      (constraint) =>
        constraint.kind === 'trade_window' &&
        constraint.until !== undefined &&
        constraint.until < endAt &&
        constraint.trade.does({ name: task.name, ownerId }),
    );
    if (!closes) Object.assign(task, { startAt, endAt });
  }
}

/** A plan that cannot be made, with the reason to show. */
export class PlanningError extends Error {}

/**
 * The first working day from the Monday after today, or on or after the last existing task's
 * end if later (a bank holiday Monday moves it on a day).
 */
export function firstStart(context: Pick<PlanningContext, 'existing' | 'today'>): string {
  const lastEnd = context.existing.reduce((latest, task) => maxDate(latest, task.endAt), '');
  let day = maxDate(addDays(context.today, 1), lastEnd);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

/** Working days from the first start to the last end, in working weeks, to a tenth. */
function estimatedWeeks(
  tasks: ReadonlyArray<{ startAt: string; endAt: string }>,
  calendar: Pick<PlannerCalendar, 'countWorkingDays' | 'daysPerWeek'>,
): number {
  if (!tasks.length) return 0;
  const from = tasks.map((task) => task.startAt).reduce((a, b) => (a < b ? a : b));
  const to = tasks.map((task) => task.endAt).reduce(maxDate);
  return Math.round((calendar.countWorkingDays(from, to) / calendar.daysPerWeek) * 10) / 10;
}

function recommendContractors(
  tasks: readonly SuggestedTask[],
): Analysis['contractor_recommendations'] {
  const byTrade = new Map<string, string[]>();
  for (const task of tasks) {
    const where = task.component_name;
    // A task on a trade's component already names its room ('First fix electrics (Kitchen)').
    const label = where && !task.name.endsWith(')') ? `${task.name} (${where})` : task.name;
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
  options: { namedOnly?: boolean } = {},
) {
  const fitting = components.filter((component) => sequence.componentWords.test(component.name));
  const said = goal.toLowerCase();
  const named = fitting
    .filter((component) => said.includes(component.name.trim().toLowerCase()))
    // The longest name the goal contains is the most specific ('Kitchen 2' over 'Kitchen').
    .sort((a, b) => b.name.length - a.name.length)[0];
  return options.namedOnly ? named : (named ?? fitting[0]);
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}
