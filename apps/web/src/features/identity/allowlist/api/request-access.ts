import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * With a stored token the server knows the e-mail and answers its status; without one the
 * form sends it and the answer is always `submitted`.
 */
function requestAccess(email?: string) {
  return callEndpoint(
    allowlistContract.requestAccess,
    { body: email ? { email } : {} },
    { noAuthRetry: true },
  );
}

export function useRequestAccess() {
  return useMutation({ mutationFn: requestAccess });
}
