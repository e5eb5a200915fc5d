import { ideaPriceChecksContract } from '@hrt/shared/contracts/ideas-price-checks';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { REQUEST_TIMEOUT_MS, withTimeout } from './request-timeout';
import { useRefreshIdeas } from './use-refresh-ideas';

function checkNow(ideaId: string) {
  return withTimeout(REQUEST_TIMEOUT_MS, (signal) =>
    callEndpoint(ideaPriceChecksContract.checkNow, { body: { idea_id: ideaId } }, { signal }),
  );
}

/** Checks one monitored idea's price now; the new price and history are read again. */
export function useCheckNow() {
  const refresh = useRefreshIdeas();
  return useMutation({ mutationFn: checkNow, onSuccess: refresh });
}
