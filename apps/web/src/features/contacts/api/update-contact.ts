import { contactsContract } from '@hrt/shared/contracts/contacts';
import type { ContactInput } from '@hrt/shared/schemas/contacts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshContacts } from './use-refresh-contacts';

/** A change sent with the version it was made on: a stale one is refused (409). */
export function useUpdateContact() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ContactInput & { updated_at: string } }) =>
      callEndpoint(contactsContract.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}
