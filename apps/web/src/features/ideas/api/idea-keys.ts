import { queryKeys } from '@/lib/query-keys';

/** Under the shared roots, so the live-update channel's refresh of ideas reaches every one. */
export const ideaKeys = {
  all: queryKeys.ideas,
  list: (componentId: string) => [...queryKeys.ideas, componentId] as const,
  monitoring: queryKeys.priceMonitoring,
  items: (componentId: string) => [...queryKeys.priceMonitoring, 'items', componentId] as const,
  settings: [...queryKeys.priceMonitoring, 'settings'] as const,
};
