import { priceMonitoringContract } from '@hrt/shared/contracts/price-monitoring';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { REQUEST_TIMEOUT_MS, withTimeout } from './request-timeout';

function sendTestEmail(email: string) {
  return withTimeout(REQUEST_TIMEOUT_MS, (signal) =>
    callEndpoint(priceMonitoringContract.testEmail, { body: { email } }, { signal }),
  );
}

/** Sends a test e-mail; it changes nothing the page shows. */
export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
