import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { identityKeys } from '../../api/identity-keys';

function fetchAccessRequests() {
  return callEndpoint(allowlistContract.listAccessRequests, {});
}

export function useAccessRequests() {
  return useQuery({ queryKey: identityKeys.accessRequests, queryFn: fetchAccessRequests });
}
