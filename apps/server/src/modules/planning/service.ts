import { AppError } from '@hrt/shared/errors';
import { formatCount } from '@hrt/shared/format';
import type {
  AgenticPlanResult,
  AiTestResult,
  Analysis,
  agenticPlanRequestSchema,
  analyzeRequestSchema,
} from '@hrt/shared/schemas/schedule';
import type { z } from 'zod';
import { chatModelFromConfig } from '../../ai/openai-compatible.ts';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import { writeChange } from '../activity/write-change.ts';
import { listComponents } from '../build-components/service.ts';
import { addTask, listAllTasks } from '../schedule/service.ts';
import {
  firstStart,
  type PlanningContext,
  PlanningError,
  planWithKnowledgeBase,
} from './builtin-planner.ts';
import { readConstraints } from './constraints.ts';
import { pingModel, proposePlanWithModel } from './model-planner.ts';
import { type CheckedPlan, checkPlan, type PlanScope } from './plan-validator.ts';
import { calendarForPlanning, type PlannerCalendar } from './planner-calendar.ts';
import { recordPlan } from './undo-plan.ts';

/** What the planner's services use of the app context. */
export type PlanningDeps = Pick<AppContext, 'config' | 'database'>;

/** POST /api/ai/test: which planner answers; a configured model is really called. */
export async function testPlanner(
  deps: Pick<PlanningDeps, 'config'>,
  _principal: Principal,
): Promise<AiTestResult> {
  const model = chatModelFromConfig(deps.config);
  if (!model) {
    return {
      status: 'success',
      message:
        'The built-in planner is active: it plans offline from its renovation knowledge base.',
    };
  }
  try {
    await pingModel(model);
    return {
      status: 'success',
      message: `The model ${deps.config.AI_MODEL} answered: plans are proposed by the model and checked before anything is written.`,
    };
  } catch (error) {
    return {
      status: 'error',
      message: `The model ${deps.config.AI_MODEL} did not answer: ${reason(error)}`,
    };
  }
}

/** POST /api/ai/analyze: a checked plan for the description; nothing is written. */
export async function analyzeWork(
  deps: PlanningDeps,
  principal: Principal,
  request: z.output<typeof analyzeRequestSchema>,
): Promise<Analysis> {
  const outcome = await makePlan(deps, principal, request.description, request.project_context);
  if (!outcome.ok) throw new AppError('unprocessable', outcome.summary);
  return outcome.plan.analysis;
}

/**
 * POST /api/ai/agentic-plan: plans (or takes back an analysed plan), checks and, with execute,
 * creates every task with its dependencies in one transaction through the tasks API's own
 * service (same checks, activity recorded), and records the plan for 'Undo this plan'. Any
 * failure writes nothing and answers status 'error' with the reason.
 */
export async function runAgenticPlan(
  deps: PlanningDeps,
  principal: Principal,
  request: z.output<typeof agenticPlanRequestSchema>,
): Promise<AgenticPlanResult> {
  const started = performance.now();
  const seconds = () => Math.round(performance.now() - started) / 1000;
  const outcome = await makePlan(
    deps,
    principal,
    request.goal,
    request.project_context,
    request.plan,
  );
  if (!outcome.ok) {
    return {
      status: 'error',
      summary: outcome.summary,
      execution_time: seconds(),
      plan_id: null,
      constraints: [],
      created_tasks: [],
    };
  }
  const { plan, calendar } = outcome;
  const { constraints } = plan.analysis;
  const count = plan.tasks.length;
  const span = describeSpan(plan.analysis, calendar);
  const unmet = describeUnmet(constraints);
  const where = (componentId: string) =>
    plan.analysis.suggested_tasks.find((task) => task.component_id === componentId)
      ?.component_name ?? '';
  if (!request.execute || count === 0) {
    return {
      status: request.execute ? 'executed' : 'analyzed',
      summary:
        count === 0
          ? 'Nothing new to add: the schedule already has every task this plan needs.'
          : `Planned ${formatCount(count, 'task')} ${span}; nothing was created.${unmet}`,
      execution_time: seconds(),
      // The analysed plan is what 'Add these N tasks' carries back: it is always sent.
      analysis: plan.analysis,
      plan_id: null,
      constraints,
      created_tasks: [],
    };
  }
  const analysis = request.include_analysis ? { analysis: plan.analysis } : {};
  try {
    const { planId, created } = await executePlan(deps, principal, request.goal, plan);
    return {
      status: 'executed',
      summary: `Created ${formatCount(count, 'task')} with their dependencies, ${span}.${unmet}`,
      execution_time: seconds(),
      ...analysis,
      plan_id: planId,
      constraints,
      created_tasks: created.map((task) => ({
        task_name: task.name,
        task_id: task.id,
        component_id: task.group.id,
        component_name: task.group.name,
        result: { status: 'success' as const },
      })),
    };
  } catch (error) {
    // A refused task (the same checks as the tasks API) is the plan's fault; anything else
    // is the server's and answers 500.
    if (!(error instanceof AppError)) throw error;
    const message = error.message;
    return {
      status: 'error',
      summary: `Nothing was created: ${message}`,
      execution_time: seconds(),
      ...analysis,
      plan_id: null,
      constraints,
      created_tasks: plan.tasks.map(({ input }) => ({
        task_name: input.name,
        task_id: null,
        component_id: input.group.id,
        component_name: where(input.group.id),
        result: { status: 'error' as const, message },
      })),
    };
  }
}

