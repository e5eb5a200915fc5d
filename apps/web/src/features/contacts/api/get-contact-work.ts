import { contactsContract } from '@hrt/shared/contracts/contacts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { contactKeys } from './contact-keys';

/** A contact's page: the contact with its work, money, insurance and documents. */
export function useContactWork(id: string) {
  return useQuery({
    queryKey: contactKeys.work(id),
    queryFn: () => callEndpoint(contactsContract.work, { params: { id } }),
  });
}
