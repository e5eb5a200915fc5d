import { invitationsContract } from '@hrt/shared/contracts/identity/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { identityKeys } from '../../api/identity-keys';

function revokeInvitation(id: string) {
  return callEndpoint(invitationsContract.revoke, { params: { id } });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: identityKeys.invitations }),
  });
}
