import { contactsContract } from '@hrt/shared/contracts/contacts';
import type { ContactInput } from '@hrt/shared/schemas/contacts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshContacts } from './use-refresh-contacts';

export function useCreateContact() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (body: ContactInput) => callEndpoint(contactsContract.create, { body }),
    onSuccess: refresh,
  });
}
