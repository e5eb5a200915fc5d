import { identityContract } from '@hrt/shared/contracts/identity';
import { callEndpoint } from '@/lib/call-endpoint';

/** Starts linking the provider to the signed-in account: the URL the popup opens. */
export function startFederatedLink() {
  return callEndpoint(identityContract.oidcLink, { body: { origin: window.location.origin } });
}
