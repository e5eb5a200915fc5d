import { ideaPriceChecksContract } from '@hrt/shared/contracts/ideas-price-checks';
import type { CreateMonitoredItemInput } from '@hrt/shared/schemas/ideas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { REQUEST_TIMEOUT_MS, withTimeout } from './request-timeout';
import { useRefreshIdeas } from './use-refresh-ideas';

function setTarget(input: CreateMonitoredItemInput) {
  return withTimeout(REQUEST_TIMEOUT_MS, (signal) =>
    callEndpoint(ideaPriceChecksContract.setTarget, { body: input }, { signal }),
  );
}

/** Set Target: monitoring and alerts on, with the target and the alert address. */
export function useSetTarget() {
  const refresh = useRefreshIdeas();
  return useMutation({ mutationFn: setTarget, onSuccess: refresh });
}
