import { queryKeys } from '@/lib/query-keys';

/** Under ['credit-accounts'], so one invalidation refreshes accounts, summary and lists. */
export const creditKeys = {
  all: queryKeys.creditAccounts,
  summary: queryKeys.creditSummary,
  expenses: queryKeys.creditAccountExpenses,
  household: queryKeys.household,
};
