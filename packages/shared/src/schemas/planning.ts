import { z } from 'zod';

/**
 * The planner's own shapes beside the schedule's (decision 035): the constraints it read from the
 * context, what a plan put where, and undoing an executed plan.
 */

/** The kinds of constraint the planner reads from the context (decision 035). */
export const planConstraintKinds = ['deadline', 'start', 'trade_window', 'budget'] as const;

/** One constraint the planner understood, and whether the plan meets it. */
export const planConstraintSchema = z.object({
  kind: z.enum(planConstraintKinds),
  /** The words as written: 'finish before Easter'. */
  text: z.string(),
  /** What the planner took them to mean: 'Finish by Sat 27 Mar 2027 (Easter is 28 Mar)'. */
  understood: z.string(),
  /** `unchecked`: the plan cannot tell (a budget with no component budgets to compare). */
  status: z.enum(['met', 'not_met', 'unchecked']),
  /** Why: the dates or figures behind the status, in a sentence. */
  reason: z.string(),
});
export type PlanConstraint = z.infer<typeof planConstraintSchema>;

/** POST /api/ai/plans/{plan_id}/undo. */
export const planUndoRequestSchema = z.object({
  /** Remove the unchanged tasks even when some of the plan's tasks were changed since. */
  confirm: z.boolean().default(false),
});
export type PlanUndoRequest = z.input<typeof planUndoRequestSchema>;

export const planUndoResultSchema = z.object({
  plan_id: z.uuid(),
  /** The plan's tasks moved to the trash. */
  removed: z.array(z.object({ task_id: z.uuid(), task_name: z.string() })),
  /** The plan's tasks kept because someone changed them (or already deleted them) since. */
  kept: z.array(
    z.object({ task_id: z.uuid(), task_name: z.string(), why: z.enum(['changed', 'gone']) }),
  ),
});
export type PlanUndoResult = z.infer<typeof planUndoResultSchema>;

export const planIdParamsSchema = z.object({ plan_id: z.uuid('Unknown plan.') });

/** The messages of undoing a plan. */
export const planMessages = {
  undoConfirm: (count: number) =>
    `Its ${count} ${count === 1 ? 'task moves' : 'tasks move'} to the trash.`,
  alreadyUndone: 'This plan was already undone.',
  unknownPlan: 'This plan is not recorded.',
} as const;
