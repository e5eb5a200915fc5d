import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import type { AllowlistFormOutput } from '@hrt/shared/schemas/identity';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshAllowlist } from './use-refresh-allowlist';

/** Creates or updates an entry: the API's call takes query parameters, not a body. */
function saveAllowlistEntry({ email, role, allowed }: AllowlistFormOutput) {
  return callEndpoint(allowlistContract.saveUser, {
    query: { email, role, allowed: allowed ? 'true' : 'false' },
  });
}

export function useSaveAllowlistEntry() {
  const refresh = useRefreshAllowlist();
  return useMutation({ mutationFn: saveAllowlistEntry, onSettled: refresh });
}
