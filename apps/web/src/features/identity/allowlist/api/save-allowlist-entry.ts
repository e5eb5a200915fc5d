import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import type { AllowlistFormOutput } from '@hrt/shared/schemas/identity';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshAllowlist } from './use-refresh-allowlist';

/**
 * Creates or updates an entry: the API's call takes query parameters, not a body. A trade's
 * contact goes with it; any other role sends none (the server clears it).
 */
function saveAllowlistEntry({ email, role, allowed, contact_id }: AllowlistFormOutput) {
  const contact = role === 'trade' && contact_id ? { contact_id } : {};
  return callEndpoint(allowlistContract.saveUser, {
    query: { email, role, allowed: allowed ? 'true' : 'false', ...contact },
  });
}

export function useSaveAllowlistEntry() {
  const refresh = useRefreshAllowlist();
  return useMutation({ mutationFn: saveAllowlistEntry, onSettled: refresh });
}
