import { ideasContract } from '@hrt/shared/contracts/ideas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { REQUEST_TIMEOUT_MS, withTimeout } from './request-timeout';

function extractIdea(url: string) {
  return withTimeout(REQUEST_TIMEOUT_MS, (signal) =>
    callEndpoint(ideasContract.extract, { body: { url } }, { signal }),
  );
}

/** Reads a shop page into a preview; it stores nothing, so nothing is refreshed. */
export function useExtractIdea() {
  return useMutation({ mutationFn: extractIdea });
}
