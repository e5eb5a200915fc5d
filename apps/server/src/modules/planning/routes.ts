import {
  agenticPlanRequestSchema,
  agenticPlanResultSchema,
  aiTestResultSchema,
  analysisSchema,
  analyzeRequestSchema,
} from '@hrt/shared/schemas/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/access.ts';
import { perUser, USER_LIMITS } from '../../http/rate-limits.ts';
import { analyzeWork, runAgenticPlan, testPlanner } from './service.ts';

const tags = ['planning'];
/** Planning edits the schedule; a refused request answers 422 (decision 016). */
const config = {
  access: 'schedule.edit',
  invalidStatus: 422,
  rateLimit: perUser(USER_LIMITS.planner),
} as const;

export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ai/test',
    {
      config,
      schema: {
        tags,
        summary: 'Which planner is active (built-in or model); a configured model is called',
        response: { 200: aiTestResultSchema },
      },
    },
    () => testPlanner(app.ctx),
  );

  app.post(
    '/api/ai/analyze',
    {
      config,
      schema: {
        tags,
        summary:
          'Suggested tasks, dependencies, duration and trades for a description (writes nothing)',
        body: analyzeRequestSchema,
        response: { 200: analysisSchema },
      },
    },
    (request) => analyzeWork(app.ctx, request.body),
  );

  app.post(
    '/api/ai/agentic-plan',
    {
      config,
      schema: {
        tags,
        summary:
          'Plan a goal and, with execute, create the tasks and dependencies in one transaction',
        body: agenticPlanRequestSchema,
        response: { 200: agenticPlanResultSchema },
      },
    },
    (request) => runAgenticPlan(app.ctx, requirePrincipal(request), request.body),
  );
};
