import { creditContract } from '@hrt/shared/contracts/credit';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshCredit } from './use-refresh-credit';

export function useDeleteAccount() {
  const refresh = useRefreshCredit();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(creditContract.remove, { params: { id } }),
    // A refused delete may still mean the list is out of date (the account was deleted).
    onSettled: refresh,
  });
}
