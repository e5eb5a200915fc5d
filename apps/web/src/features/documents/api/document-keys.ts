import { queryKeys } from '@/lib/query-keys';

/** Under ['documents'], so the live stream's refresh reaches every component's list. */
export const documentKeys = {
  all: queryKeys.documents,
  list: (componentId: string) => [...queryKeys.documents, componentId] as const,
};
