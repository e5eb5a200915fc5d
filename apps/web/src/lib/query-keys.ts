/**
 * Query keys that more than one feature reads or invalidates. Features never import each
 * other, so the keys they share live here (e.g. an expense write refreshes component summaries).
 */
export const queryKeys = {
  components: ['components'] as const,
  expenses: ['expenses'] as const,
  expenseList: (componentId?: string) => ['expenses', componentId ?? 'all'] as const,
  expenseSummaries: ['expense-summaries'] as const,
  expenseSummary: (componentId: string) => ['expense-summary', componentId] as const,
  expenseSummaryAll: ['expense-summary'] as const,
  creditAccounts: ['credit-accounts'] as const,
};
