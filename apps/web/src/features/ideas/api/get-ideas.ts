import { ideasContract } from '@hrt/shared/contracts/ideas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { ideaKeys } from './idea-keys';
import { REQUEST_TIMEOUT_MS, withTimeout } from './request-timeout';

function fetchIdeas(componentId: string) {
  return withTimeout(REQUEST_TIMEOUT_MS, (signal) =>
    callEndpoint(ideasContract.list, { query: { component_id: componentId } }, { signal }),
  );
}

export function useIdeas(componentId: string) {
  return useQuery({ queryKey: ideaKeys.list(componentId), queryFn: () => fetchIdeas(componentId) });
}
