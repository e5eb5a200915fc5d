import { contactsContract } from '@hrt/shared/contracts/contacts';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '../auth/session-context';
import { callEndpoint } from '../call-endpoint';
import { queryKeys } from '../query-keys';

/**
 * The household's contacts, by name (or those a search `q` matches): read by the Contacts page
 * and by the contact pickers of the service, expense, insurance and task forms, which share the
 * unsearched list's cache entry.
 */
export function contactListQuery(q = '') {
  return {
    queryKey: queryKeys.contactList(q),
    queryFn: () => callEndpoint(contactsContract.list, { query: q ? { q } : {} }),
  };
}

/**
 * Every contact, for a picker. A trade may not list contacts (it would answer 403 and cost a
 * token refresh on every load): it is not asked, and the picker stays empty.
 */
export function useContactOptions() {
  const allowed = useCan('project.read');
  return useQuery({ ...contactListQuery(), enabled: allowed, staleTime: 60_000 });
}
