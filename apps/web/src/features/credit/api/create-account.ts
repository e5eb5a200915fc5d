import { creditContract } from '@hrt/shared/contracts/credit';
import type { CreditAccountFieldsInput } from '@hrt/shared/schemas/credit';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshCredit } from './use-refresh-credit';

export function useCreateAccount() {
  const refresh = useRefreshCredit();
  return useMutation({
    mutationFn: (body: CreditAccountFieldsInput) => callEndpoint(creditContract.create, { body }),
    onSuccess: refresh,
  });
}
