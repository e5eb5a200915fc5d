import { planningContract } from '@hrt/shared/contracts/planning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { perUser, USER_LIMITS } from '../../http/rate-limits.ts';
import { analyzeWork, runAgenticPlan, testPlanner } from './service.ts';
import { undoPlan } from './undo-plan.ts';

/** Each planner call may reach the configured model server, so each user has a budget. */
const rateLimit = perUser(USER_LIMITS.planner);

export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, planningContract, {
    test: { handler: ({ principal }) => testPlanner(ctx, principal), rateLimit },
    analyze: { handler: ({ principal, body }) => analyzeWork(ctx, principal, body), rateLimit },
    agenticPlan: {
      handler: ({ principal, body }) => runAgenticPlan(ctx, principal, body),
      rateLimit,
    },
    undoPlan: ({ principal, params, body }) =>
      undoPlan(ctx, principal, { planId: params.plan_id, confirm: body.confirm }),
  });
};
