import {
  createExpenseSchema,
  expenseListQuerySchema,
  expensePageSchema,
  expenseSchema,
  expenseSummariesSchema,
  expenseSummarySchema,
  projectExpenseSummarySchema,
  updateExpenseSchema,
} from '@hrt/shared/schemas/expenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import { plainJsonResponse } from '../../http/plain-json.ts';
import { exportExpensesCsv } from './csv-export.ts';
import {
  getExpenseSummary,
  getProjectSummary,
  listExpenseSummaries,
  listExpenses,
} from './queries.ts';
import { createExpense, deleteExpense, updateExpense } from './service.ts';

const tags = ['expenses'];
const idParams = z.object({ id: z.uuid() });

export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/expenses',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary:
          'Expenses in the order they were added, paged by cursor; q searches description, supplier and product; paid=true keeps paid ones; totals cover every match',
        querystring: expenseListQuerySchema,
        response: { 200: expensePageSchema },
      },
    },
    async (request) => listExpenses(app.ctx.database.db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/expenses/summaries',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: "Every component's expense summary, keyed by component id",
        response: { 200: expenseSummariesSchema },
      },
      ...plainJsonResponse,
    },
    async () => listExpenseSummaries(app.ctx.database.db),
  );

  app.get(
    '/api/expenses/summary',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: "The whole project's figures: components, budgets and expense totals",
        response: { 200: projectExpenseSummarySchema },
      },
    },
    async () => getProjectSummary(app.ctx.database.db),
  );

  app.get(
    '/api/expenses/export.csv',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: 'Expenses as CSV (UTF-8 with BOM, en-GB numbers, DD/MM/YYYY dates)',
        querystring: z.object({ component_id: z.uuid().optional() }),
      },
    },
    async (request, reply) => {
      const csv = await exportExpensesCsv(
        app.ctx.database.db,
        requirePrincipal(request),
        request.query.component_id,
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="expenses-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/expenses/:id/summary',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: "One component's summary: count, total, unpaid_total and the strip's figures",
        params: idParams,
        response: { 200: expenseSummarySchema },
      },
    },
    async (request) => getExpenseSummary(app.ctx.database.db, request.params.id),
  );

  app.post(
    '/api/expenses',
    {
      config: { access: 'money.edit' },
      schema: {
        tags,
        summary: 'Create an expense; the server computes total_cost and amount_due',
        body: createExpenseSchema,
        response: { 201: expenseSchema },
      },
    },
    async (request, reply) => {
      const created = await createExpense(app.ctx, requirePrincipal(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/expenses/:id',
    {
      config: { access: 'money.edit' },
      schema: {
        tags,
        summary: 'Replace an expense (409 stale_update when updated_at is stale)',
        params: idParams,
        body: updateExpenseSchema,
        response: { 200: expenseSchema },
      },
    },
    async (request) =>
      updateExpense(app.ctx, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/expenses/:id',
    {
      config: { access: 'money.edit' },
      schema: { tags, summary: 'Delete an expense and its receipt', params: idParams },
    },
    async (request, reply) => {
      await deleteExpense(app.ctx, requirePrincipal(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
