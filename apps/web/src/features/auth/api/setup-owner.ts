import { identityContract } from '@hrt/shared/contracts/identity';
import type { OwnerSetupFormOutput } from '@hrt/shared/schemas/auth';
import { callEndpoint } from '@/lib/call-endpoint';

type OwnerSetup = Omit<OwnerSetupFormOutput, 'confirm'> & { token: string };

/**
 * The first-run owner account: answers the new session's ID token. No cache to refresh:
 * accepting the session's tokens clears it.
 */
export function setupOwner({ token, email, password, display_name }: OwnerSetup) {
  const displayName = display_name?.trim();
  return callEndpoint(
    identityContract.setup,
    { body: { token, email, password, ...(displayName ? { display_name: displayName } : {}) } },
    { noAuthRetry: true },
  );
}
