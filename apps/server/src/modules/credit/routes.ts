import {
  creditAccountFieldsSchema,
  creditAccountSchema,
  creditSummarySchema,
  householdSchema,
  updateCreditAccountSchema,
  updateHouseholdSchema,
} from '@hrt/shared/schemas/credit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import { getHousehold, updateHousehold } from './household-service.ts';
import {
  createCreditAccount,
  deleteCreditAccount,
  getCreditSummary,
  listCreditAccounts,
  updateCreditAccount,
} from './service.ts';

const tags = ['credit'];
const params = z.object({ id: z.uuid() });

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/credit-accounts',
    {
      config: { access: 'finance.manage' },
      schema: {
        tags,
        summary: 'Every credit account, with its utilization computed by the server',
        response: { 200: z.array(creditAccountSchema) },
      },
    },
    (request) => listCreditAccounts(app.ctx.database.db, requirePrincipal(request)),
  );

  app.get(
    '/api/credit-accounts/summary',
    {
      config: { access: 'finance.manage' },
      schema: {
        tags,
        summary: 'The summary tiles; credit totals count credit cards and lines of credit only',
        response: { 200: creditSummarySchema },
      },
    },
    (request) => getCreditSummary(app.ctx.database.db, requirePrincipal(request)),
  );

  app.post(
    '/api/credit-accounts',
    {
      config: { access: 'finance.manage' },
      schema: {
        tags,
        summary: 'Add an account; fields that do not apply to its type are cleared',
        body: creditAccountFieldsSchema,
        response: { 201: creditAccountSchema },
      },
    },
    async (request, reply) => {
      const created = await createCreditAccount(app.ctx, requirePrincipal(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/credit-accounts/:id',
    {
      config: { access: 'finance.manage' },
      schema: {
        tags,
        summary: 'Replace an account (409 stale_update when updated_at is stale)',
        params,
        body: updateCreditAccountSchema,
        response: { 200: creditAccountSchema },
      },
    },
    (request) =>
      updateCreditAccount(app.ctx, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/credit-accounts/:id',
    {
      config: { access: 'finance.manage' },
      schema: {
        tags,
        summary: 'Delete an account (409 when expenses were paid from it: mark it inactive)',
        params,
      },
    },
    async (request, reply) => {
      await deleteCreditAccount(app.ctx, requirePrincipal(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/settings/household',
    {
      config: { access: 'finance.manage' },
      schema: {
        tags,
        summary: "The household's members and the owner options of an account",
        response: { 200: householdSchema },
      },
    },
    (request) => getHousehold(app.ctx.database.db, requirePrincipal(request)),
  );

  app.put(
    '/api/settings/household',
    {
      config: { access: 'users.manage' },
      schema: {
        tags,
        summary: "Name the household's members (owner only); a renamed member keeps their accounts",
        body: updateHouseholdSchema,
        response: { 200: householdSchema },
      },
    },
    (request) => updateHousehold(app.ctx, requirePrincipal(request), request.body),
  );
};
