import { creditContract } from '@hrt/shared/contracts/credit';
import type { UpdateCreditAccountInput } from '@hrt/shared/schemas/credit';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshCredit } from './use-refresh-credit';

export function useUpdateAccount() {
  const refresh = useRefreshCredit();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCreditAccountInput }) =>
      callEndpoint(creditContract.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}
