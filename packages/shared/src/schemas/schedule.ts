import { z } from 'zod';
import { householdDate } from '../domain/calendar-days.ts';
import { auditFields, expectedVersion, lineText, multilineText } from './common.ts';
import { contactIdField } from './contact-id.ts';
import { planConstraintSchema } from './planning.ts';
import { calendarDate } from './timeline.ts';

/**
 * The project schedule's contract.
 *
 * Tasks are whole days: `startAt` and `endAt` are calendar dates (YYYY-MM-DD, ISO 8601) and a
 * task covers the days from `startAt` up to, not including, `endAt`, so a new task's default
 * end "one day after the start" is a one-day bar. The server refuses an end that is not after
 * the start (decision 016). Writes also take a day as a date-time (`taskDay` below).
 */

/** A fixed list of statuses. Colours are design tokens' tones. */
export const taskStatuses = [
  { id: 1, name: 'Planned', color: 'warning' },
  { id: 2, name: 'In Progress', color: 'info' },
  { id: 3, name: 'Done', color: 'success' },
] as const;
export type TaskStatusId = (typeof taskStatuses)[number]['id'];
export const DONE_STATUS_ID = 3 satisfies TaskStatusId;

/** The default owner choices; the last is a new task's owner. */
export const taskOwners = [
  { id: 'main-contractor', name: 'Main Contractor' },
  { id: 'electrician', name: 'Electrician' },
  { id: 'plumber', name: 'Plumber' },
  { id: 'carpenter', name: 'Carpenter' },
  { id: 'painter', name: 'Painter' },
  { id: 'diy-self', name: 'DIY/Self' },
] as const;
export const DEFAULT_TASK_OWNER_ID = 'diy-self';

/** The default groups; the planner files its phases under them. */
export const DEFAULT_TASK_GROUPS = [
  'Structural Work',
  'Electrical & Plumbing',
  'Flooring & Tiling',
  'Kitchen & Bathroom',
  'Painting & Decorating',
  'External Work',
  'General Tasks',
] as const;

/** The task dialog's and the schedule's messages, in one place so screens and tests agree. */
export const taskMessages = {
  nameRequired: 'Task name is required',
  componentRequired: 'Please select a component',
  endNotAfterStart: 'The end date must be after the start date.',
  unknownDependency: 'A dependency refers to a task that does not exist.',
  selfDependency: 'A task cannot depend on itself.',
  dependencyCycle: 'These dependencies would make a loop: a task would wait for itself.',
  load: 'Failed to load tasks. Please check your connection and try again.',
  move: 'Failed to move task. Please try again.',
  delete: 'Failed to delete task. Please try again.',
  create: 'Failed to create task.',
  update: 'Failed to update task. Please try again.',
} as const;

/** The AI planner's messages; `{message}` and `{summary}` are filled in by the caller. */
export const aiMessages = {
  notSignedIn: 'You must be logged in to test the AI Agent.',
  testFailed: 'Failed to test AI Agent. Check the console for details.',
  agentFailed: (message: string) => `AI Agent failed: ${message}`,
  analysisEmpty: 'AI Analysis found no tasks for this description.',
  analysisFailed: 'Failed to run AI Analysis...',
  planFailed: (summary: string) => `Agentic planning failed: ${summary}`,
  planExecuteFailed: 'Failed to execute agentic plan...',
  goalRequired: 'Renovation goal is required',
} as const;

/** The longest goal, description or context the planner takes. */
export const MAX_PLANNING_TEXT = 4000;

/** The schedule's constants. */
export const scheduleConstants = {
  dayWidthPx: 40,
  zoom: { min: 0.25, max: 3, step: 1.5, default: 1 },
  rowHeightPx: 50,
  groupHeaderHeightPx: 32,
  visibleDays: 364,
  minBarWidthPx: 80,
  /** Zoom up to this shows months, up to `weeksUpTo` weeks, above that days. */
  monthsUpTo: 0.4,
  weeksUpTo: 0.8,
  navPeriods: 4,
  navQuarterPeriods: 12,
  pastFutureWeeks: 26,
  wheelFactor: 0.5,
  dependencyListMaxHeightPx: 128,
  /** A dependency line is dropped when its ends are farther apart than this share of the view. */
  lineMaxShareOfView: 0.8,
} as const;

/** A date-time with its zone, as `Date.toISOString()` writes it (or with an offset). */
const zonedDateTime = z.iso.datetime({ offset: true });
/** A calendar date, optionally followed by a time and a zone: what a task's day may be sent as. */
const DAY_OR_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?))?$/;

