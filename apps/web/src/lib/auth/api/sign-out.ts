import { identityContract } from '@hrt/shared/contracts/identity';
import { callEndpoint } from '@/lib/call-endpoint';

/** Ends the bearer ID token's session on the server and clears the refresh cookie. */
export function signOutOnServer() {
  return callEndpoint(identityContract.signOut, { body: {} }, { noAuthRetry: true });
}
