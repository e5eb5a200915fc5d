import { addDays } from '@hrt/shared/domain/calendar-days';
import { DEFAULT_TASK_GROUPS, type Task, taskOwners } from '@hrt/shared/schemas/schedule';
import type { ChatModel } from '../../ai/openai-compatible.ts';
import type { ReadConstraint } from './constraints.ts';
import type { PlannerCalendar } from './planner-calendar.ts';

const system = `You plan home renovation work and answer with JSON only, in this form:
{"suggested_tasks": [{"key": string (unique in this plan), "name": string, "group": string,
   "owner": string, "duration_days": integer, "startAt": "YYYY-MM-DD", "endAt": "YYYY-MM-DD",
   "component_id": string (one of the components' ids) | null}],
 "dependencies": [{"from": string, "to": string}],
 "timeline_suggestions": {"estimated_duration_weeks": number},
 "contractor_recommendations": [{"trade": string, "reason": string}]}
Dates are whole days. Work happens on working days only: the weekdays in "working_weekdays"
(1 is Monday) that are not in "holidays". A task starts and finishes on a working day;
duration_days counts its working days; endAt is the day after its last working day.
Keep to the "constraints": a deadline, when a trade is available, the earliest start, a budget.
A dependency means "to" starts after "from" ends; "from" is a key of this plan or the id of an
existing task, "to" is a key of this plan. No loops. Follow the usual order: strip-out, structural
work, first fix electrics and plumbing, underfloor heating then its screed, plastering, tiling,
then sanitaryware fitted on the tiles, second fix, flooring, and decorating after the plaster.
Put each task on the component of its room and its kind, never on another room's component
(a kitchen splashback on the kitchen, not on 'Bathroom tiles'); work the context gives a trade
goes on that trade's own component when there is one (the builder's on 'Builder').
Groups: ${DEFAULT_TASK_GROUPS.join(', ')}. Owners: ${taskOwners.map((owner) => owner.name).join(', ')}.
Never repeat an existing task of the same name in the same component.`;

/** The model's proposal, unchecked: the caller passes it through the plan validator. */
export async function proposePlanWithModel(
  model: ChatModel,
  request: {
    goal: string;
    context: string;
    components: ReadonlyArray<{ id: string; name: string }>;
    existing: readonly Task[];
    earliestStart: string;
    calendar: PlannerCalendar;
    constraints: readonly ReadConstraint[];
  },
): Promise<unknown> {
  const { calendar } = request;
  const user = JSON.stringify({
    goal: request.goal,
    project_context: request.context,
    earliest_start: request.earliestStart,
    working_weekdays: calendar.workingWeekdays,
    // Two years ahead covers any plan the validator accepts in practice.
    holidays: calendar.holidaysBetween(request.earliestStart, addDays(request.earliestStart, 730)),
    constraints: request.constraints.map((constraint) => constraint.understood),
    components: request.components.map(({ id, name }) => ({ id, name })),
    // A large schedule is cut: the most recent work is what new work follows.
    existing_tasks: request.existing.slice(-300).map((task) => ({
      id: task.id,
      name: task.name,
      component_id: task.group.id,
      startAt: task.startAt,
      endAt: task.endAt,
    })),
  });
  return model.completeJson(system, user);
}

/** The smallest call that proves the model answers. */
export async function pingModel(model: ChatModel): Promise<void> {
  await model.completeJson('Answer with JSON only.', 'Reply with {"ok": true}.');
}
