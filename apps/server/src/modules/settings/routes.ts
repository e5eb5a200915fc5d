import { settingsContract } from '@hrt/shared/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { followMembersInAccounts } from '../credit/service.ts';
import { getCalendar, updateCalendar } from './calendar-service.ts';
import { getHousehold, updateHousehold } from './household-service.ts';
import { getProjectBudget, updateProjectBudget } from './project-budget-service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, settingsContract, {
    getHousehold: ({ principal }) => getHousehold(ctx, principal),
    // Accounts belong to members: a renamed member keeps theirs, one who owns some stays.
    updateHousehold: ({ principal, body }) =>
      updateHousehold({ ...ctx, followMembers: followMembersInAccounts }, principal, body),
    getCalendar: ({ principal }) => getCalendar(ctx, principal),
    updateCalendar: ({ principal, body }) => updateCalendar(ctx, principal, body),
    getProjectBudget: ({ principal }) => getProjectBudget(ctx, principal),
    updateProjectBudget: ({ principal, body }) => updateProjectBudget(ctx, principal, body),
  });
};
