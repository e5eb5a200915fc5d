import { queryKeys } from '@/lib/query-keys';

/**
 * A trade's work is its contact's page, under ['contacts'] as the household's view of it is, so
 * whatever refreshes a contact's page refreshes My work too.
 */
export const myWorkKeys = {
  work: (contactId: string) => [...queryKeys.contacts, 'work', contactId] as const,
};
