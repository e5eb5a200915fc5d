import { adminContract } from '@hrt/shared/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

export function fetchAllowlist() {
  return callEndpoint(adminContract.listUsers, {});
}

export function useAllowlist() {
  return useQuery({ queryKey: authKeys.users, queryFn: fetchAllowlist });
}
