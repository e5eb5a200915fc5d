import type { ExpenseListQuery } from '@hrt/shared/schemas/expense-list';
import { queryKeys } from '@/lib/query-keys';

/** What one list shows: a component's or every expense, maybe searched (q) or paid only. */
export type ExpenseListFilter = Pick<ExpenseListQuery, 'component_id' | 'q' | 'paid'>;

/**
 * Under ['expenses'], so a write that refreshes the expenses refreshes every list, whatever
 * its component, search or paid filter.
 */
export const expenseKeys = {
  all: queryKeys.expenses,
  list: (filter: ExpenseListFilter) =>
    [
      ...queryKeys.expenseList(filter.component_id),
      { search: filter.q ?? '', paid: filter.paid === 'true' },
    ] as const,
};
