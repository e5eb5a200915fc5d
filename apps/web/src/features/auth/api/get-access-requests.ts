import { adminContract } from '@hrt/shared/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

export function fetchAccessRequests() {
  return callEndpoint(adminContract.listAccessRequests, {});
}

export function useAccessRequests() {
  return useQuery({ queryKey: authKeys.accessRequests, queryFn: fetchAccessRequests });
}
