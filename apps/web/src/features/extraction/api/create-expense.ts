import { expensesContract } from '@hrt/shared/contracts/expenses';
import type { CreateExpenseInput } from '@hrt/shared/schemas/expenses';
import type { RequestOptions } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/expenses: one extracted row stored as an expense, as part of the review's action. */
export function createExpense(body: CreateExpenseInput, action: Pick<RequestOptions, 'headers'>) {
  return callEndpoint(expensesContract.create, { body }, action);
}