async function executePlan(
  ctx: Pick<PlanningDeps, 'database'>,
  principal: Principal,
  goal: string,
  plan: CheckedPlan,
) {
  return writeChange(ctx.database.db, principal.email, async (tx) => {
    const ids = new Map<string, string>();
    const created = [];
    const activity = [];
    // Predecessors first, so each task's dependencies exist when it is added.
    for (const { key, input } of plan.tasks) {
      const dependencies = input.dependencies.map((ref) => ids.get(ref) ?? ref);
      const added = await addTask({ tx }, principal, { ...input, dependencies });
      ids.set(key, added.result.id);
      created.push(added.result);
      activity.push(added.activity);
    }
    const planId = await recordPlan(tx, principal, goal, created);
    return { result: { planId, created }, activity };
  });
}

type PlanOutcome =
  | { ok: true; plan: CheckedPlan; calendar: PlannerCalendar }
  | { ok: false; summary: string };

/**
 * A checked plan: the one carried back, else the model's when one is configured, else the
 * built-in planner's; each through the same validator, with the constraints of the goal and
 * context checked against it.
 */
async function makePlan(
  ctx: PlanningDeps,
  principal: Principal,
  goal: string,
  context: string,
  carried?: Analysis,
): Promise<PlanOutcome> {
  const db = ctx.database.db;
  const [components, existing, calendar] = await Promise.all([
    listComponents(ctx, principal),
    listAllTasks(ctx),
    calendarForPlanning(db),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const constraints = readConstraints(`${goal}\n${context}`, today, calendar.easterSunday);
  const scope: PlanScope = { components, existing, calendar, constraints };
  if (!components.length) {
    return {
      ok: false,
      summary:
        'The project has no components yet. Add a room, design item or service first: every task belongs to one.',
    };
  }
  const candidate = carried
    ? { ok: true as const, value: carried as unknown }
    : await proposePlan(ctx, { goal, context, components, existing, today, calendar, constraints });
  if (!candidate.ok) return candidate;
  const checked = checkPlan(candidate.value, scope);
  return checked.ok ? { ...checked, calendar } : checked;
}

async function proposePlan(
  ctx: Pick<PlanningDeps, 'config'>,
  request: PlanningContext & { context: string },
): Promise<{ ok: true; value: unknown } | { ok: false; summary: string }> {
  const model = chatModelFromConfig(ctx.config);
  if (model) {
    try {
      const value = await proposePlanWithModel(model, {
        ...request,
        earliestStart: request.calendar.firstWorkingDayFrom(firstStart(request)),
      });
      return { ok: true, value };
    } catch (error) {
      return { ok: false, summary: `The model could not propose a plan: ${reason(error)}` };
    }
  }
  try {
    return { ok: true, value: planWithKnowledgeBase(request) };
  } catch (error) {
    if (error instanceof PlanningError) return { ok: false, summary: error.message };
    throw error;
  }
}

/** 'over 17 working days (about 3.4 weeks)', from the first task's start to the last's end. */
function describeSpan(analysis: Analysis, calendar: PlannerCalendar): string {
  const tasks = analysis.suggested_tasks;
  if (!tasks.length) return '';
  const from = tasks.map((task) => task.startAt).reduce((a, b) => (a < b ? a : b));
  const to = tasks.map((task) => task.endAt).reduce((a, b) => (a > b ? a : b));
  const days = calendar.countWorkingDays(from, to);
  return `over ${formatCount(days, 'working day')} (about ${analysis.timeline_suggestions.estimated_duration_weeks} weeks)`;
}

/** ' Not met: Finish before Easter (Sun 28 Mar 2027).' or nothing. */
function describeUnmet(constraints: Analysis['constraints']): string {
  const unmet = constraints.filter((constraint) => constraint.status === 'not_met');
  return unmet.length
    ? ` Not met: ${unmet.map((constraint) => constraint.understood).join('; ')}.`
    : '';
}

function reason(error: unknown): string {
  if (error instanceof SyntaxError) return 'its answer was not JSON.';
  if (error instanceof Error && error.name === 'TimeoutError') return 'it did not answer in time.';
  return error instanceof Error ? error.message : String(error);
}
