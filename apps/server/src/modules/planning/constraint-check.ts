import { addDays, formatDay } from '@hrt/shared/domain/calendar-days';
import { formatCount } from '@hrt/shared/format';
import type { PlanConstraint } from '@hrt/shared/schemas/planning';
import type { Analysis } from '@hrt/shared/schemas/schedule';
import { taskOwners } from '@hrt/shared/schemas/schedule';
import { formatPounds, type ReadConstraint } from './constraints.ts';
import type { PlannerCalendar } from './planner-calendar.ts';

/** What checking a plan's constraints needs to know besides the plan. */
export interface ConstraintScope {
  components: ReadonlyArray<{ id: string; name: string; budget?: number }>;
  /** Ends of the schedule's tasks a plan task may wait for, by id. */
  existingEnds: ReadonlyMap<string, { name: string; endAt: string }>;
  /** Counts how late a plan is in working days. */
  calendar: Pick<PlannerCalendar, 'countWorkingDays'>;
}

type Planned = Analysis['suggested_tasks'][number];

/**
 * Checks each constraint the context set against a plan, whoever made it (decision 035): met,
 * not met with the task, dates or figures that break it and what held that task back, or
 * unchecked when the plan cannot tell.
 */
export function checkConstraints(
  constraints: readonly ReadConstraint[],
  analysis: Pick<Analysis, 'suggested_tasks' | 'dependencies'>,
  scope: ConstraintScope,
): PlanConstraint[] {
  const tasks = analysis.suggested_tasks;
  return constraints.map((constraint) => {
    const base = {
      kind: constraint.kind,
      text: constraint.text,
      understood: constraint.understood,
    };
    if (!tasks.length) {
      return { ...base, status: 'unchecked' as const, reason: 'The plan adds no tasks.' };
    }
    return { ...base, ...judge(constraint, analysis, scope) };
  });
}

function judge(
  constraint: ReadConstraint,
  analysis: Pick<Analysis, 'suggested_tasks' | 'dependencies'>,
  scope: ConstraintScope,
): Pick<PlanConstraint, 'status' | 'reason'> {
  const tasks = analysis.suggested_tasks;
  const why = (task: Planned) => heldBackBy(task, analysis, scope);
  switch (constraint.kind) {
    case 'deadline': {
      const last = tasks.reduce((latest, task) => (task.endAt > latest.endAt ? task : latest));
      const finish = formatDay(addDays(last.endAt, -1));
      if (last.endAt <= constraint.endBy) {
        return { status: 'met', reason: `The last task, ${last.name}, finishes on ${finish}.` };
      }
      const first = tasks.reduce((soonest, task) =>
        task.startAt < soonest.startAt ? task : soonest,
      );
      const late = scope.calendar.countWorkingDays(constraint.endBy, last.endAt);
      const needed = scope.calendar.countWorkingDays(first.startAt, last.endAt);
      return {
        status: 'not_met',
        reason: `${last.name} finishes on ${finish}, ${formatCount(late, 'working day')} too late: the plan needs ${formatCount(needed, 'working day')} from its start on ${formatDay(first.startAt)}${why(last).replace(/^: /, ', and ')}.`,
      };
    }
    case 'start': {
      const early = tasks.filter((task) => task.startAt < constraint.from);
      const first = tasks.reduce((soonest, task) =>
        task.startAt < soonest.startAt ? task : soonest,
      );
      return early.length
        ? {
            status: 'not_met',
            reason: `${names(early)} ${early.length === 1 ? 'starts' : 'start'} before ${formatDay(constraint.from)}.`,
          }
        : {
            status: 'met',
            reason: `The first task, ${first.name}, starts on ${formatDay(first.startAt)}.`,
          };
    }
    case 'trade_window': {
      const theirs = tasks.filter((task) =>
        constraint.trade.does({ name: task.name, ownerId: ownerIdOf(task.owner) }),
      );
      if (!theirs.length) {
        return {
          status: 'unchecked',
          reason: `No task of this plan is the ${constraint.trade.label}'s.`,
        };
      }
      const outside = theirs.filter(
        (task) =>
          (constraint.from !== undefined && task.startAt < constraint.from) ||
          (constraint.until !== undefined && task.endAt > constraint.until),
      );
      const first = outside[0];
      if (!first) {
        const from = theirs.map((task) => task.startAt).reduce((a, b) => (a < b ? a : b));
        const to = theirs.map((task) => task.endAt).reduce((a, b) => (a > b ? a : b));
        const what =
          theirs.length === 1 ? theirs[0]!.name : `${theirs.length} tasks (${names(theirs)})`;
        return {
          status: 'met',
          reason: `${what}: ${span({ startAt: from, endAt: to })}, within the ${constraint.trade.label}'s dates.`,
        };
      }
      return {
        status: 'not_met',
        reason: `${first.name} is on ${span(first)}, outside the ${constraint.trade.label}'s dates${why(first)}.`,
      };
    }
    case 'budget':
      return judgeBudget(constraint.pounds, analysis.suggested_tasks, scope);
  }
}

