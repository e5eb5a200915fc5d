import { contactsContract } from '@hrt/shared/contracts/contacts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { identityKeys } from './identity-keys';

function fetchContactChoices() {
  return callEndpoint(contactsContract.list, { query: {} });
}

/**
 * The household's contacts, by name: the ones a trade may be. Read only once a picker asks (the
 * role Trade is chosen), so the Admin page costs nothing more otherwise.
 */
export function useContactChoices(enabled = true) {
  return useQuery({
    queryKey: identityKeys.contactChoices,
    queryFn: fetchContactChoices,
    enabled,
    staleTime: 30_000,
  });
}
