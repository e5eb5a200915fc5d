import { addDays } from '@hrt/shared/domain/calendar-days';
import type { PlanConstraint } from '@hrt/shared/schemas/planning';
import type { Analysis, Task } from '@hrt/shared/schemas/schedule';
import type { ReadConstraint } from '../src/modules/planning/constraints.ts';
import type { PlannerCalendar } from '../src/modules/planning/planner-calendar.ts';
import { taskIdentity, tradeStepOf } from '../src/modules/planning/trade-steps.ts';

/**
 * The planner evaluation's six checks per case (decisions 035 and 060). Each answers '' when
 * it passes, else what failed, so the table can show why.
 */

/** How renovations run: the step on the left must end before the one on the right starts. */
const mustPrecede: ReadonlyArray<readonly [string, string]> = [
  ...[
    'first-fix-electrics',
    'first-fix-plumbing',
    'plaster',
    'units',
    'sanitaryware',
    'tiling',
  ].map((after) => ['strip-out', after] as const),
  ['groundwork', 'shell'],
  ['shell', 'first-fix-electrics'],
  ['shell', 'first-fix-plumbing'],
  ['loft-structure', 'first-fix-electrics'],
  ['loft-structure', 'plaster'],
  ['first-fix-electrics', 'plaster'],
  ['first-fix-plumbing', 'plaster'],
  ['first-fix-plumbing', 'tanking'],
  ['tanking', 'tiling'],
  // Underfloor heating goes on the stripped floor once first fix is in, under the screed.
  ['strip-out', 'underfloor-heating'],
  ['first-fix-plumbing', 'underfloor-heating'],
  ['first-fix-electrics', 'underfloor-heating'],
  ['underfloor-heating', 'screed'],
  ['screed', 'tiling'],
  ['screed', 'flooring'],
  ['plaster', 'tiling'],
  ...[
    'units',
    'sanitaryware',
    'second-fix-electrics',
    'second-fix-plumbing',
    'flooring',
    'decorate',
  ].map((after) => ['plaster', after] as const),
  ['units', 'worktops'],
  ['worktops', 'appliances'],
  ['worktops', 'tiling'],
  // The basin, toilet and bath are fitted on the finished tiles.
  ['tiling', 'sanitaryware'],
  ['second-fix-electrics', 'decorate'],
  ['second-fix-plumbing', 'decorate'],
  ['flooring', 'decorate'],
  ['scaffold-up', 'strip-roof'],
  ['strip-roof', 'roof-timbers'],
  ['roof-timbers', 'roof-covering'],
  ['roof-covering', 'roof-lead'],
  ['roof-lead', 'scaffold-down'],
];

interface Dated {
  name: string;
  startAt: string;
  endAt: string;
  component: string;
}

/** The room a task is for: its name's '(Kitchen)', else its component. */
function roomOf(task: Dated): string {
  return /\(([^)]+)\)\s*$/.exec(task.name)?.[1] ?? task.component;
}

/** Trades in a valid order: every dependency, and every rule above within one room. */
export function scoreOrder(
  analysis: Analysis,
  existing: readonly Task[],
  names: Map<string, string>,
) {
  const all: Dated[] = [
    ...analysis.suggested_tasks.map((task) => ({
      ...task,
      component: names.get(task.component_id!)!,
    })),
    ...existing.map((task) => ({ ...task, component: task.group.name })),
  ];
  const ends = new Map<string, string>([
    ...analysis.suggested_tasks.map((task) => [task.key, task.endAt] as const),
    ...existing.map((task) => [task.id, task.endAt] as const),
  ]);
  for (const link of analysis.dependencies) {
    const to = analysis.suggested_tasks.find((task) => task.key === link.to)!;
    if (ends.get(link.from)! > to.startAt) return `${to.name} starts before what it waits for ends`;
  }
  for (const [first, then] of mustPrecede) {
    for (const a of all.filter((task) => tradeStepOf(task.name) === first)) {
      const b = all.find(
        (task) =>
          tradeStepOf(task.name) === then && roomOf(task) === roomOf(a) && task.startAt < a.endAt,
      );
      if (b) return `${b.name} starts before ${a.name} ends`;
    }
  }
  return '';
}

/** No task starts or finishes on a non-working day; each counts its working days. */
export function scoreWorkingDays(analysis: Analysis, calendar: PlannerCalendar) {
  for (const task of analysis.suggested_tasks) {
    const last = addDays(task.endAt, -1);
    if (!calendar.isWorkingDay(task.startAt)) return `${task.name} starts on ${task.startAt}`;
    if (!calendar.isWorkingDay(last)) return `${task.name} finishes on ${last}`;
    if (calendar.countWorkingDays(task.startAt, task.endAt) !== task.duration_days) {
      return `${task.name}: ${task.duration_days} days is not its working days`;
    }
  }
  return '';
}

