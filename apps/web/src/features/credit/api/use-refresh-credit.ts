import { useQueryClient } from '@tanstack/react-query';
import { creditKeys } from './credit-keys';

/** After an account write: accounts, summary and the accounts' expense lists read again. */
export function useRefreshCredit() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creditKeys.all });
}
