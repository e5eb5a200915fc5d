import { sessionsContract } from '@hrt/shared/contracts/identity/sessions';
import { callEndpoint } from '@/lib/call-endpoint';

/** Ends the bearer ID token's session on the server and clears the refresh cookie. */
export function signOutOnServer() {
  return callEndpoint(sessionsContract.signOut, { body: {} }, { noAuthRetry: true });
}