export interface ExpectedConstraint {
  kind: PlanConstraint['kind'];
  endBy?: string;
  from?: string;
  until?: string;
  trade?: string;
  pounds?: number;
}

/**
 * Each expected constraint read as written (literal dates), and either met, checked here
 * again on the tasks, or not met with a reason; no constraint read that was not expected.
 */
export function scoreConstraints(
  expected: readonly ExpectedConstraint[],
  read: readonly ReadConstraint[],
  judged: readonly PlanConstraint[],
  analysis: Analysis,
) {
  if (read.length !== expected.length)
    return `read ${read.length} constraints, expected ${expected.length}`;
  for (const [index, want] of expected.entries()) {
    const got = read[index]!;
    const plain = { ...got, trade: got.kind === 'trade_window' ? got.trade.id : undefined };
    // Every field of the kind, expected or not: a window's missing end must stay missing.
    for (const field of ['kind', 'endBy', 'from', 'until', 'trade', 'pounds'] as const) {
      const value = (plain as Record<string, unknown>)[field];
      if (value !== want[field]) return `${want.kind}: ${field} is ${value}, not ${want[field]}`;
    }
    const verdict = judged[index]!;
    if (verdict.status === 'not_met') {
      if (verdict.reason.length < 20) return `${want.kind}: not met without a reason`;
      continue;
    }
    const broken = brokenBy(got, analysis);
    if (verdict.status === 'met' && broken) return `${want.kind}: said met, but ${broken}`;
  }
  return '';
}

function brokenBy(constraint: ReadConstraint, analysis: Analysis): string {
  const tasks = analysis.suggested_tasks;
  switch (constraint.kind) {
    case 'deadline':
      return tasks.find((task) => task.endAt > constraint.endBy)?.name ?? '';
    case 'start':
      return tasks.find((task) => task.startAt < constraint.from)?.name ?? '';
    case 'trade_window':
      return (
        tasks.find(
          (task) =>
            constraint.trade.does({
              name: task.name,
              ownerId: task.owner.toLowerCase().replace(/ /g, '-'),
            }) &&
            ((constraint.from && task.startAt < constraint.from) ||
              (constraint.until && task.endAt > constraint.until)),
        )?.name ?? ''
      );
    case 'budget':
      return '';
  }
}

/** No two tasks one step on one component, none already on the schedule, no forbidden name. */
export function scoreDuplicates(
  analysis: Analysis,
  existing: readonly Task[],
  forbid: readonly string[],
) {
  const seen = new Set(existing.map((task) => taskIdentity(task.group.id, task.name)));
  for (const task of analysis.suggested_tasks) {
    if (forbid.includes(task.name)) return `added ${task.name}`;
    const identity = taskIdentity(task.component_id!, task.name);
    if (seen.has(identity)) return `${task.name} twice`;
    seen.add(identity);
  }
  return '';
}

/** The rooms a plan's sequences are for (its task keys start with one), and their words. */
const roomWords: Record<string, RegExp> = {
  kitchen: /kitchen/i,
  bathroom: /(?<!en[- ]?suite )\bbath|shower/i,
  'en-suite': /en[- ]?suite/i,
};

/**
 * Each step on the component its trade or room calls for, and never on another room's: a task
 * of the kitchen's sequence ('kitchen:splashback') on 'Bathroom tiles' fails.
 */
export function scoreComponents(
  analysis: Analysis,
  names: Map<string, string>,
  fallback: string | readonly string[],
  byStep: Record<string, string>,
) {
  for (const task of analysis.suggested_tasks) {
    const where = names.get(task.component_id!)!;
    const wanted = byStep[tradeStepOf(task.name)];
    const allowed = wanted ? [wanted] : typeof fallback === 'string' ? [fallback] : fallback;
    if (!allowed.includes(where)) return `${task.name} on ${where}`;
    const room = task.key.split(':')[0]!;
    const other = Object.entries(roomWords).find(
      ([name, words]) => name !== room && words.test(where) && !roomWords[room]?.test(where),
    );
    if (roomWords[room] && other) return `${task.name} (for the ${room}) on ${where}`;
  }
  return '';
}

/**
 * Everything the case asks for is in the plan: each step of `steps` (underfloor heating when the
 * goal asks for it), and at least one task on each component of `busy` (the builder's service
 * when the context gives the builder work).
 */
export function scoreAskedFor(
  analysis: Analysis,
  names: Map<string, string>,
  asked: { steps?: readonly string[]; busy?: readonly string[] },
) {
  const steps = new Set(analysis.suggested_tasks.map((task) => tradeStepOf(task.name)));
  const missing = (asked.steps ?? []).find((step) => !steps.has(step));
  if (missing) return `no ${missing} step`;
  const used = new Set(analysis.suggested_tasks.map((task) => names.get(task.component_id!)));
  const idle = (asked.busy ?? []).find((name) => !used.has(name));
  return idle ? `no task on ${idle}` : '';
}
