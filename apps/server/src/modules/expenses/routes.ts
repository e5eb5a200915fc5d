import { expensePaymentsContract, expensesContract } from '@hrt/shared/contracts/expenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { exportExpensesCsv } from './csv-export.ts';
import { addPayment, removePayment, updatePayment } from './payment-service.ts';
import {
  getExpense,
  getExpenseSummary,
  getProjectSummary,
  listExpenseSummaries,
  listExpenses,
} from './queries.ts';
import { createExpense, deleteExpense, updateExpense } from './service.ts';

export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, expensesContract, {
    list: ({ principal, query }) => listExpenses(ctx, principal, query),
    summaries: {
      handler: ({ principal }) => listExpenseSummaries(ctx, principal),
      plainJson: true,
    },
    projectSummary: ({ principal }) => getProjectSummary(ctx, principal),
    exportCsv: async ({ principal, query, reply }) => {
      const csv = await exportExpensesCsv(ctx, principal, query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="expenses-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
    componentSummary: ({ principal, params }) => getExpenseSummary(ctx, principal, params.id),
    get: ({ principal, params }) => getExpense(ctx, principal, params.id),
    create: ({ principal, body }) => createExpense(ctx, principal, body),
    update: ({ principal, params, body }) =>
      updateExpense(ctx, principal, { id: params.id, changes: body }),
    remove: ({ principal, params }) => deleteExpense(ctx, principal, params.id),
  });
  mountContract(app, expensePaymentsContract, {
    add: ({ principal, params, body }) =>
      addPayment(ctx, principal, { expenseId: params.id, payment: body }),
    update: ({ principal, params, body }) =>
      updatePayment(ctx, principal, {
        expenseId: params.id,
        paymentId: params.paymentId,
        changes: body,
      }),
    remove: ({ principal, params }) =>
      removePayment(ctx, principal, { expenseId: params.id, paymentId: params.paymentId }),
  });
};
