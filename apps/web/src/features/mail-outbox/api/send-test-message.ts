import { mailOutboxContract } from '@hrt/shared/contracts/mail-outbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { outboxKeys } from './outbox-keys';

function sendTestMessage() {
  return callEndpoint(mailOutboxContract.sendTest, {});
}

/** The test message lands in the outbox (or is sent): the list is read again either way. */
export function useSendTestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
