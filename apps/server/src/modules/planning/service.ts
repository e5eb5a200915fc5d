import { AppError } from '@hrt/shared/errors';
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
import { firstStart, PlanningError, planWithKnowledgeBase } from './builtin-planner.ts';
import { pingModel, proposePlanWithModel } from './model-planner.ts';
import { type CheckedPlan, checkPlan, type PlanScope } from './plan-validator.ts';

/** POST /api/ai/test: which planner answers; a configured model is really called. */
export async function testPlanner(ctx: AppContext): Promise<AiTestResult> {
  const model = chatModelFromConfig(ctx.config);
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
      message: `The model ${ctx.config.AI_MODEL} answered: plans are proposed by the model and checked before anything is written.`,
    };
  } catch (error) {
    return {
      status: 'error',
      message: `The model ${ctx.config.AI_MODEL} did not answer: ${reason(error)}`,
    };
  }
}

/** POST /api/ai/analyze: a checked plan for the description; nothing is written. */
export async function analyzeWork(
  ctx: AppContext,
  request: z.output<typeof analyzeRequestSchema>,
): Promise<Analysis> {
  const outcome = await makePlan(ctx, request.description, request.project_context);
  if (!outcome.ok) throw new AppError('unprocessable', outcome.summary);
  return outcome.plan.analysis;
}

/**
 * POST /api/ai/agentic-plan: plans, checks and, with execute, creates every task with its
 * dependencies in one transaction through the tasks API's own service (same checks, activity
 * recorded). Any failure writes nothing and answers status 'error' with the reason.
 */
export async function runAgenticPlan(
  ctx: AppContext,
  principal: Principal,
  request: z.output<typeof agenticPlanRequestSchema>,
): Promise<AgenticPlanResult> {
  const started = performance.now();
  const seconds = () => Math.round(performance.now() - started) / 1000;
  const outcome = await makePlan(ctx, request.goal, request.project_context);
  if (!outcome.ok) {
    return {
      status: 'error',
      summary: outcome.summary,
      execution_time: seconds(),
      created_tasks: [],
    };
  }
  const { plan } = outcome;
  const analysis = request.include_analysis ? { analysis: plan.analysis } : {};
  const count = plan.tasks.length;
  if (!request.execute || count === 0) {
    return {
      status: request.execute ? 'executed' : 'analyzed',
      summary:
        count === 0
          ? 'Nothing new to add: the schedule already has every task this plan needs.'
          : `Planned ${count} ${count === 1 ? 'task' : 'tasks'} over about ${plan.analysis.timeline_suggestions.estimated_duration_weeks} weeks; nothing was created.`,
      execution_time: seconds(),
      ...analysis,
      created_tasks: [],
    };
  }
  try {
    const created = await executePlan(ctx, principal, plan);
    return {
      status: 'executed',
      summary: `Created ${count} ${count === 1 ? 'task' : 'tasks'} with their dependencies, over about ${plan.analysis.timeline_suggestions.estimated_duration_weeks} weeks.`,
      execution_time: seconds(),
      ...analysis,
      created_tasks: created.map((task) => ({
        task_name: task.name,
        task_id: task.id,
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
      created_tasks: plan.tasks.map(({ input }) => ({
        task_name: input.name,
        task_id: null,
        result: { status: 'error' as const, message },
      })),
    };
  }
}

async function executePlan(ctx: AppContext, principal: Principal, plan: CheckedPlan) {
  return writeChange(ctx.database.db, principal.email, async (tx) => {
    const ids = new Map<string, string>();
    const created = [];
    const activity = [];
    // Predecessors first, so each task's dependencies exist when it is added.
    for (const { key, input } of plan.tasks) {
      const dependencies = input.dependencies.map((ref) => ids.get(ref) ?? ref);
      const added = await addTask(tx, principal.email, { ...input, dependencies });
      ids.set(key, added.result.id);
      created.push(added.result);
      activity.push(added.activity);
    }
    return { result: created, activity };
  });
}

type PlanOutcome = { ok: true; plan: CheckedPlan } | { ok: false; summary: string };

async function makePlan(ctx: AppContext, goal: string, context: string): Promise<PlanOutcome> {
  const db = ctx.database.db;
  const [components, existing] = await Promise.all([listComponents(db), listAllTasks(db)]);
  const scope: PlanScope = { components, existing };
  const today = new Date().toISOString().slice(0, 10);
  if (!components.length) {
    return {
      ok: false,
      summary:
        'The project has no components yet. Add a room, design item or service first: every task belongs to one.',
    };
  }
  const model = chatModelFromConfig(ctx.config);
  let candidate: unknown;
  if (model) {
    try {
      candidate = await proposePlanWithModel(model, {
        goal,
        context,
        components,
        existing,
        earliestStart: firstStart({ existing, today }),
      });
    } catch (error) {
      return { ok: false, summary: `The model could not propose a plan: ${reason(error)}` };
    }
  } else {
    try {
      candidate = planWithKnowledgeBase({ goal, components, existing, today });
    } catch (error) {
      if (error instanceof PlanningError) return { ok: false, summary: error.message };
      throw error;
    }
  }
  return checkPlan(candidate, scope);
}

function reason(error: unknown): string {
  if (error instanceof SyntaxError) return 'its answer was not JSON.';
  if (error instanceof Error && error.name === 'TimeoutError') return 'it did not answer in time.';
  return error instanceof Error ? error.message : String(error);
}
