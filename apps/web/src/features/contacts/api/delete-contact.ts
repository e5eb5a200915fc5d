import { contactsContract } from '@hrt/shared/contracts/contacts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshContacts } from './use-refresh-contacts';

export function useDeleteContact() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(contactsContract.remove, { params: { id } }),
    // A refused delete may still mean the list is out of date (the contact was deleted).
    onSettled: refresh,
  });
}
