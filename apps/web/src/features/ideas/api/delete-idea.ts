import { ideasContract } from '@hrt/shared/contracts/ideas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { REQUEST_TIMEOUT_MS, withTimeout } from './request-timeout';
import { useRefreshIdeas } from './use-refresh-ideas';

function deleteIdea(id: string) {
  return withTimeout(REQUEST_TIMEOUT_MS, (signal) =>
    callEndpoint(ideasContract.remove, { params: { id } }, { signal }),
  );
}

/** Refreshes whatever the outcome: an idea already gone elsewhere leaves the list too. */
export function useDeleteIdea() {
  const refresh = useRefreshIdeas();
  return useMutation({ mutationFn: deleteIdea, onSettled: refresh });
}
