import { queryKeys } from '@/lib/query-keys';

/** Under ['components'], so a write that refreshes the list refreshes each one too. */
export const componentKeys = {
  all: queryKeys.components,
  one: (type: string, id: string) => [...queryKeys.components, type, id] as const,
  /** The project's budget and contingency (settings), shown on the overview. */
  projectBudget: queryKeys.projectBudget,
};