/** The plan has no costs: the cap is compared with the budgets of the components it works on. */
function judgeBudget(
  cap: number,
  tasks: readonly Planned[],
  scope: ConstraintScope,
): Pick<PlanConstraint, 'status' | 'reason'> {
  const ids = [...new Set(tasks.map((task) => task.component_id))];
  const touched = scope.components.filter((component) => ids.includes(component.id));
  const budgeted = touched.filter((component) => (component.budget ?? 0) > 0);
  const unset = touched.filter((component) => !((component.budget ?? 0) > 0));
  const listed = budgeted.map(
    (component) => `${component.name} ${formatPounds(component.budget!)}`,
  );
  const missing = unset.length
    ? ` ${unset.map((component) => component.name).join(', ')} ${unset.length === 1 ? 'has' : 'have'} no budget set.`
    : '';
  if (!budgeted.length) {
    return {
      status: 'unchecked',
      reason: `The planner has no cost estimates, and ${touched.map((c) => c.name).join(', ')} ${touched.length === 1 ? 'has' : 'have'} no budget set to compare.`,
    };
  }
  const total = budgeted.reduce((sum, component) => sum + component.budget!, 0);
  const over = Math.round((total - cap) * 100) / 100;
  return over > 0
    ? {
        status: 'not_met',
        reason: `The components this plan works on are budgeted at ${formatPounds(total)} (${listed.join(', ')}), ${formatPounds(over)} over.${missing}`,
      }
    : {
        status: unset.length ? 'unchecked' : 'met',
        reason: `The components this plan works on are budgeted at ${formatPounds(total)} (${listed.join(', ')}), within it.${missing}`,
      };
}

/** ': the work before it, X, ends on D' - what made a task as late as it is. */
function heldBackBy(
  task: Planned,
  analysis: Pick<Analysis, 'suggested_tasks' | 'dependencies'>,
  scope: ConstraintScope,
): string {
  const ends = analysis.dependencies
    .filter((link) => link.to === task.key)
    .map((link) => {
      const planned = analysis.suggested_tasks.find((other) => other.key === link.from);
      return (
        planned ?? {
          name: scope.existingEnds.get(link.from)?.name ?? '',
          endAt: scope.existingEnds.get(link.from)?.endAt ?? '',
        }
      );
    })
    .filter((other) => other.endAt);
  const latest = ends.reduce<{ name: string; endAt: string } | undefined>(
    (found, other) => (!found || other.endAt > found.endAt ? other : found),
    undefined,
  );
  return latest
    ? `: the work before it, ${latest.name}, finishes on ${formatDay(addDays(latest.endAt, -1))}`
    : '';
}

function span(task: Pick<Planned, 'startAt' | 'endAt'>): string {
  const last = addDays(task.endAt, -1);
  return last === task.startAt
    ? formatDay(last)
    : `${formatDay(task.startAt)} to ${formatDay(last)}`;
}

function names(tasks: readonly Planned[]): string {
  const shown = tasks.slice(0, 3).map((task) => task.name);
  return tasks.length > 3 ? `${shown.join(', ')} and ${tasks.length - 3} more` : shown.join(', ');
}

function ownerIdOf(owner: string): string {
  const known = taskOwners.find(
    (candidate) =>
      candidate.name.toLowerCase() === owner.trim().toLowerCase() || candidate.id === owner,
  );
  return known?.id ?? owner;
}
