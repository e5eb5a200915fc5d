import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contactListQuery } from '@/lib/shared-queries/contacts';

/** The contacts a search matches (all of them for ''); the last answer stays while the next loads. */
export function useContacts(q: string) {
  return useQuery({ ...contactListQuery(q.trim()), placeholderData: keepPreviousData });
}
