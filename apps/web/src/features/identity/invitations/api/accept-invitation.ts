import { invitationsContract } from '@hrt/shared/contracts/identity/invitations';
import type { AcceptInvitationFormOutput } from '@hrt/shared/schemas/invitations';
import { callEndpoint } from '@/lib/call-endpoint';

type Acceptance = Omit<AcceptInvitationFormOutput, 'confirm'> & { token: string };

/**
 * The invited person's new account: answers the new session's ID token, as sign-in does. No
 * cache to refresh: accepting the session's tokens clears it.
 */
export function acceptInvitation({ token, password, display_name }: Acceptance) {
  return callEndpoint(
    invitationsContract.accept,
    { body: { token, password, display_name } },
    { noAuthRetry: true },
  );
}
