import { expensesContract } from '@hrt/shared/contracts/expenses';
import type { CreateExpenseInput } from '@hrt/shared/schemas/expenses';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/expenses: one extracted row stored as an expense. */
export function createExpense(body: CreateExpenseInput) {
  return callEndpoint(expensesContract.create, { body });
}
