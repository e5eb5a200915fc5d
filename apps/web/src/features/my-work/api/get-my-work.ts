import { contactsContract } from '@hrt/shared/contracts/contacts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { myWorkKeys } from './my-work-keys';

/** The signed-in trade's work: GET /api/contacts/{its contact}/work, narrowed by the server. */
export function useMyWork(contactId: string) {
  return useQuery({
    queryKey: myWorkKeys.work(contactId),
    queryFn: () => callEndpoint(contactsContract.work, { params: { id: contactId } }),
  });
}
