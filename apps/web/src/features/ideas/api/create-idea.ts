import { ideasContract } from '@hrt/shared/contracts/ideas';
import type { CreateIdeaInput } from '@hrt/shared/schemas/ideas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { REQUEST_TIMEOUT_MS, withTimeout } from './request-timeout';
import { useRefreshIdeas } from './use-refresh-ideas';

function createIdea(input: CreateIdeaInput) {
  return withTimeout(REQUEST_TIMEOUT_MS, (signal) =>
    callEndpoint(ideasContract.create, { body: input }, { signal }),
  );
}

export function useCreateIdea() {
  const refresh = useRefreshIdeas();
  return useMutation({ mutationFn: createIdea, onSuccess: refresh });
}
