import { receiptsContract } from '@hrt/shared/contracts/expenses';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshExpenses } from './use-refresh-expenses';

export function useDeleteReceipt() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(receiptsContract.remove, { params: { id } }),
    onSuccess: refresh,
  });
}
