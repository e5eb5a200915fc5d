import { invitationsContract } from '@hrt/shared/contracts/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

export function resendInvitation(id: string) {
  return callEndpoint(invitationsContract.resend, { params: { id } });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.invitations }),
  });
}