/**
 * A task's day as the API takes it: a calendar date, or the date-time a browser client may send
 * (`Date.toISOString()` of local midnight), which is read as the day it falls on in the
 * household's time zone. Either way the service sees a calendar date. A date-time that does not
 * exist is passed on unchanged, so the calendar date's own rules refuse it.
 */
export const taskDay = z
  .string()
  .regex(DAY_OR_DATE_TIME, 'Use a date like 2026-03-14.')
  .transform((value) =>
    zonedDateTime.safeParse(value).success ? householdDate(new Date(value)) : value,
  )
  .pipe(calendarDate)
  .meta({
    description:
      'A calendar date (2027-07-10), or a date-time with its zone read as the day it falls on ' +
      'in the household time zone, Europe/London (2027-07-09T23:00:00.000Z is 2027-07-10).',
  });

const taskStatusSchema = z.object({
  id: z.union(taskStatuses.map((status) => z.literal(status.id))),
  name: z.string(),
  color: z.string(),
});

const taskOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});

export const taskSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  startAt: calendarDate,
  endAt: calendarDate,
  status: taskStatusSchema,
  /** The task's component. */
  group: z.object({ id: z.uuid(), name: z.string() }),
  owner: taskOwnerSchema,
  supplier: z.string(),
  /** The contact who does it (a trade); null when none. */
  contact_id: contactIdField,
  dependencies: z.array(z.uuid()),
  /** Dependencies on tasks now in the trash (a restore puts the link back); absent: none. */
  removed_dependencies: z.array(z.object({ id: z.uuid(), name: z.string() })).optional(),
  ...auditFields,
});
export type Task = z.infer<typeof taskSchema>;

export const taskPageSchema = z.object({
  items: z.array(taskSchema),
  next_cursor: z.string().nullable(),
  total_count: z.number().int(),
});

const taskStatusInput = z.object(
  {
    id: z.union(
      taskStatuses.map((status) => z.literal(status.id)),
      { error: 'Choose a status: 1 Planned, 2 In Progress or 3 Done.' },
    ),
  },
  { error: 'Choose a status.' },
);

/** An owner: one of the default choices by id, or a name typed for someone else. */
const taskOwnerInput = z.object({
  id: lineText(60).min(1, 'Choose an owner.'),
  name: lineText(120).optional(),
});

const dependencyIds = z
  .array(z.uuid('A dependency must be a task id.'))
  .max(200, 'Use at most 200 dependencies.')
  .transform((ids) => [...new Set(ids)]);

/** POST /api/tasks and PUT /api/tasks/{id}. */
export const taskInputSchema = z
  .object({
    name: lineText(200).min(1, taskMessages.nameRequired),
    startAt: taskDay,
    endAt: taskDay,
    status: taskStatusInput.default({ id: 1 }),
    group: z.object(
      { id: z.uuid(taskMessages.componentRequired), name: z.string().optional() },
      {
        error: taskMessages.componentRequired,
      },
    ),
    owner: taskOwnerInput.default({ id: DEFAULT_TASK_OWNER_ID }),
    supplier: lineText(200).default(''),
    /**
     * The contact who does it, checked by the server (422 when unknown); its company (or name)
     * fills an empty supplier. Left out: none on a create, the stored contact on an update.
     */
    contact_id: contactIdField.optional(),
    dependencies: dependencyIds.default([]),
    ...expectedVersion,
  })
  .refine((task) => task.endAt > task.startAt, {
    message: taskMessages.endNotAfterStart,
    path: ['endAt'],
  });
export type TaskInput = z.input<typeof taskInputSchema>;

/**
 * PATCH /api/tasks/{id}/move: both ends, as ISO dates or as the ISO date-times a browser client
 * may send (its `Date.toISOString()` of local midnight), each kept as its household day.
 */
const taskDatesSchema = z
  .object({ start: taskDay, end: taskDay, ...expectedVersion })
  .refine((move) => move.end > move.start, {
    message: taskMessages.endNotAfterStart,
    path: ['end'],
  });

/**
 * PATCH /api/tasks/{id}/move. With `with_dependants` (the default) every task that depends on
 * this one, directly or through others, shifts by as many working days as its start moved and
 * keeps its length in working days (docs/domain.md#moves-with-dependants).
 */
export const taskMoveSchema = taskDatesSchema.safeExtend({
  with_dependants: z
    .boolean()
    .default(true)
    .describe(
      'Also shift the tasks that depend on this one (transitively) by the same number of ' +
        'working days, keeping their lengths in working days. Default true.',
    ),
});
export type TaskMove = z.input<typeof taskMoveSchema>;

/** The most tasks one put-back may carry. */
export const MAX_TASKS_PUT_BACK = 2000;

/**
 * PATCH /api/tasks/move: several tasks' dates set at once, in one transaction (the undo of a
 * move that carried its dependants). Each item's `updated_at` is the version the client saw.
 */
