import { invitationsContract } from '@hrt/shared/contracts/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

export function revokeInvitation(id: string) {
  return callEndpoint(invitationsContract.revoke, { params: { id } });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.invitations }),
  });
}
