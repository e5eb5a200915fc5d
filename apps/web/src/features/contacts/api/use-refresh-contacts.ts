import { useQueryClient } from '@tanstack/react-query';
import { contactKeys } from './contact-keys';

export function useRefreshContacts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactKeys.all });
}
