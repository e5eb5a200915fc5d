import { creditContract } from '@hrt/shared/contracts/credit';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { creditKeys } from './credit-keys';

export function useCreditSummary() {
  return useQuery({
    queryKey: creditKeys.summary,
    queryFn: () => callEndpoint(creditContract.summary, {}),
  });
}
