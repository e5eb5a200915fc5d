import { ownerSetupContract } from '@hrt/shared/contracts/identity/owner-setup';
import type { OwnerSetupFormOutput } from '@hrt/shared/schemas/identity';
import { callEndpoint } from '@/lib/call-endpoint';

type OwnerSetup = Omit<OwnerSetupFormOutput, 'confirm'> & { token: string };

/**
 * The first-run owner account: answers the new session's ID token. No cache to refresh:
 * accepting the session's tokens clears it.
 */
export function setupOwner({ token, email, password, display_name }: OwnerSetup) {
  const displayName = display_name?.trim();
  return callEndpoint(
    ownerSetupContract.setup,
    { body: { token, email, password, ...(displayName ? { display_name: displayName } : {}) } },
    { noAuthRetry: true },
  );
}
