import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshAllowlist } from './use-refresh-allowlist';

function deleteAllowlistEntry(email: string) {
  return callEndpoint(allowlistContract.removeUser, { params: { email } });
}

export function useDeleteAllowlistEntry() {
  const refresh = useRefreshAllowlist();
  return useMutation({ mutationFn: deleteAllowlistEntry, onSettled: refresh });
}