export const taskPutBackSchema = z.object({
  tasks: z
    .array(taskDatesSchema.safeExtend({ id: z.uuid('A task id is a UUID.') }))
    .min(1, 'Name at least one task.')
    .max(MAX_TASKS_PUT_BACK, `Put back at most ${MAX_TASKS_PUT_BACK} tasks at once.`)
    .refine(
      (tasks) => new Set(tasks.map((task) => task.id)).size === tasks.length,
      'Name each task once.',
    ),
});
export type TaskPutBack = z.input<typeof taskPutBackSchema>;

/** What a move answers: every task it moved, the one asked for first. */
export const taskMovesSchema = z.object({ moved: z.array(taskSchema) });
export type TaskMoves = z.infer<typeof taskMovesSchema>;

const planningText = (required?: string) => {
  const text = multilineText(MAX_PLANNING_TEXT);
  return required ? text.min(1, required) : text.default('');
};

/** POST /api/ai/test answers this. */
export const aiTestResultSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
});
export type AiTestResult = z.infer<typeof aiTestResultSchema>;

/** A task the planner suggests; `key` names it within one plan so dependencies can refer to it. */
export const suggestedTaskSchema = z.object({
  key: z.string(),
  name: z.string(),
  group: z.string(),
  owner: z.string(),
  duration_days: z.number().int().positive(),
  startAt: calendarDate,
  endAt: calendarDate,
  /** The component the task belongs to, when one of the project's components matched. */
  component_id: z.uuid().nullable(),
  /** That component's name, filled in by the server's check (a model need not send it). */
  component_name: z.string().optional(),
});
export type SuggestedTask = z.infer<typeof suggestedTaskSchema>;

export const analysisSchema = z.object({
  suggested_tasks: z.array(suggestedTaskSchema),
  /** Predecessor and successor, by suggested task key or existing task id. */
  dependencies: z.array(z.object({ from: z.string(), to: z.string() })),
  timeline_suggestions: z.object({ estimated_duration_weeks: z.number().nonnegative() }),
  contractor_recommendations: z.array(z.object({ trade: z.string(), reason: z.string() })),
  /** The constraints read from the context, each checked against the plan by the server. */
  constraints: z.array(planConstraintSchema).default([]),
  /** What the check did: near-duplicates merged, tasks already on the schedule left out. */
  notes: z.array(z.string()).default([]),
});
export type Analysis = z.infer<typeof analysisSchema>;

/** POST /api/ai/analyze. */
export const analyzeRequestSchema = z.object({
  description: planningText('Describe the work to analyse.'),
  project_context: planningText(),
  /** Ids of tasks already on the schedule; the server reads them itself, so ids suffice. */
  existing_tasks: z.array(z.uuid()).max(20_000).default([]),
});

/** POST /api/ai/agentic-plan. */
export const agenticPlanRequestSchema = z.object({
  goal: planningText(aiMessages.goalRequired),
  project_context: planningText(),
  execute: z.boolean().default(true),
  include_analysis: z.boolean().default(true),
  /**
   * An analysed plan carried back to be written as shown ('Add these N tasks'): the server checks
   * it again, as it checks its own and a model's, before writing anything.
   */
  plan: analysisSchema.optional(),
});
export type AgenticPlanRequest = z.input<typeof agenticPlanRequestSchema>;

export const agenticPlanResultSchema = z.object({
  status: z.enum(['executed', 'analyzed', 'error']),
  summary: z.string(),
  /** Seconds. */
  execution_time: z.number().nonnegative(),
  analysis: analysisSchema.optional(),
  /** The executed plan's record, for 'Undo this plan'; null when nothing was written. */
  plan_id: z.uuid().nullable(),
  constraints: z.array(planConstraintSchema),
  created_tasks: z.array(
    z.object({
      task_name: z.string(),
      task_id: z.uuid().nullable(),
      component_id: z.uuid().nullable(),
      component_name: z.string(),
      result: z.object({ status: z.enum(['success', 'error']), message: z.string().optional() }),
    }),
  ),
});
export type AgenticPlanResult = z.infer<typeof agenticPlanResultSchema>;

/**
 * PATCH /api/tasks/{id}/status: only the status, what a trade may change of its own task
 * (decision 065). `updated_at`, when sent, refuses a stale change with 409.
 */
export const taskStatusChangeSchema = z.object({
  status_id: z.union(
    taskStatuses.map((status) => z.literal(status.id)),
    { error: 'Choose a status: 1 Planned, 2 In Progress or 3 Done.' },
  ),
  ...expectedVersion,
});
export type TaskStatusChange = z.infer<typeof taskStatusChangeSchema>;
