import { queryKeys } from '@/lib/query-keys';

/** Under ['insurances'], so a write that refreshes the list refreshes the rest with it. */
export const insuranceKeys = {
  all: queryKeys.insurances,
  fileUrl: (id: string) => [...queryKeys.insurances, 'file', id] as const,
};
