import { ideaPriceChecksContract } from '@hrt/shared/contracts/ideas-price-checks';
import type { UpdateItemPreferenceInput } from '@hrt/shared/schemas/ideas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { REQUEST_TIMEOUT_MS, withTimeout } from './request-timeout';
import { useRefreshIdeas } from './use-refresh-ideas';

function updatePreference(ideaId: string, input: UpdateItemPreferenceInput) {
  return withTimeout(REQUEST_TIMEOUT_MS, (signal) =>
    callEndpoint(
      ideaPriceChecksContract.updatePreference,
      { params: { ideaId }, body: input },
      { signal },
    ),
  );
}

/** The Monitor and Alerts switches of one idea. */
export function useUpdatePreference() {
  const refresh = useRefreshIdeas();
  return useMutation({
    mutationFn: ({ ideaId, input }: { ideaId: string; input: UpdateItemPreferenceInput }) =>
      updatePreference(ideaId, input),
    onSuccess: refresh,
  });
}
