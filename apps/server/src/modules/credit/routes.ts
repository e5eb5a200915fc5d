import { creditContract } from '@hrt/shared/contracts/credit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import {
  createCreditAccount,
  deleteCreditAccount,
  getCreditAccount,
  getCreditSummary,
  listCreditAccounts,
  setCreditBalance,
  updateCreditAccount,
} from './service.ts';

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, creditContract, {
    list: ({ principal }) => listCreditAccounts(ctx, principal),
    summary: ({ principal }) => getCreditSummary(ctx, principal),
    get: ({ principal, params }) => getCreditAccount(ctx, principal, params.id),
    setBalance: ({ principal, params, body }) =>
      setCreditBalance(ctx, principal, { id: params.id, changes: body }),
    create: ({ principal, body }) => createCreditAccount(ctx, principal, body),
    update: ({ principal, params, body }) =>
      updateCreditAccount(ctx, principal, { id: params.id, changes: body }),
    remove: ({ principal, params }) => deleteCreditAccount(ctx, principal, params.id),
  });
};
