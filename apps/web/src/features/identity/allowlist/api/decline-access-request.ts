import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshAllowlist } from './use-refresh-allowlist';

function declineAccessRequest(id: string) {
  return callEndpoint(allowlistContract.declineAccessRequest, { params: { id } });
}

export function useDeclineAccessRequest() {
  const refresh = useRefreshAllowlist();
  return useMutation({ mutationFn: declineAccessRequest, onSettled: refresh });
}
