import {
  planIdParamsSchema,
  planUndoRequestSchema,
  planUndoResultSchema,
} from '../schemas/planning.ts';
import {
  agenticPlanRequestSchema,
  agenticPlanResultSchema,
  aiTestResultSchema,
  analysisSchema,
  analyzeRequestSchema,
} from '../schemas/schedule.ts';
import { defineContract } from './endpoint.ts';

/** The planner (built-in or a model): it edits the schedule, so a refused request answers 422. */
export const planningContract = defineContract('planning', {
  test: {
    method: 'POST',
    path: '/api/ai/test',
    access: 'schedule.edit',
    summary: 'Which planner is active (built-in or model); a configured model is called',
    responses: { 200: aiTestResultSchema },
    errors: [],
    invalidStatus: 422,
  },
  analyze: {
    method: 'POST',
    path: '/api/ai/analyze',
    access: 'schedule.edit',
    summary:
      'Suggested tasks, dependencies, duration and trades for a description (writes nothing)',
    body: analyzeRequestSchema,
    responses: { 200: analysisSchema },
    // No plan could be made (no components yet, or the model's plan was refused).
    errors: ['unprocessable'],
    invalidStatus: 422,
  },
  agenticPlan: {
    method: 'POST',
    path: '/api/ai/agentic-plan',
    access: 'schedule.edit',
    summary: 'Plan a goal and, with execute, create the tasks and dependencies in one transaction',
    body: agenticPlanRequestSchema,
    responses: { 200: agenticPlanResultSchema },
    errors: [],
    invalidStatus: 422,
  },
  undoPlan: {
    method: 'POST',
    path: '/api/ai/plans/:plan_id/undo',
    access: 'schedule.edit',
    summary:
      "Move an executed plan's tasks to the trash; 409 lists those changed since unless confirm",
    params: planIdParamsSchema,
    body: planUndoRequestSchema,
    responses: { 200: planUndoResultSchema },
    errors: ['not_found', 'conflict', 'plan_tasks_changed'],
  },
});
