import { receiptsContract } from '@hrt/shared/contracts/expenses';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshExpenses } from './use-refresh-expenses';

/** Attaches (or replaces) an expense's receipt: an image or a PDF. */
export function useAttachReceipt() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return callEndpoint(receiptsContract.attach, { params: { id }, form });
    },
    onSuccess: refresh,
  });
}
