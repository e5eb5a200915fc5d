import { creditContract } from '@hrt/shared/contracts/credit';
import type { SetCreditBalanceInput } from '@hrt/shared/schemas/credit';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshCredit } from './use-refresh-credit';

/**
 * Sets an account's balance again from a statement: it becomes the balance set (and the
 * current one), and the payments recorded since start again from nothing.
 */
export function useSetBalance() {
  const refresh = useRefreshCredit();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SetCreditBalanceInput }) =>
      callEndpoint(creditContract.setBalance, { params: { id }, body }),
    onSuccess: refresh,
  });
}
