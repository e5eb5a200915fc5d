import { oidcContract } from '@hrt/shared/contracts/identity/oidc';
import { callEndpoint } from '@/lib/call-endpoint';

/** Starts linking the provider to the signed-in account: the URL the popup opens. */
export function startFederatedLink() {
  return callEndpoint(oidcContract.link, { body: { origin: window.location.origin } });
}
