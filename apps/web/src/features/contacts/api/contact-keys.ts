import { queryKeys } from '@/lib/query-keys';

/** Under ['contacts'], so a write that refreshes the list refreshes a contact's page with it. */
export const contactKeys = {
  all: queryKeys.contacts,
  list: queryKeys.contactList,
  work: (id: string) => [...queryKeys.contacts, 'work', id] as const,
};
