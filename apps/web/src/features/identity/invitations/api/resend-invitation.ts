import { invitationsContract } from '@hrt/shared/contracts/identity/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { identityKeys } from '../../api/identity-keys';

function resendInvitation(id: string) {
  return callEndpoint(invitationsContract.resend, { params: { id } });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: identityKeys.invitations }),
  });
}
