import { ideaPriceChecksContract } from '@hrt/shared/contracts/ideas-price-checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { outboxKeys } from './outbox-keys';

function sendTestEmail(email: string) {
  return callEndpoint(ideaPriceChecksContract.testEmail, { body: { email } });
}

/**
 * Sends a test e-mail to an address and answers how mail is configured. Without SMTP the
 * message waits in the outbox, so the outbox is read again either way.
 */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
