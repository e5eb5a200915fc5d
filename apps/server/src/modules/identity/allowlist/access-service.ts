import { AppError } from '@hrt/shared/errors';
import {
  ACCESS_REQUEST_SUBMITTED_MESSAGE,
  type AccessRequestAnswer,
  type AccessStatus,
} from '@hrt/shared/schemas/identity';
import type { AppContext } from '../../../app-context.ts';
import type { Principal, TokenIdentity } from '../../../http/access.ts';
import type { IdentityService } from '../identity-service.ts';
import {
  countPendingRequests,
  findRequestByEmail,
  upsertPendingRequest,
} from './access-requests-repository.ts';
import { findAllowlistEntry, insertAllowlistEntryIfMissing } from './allowlist-repository.ts';

/** What access requests use of the app context. */
export type AccessDeps = Pick<AppContext, 'database'>;

/**
 * Where the caller stands: allowlisted, revoked, waiting for the owner, or unknown. The caller
 * has a verified token but may not be allowlisted, so it is a token identity, not a principal.
 */
export async function readAccessStatus(
  deps: AccessDeps,
  caller: Pick<TokenIdentity, 'email'>,
): Promise<AccessStatus> {
  const { db } = deps.database;
  const { email } = caller;
  const entry = await findAllowlistEntry(db, email);
  if (entry) return entry.allowed ? 'allowed' : 'revoked';
  const request = await findRequestByEmail(db, email);
  return request?.status === 'pending' ? 'pending' : 'none';
}

/**
 * Pending requests kept at most. The request form is open to anyone: beyond this, a request
 * from a caller without a token is not filed (and answered as any other), so a flood cannot
 * grow the owners' list without end. A caller whose token names them is always filed.
 */
export const MAX_PENDING_ACCESS_REQUESTS = 50;

/**
 * Idempotent: an allowed e-mail needs nothing; anyone else gets one pending request (asking
 * again while it waits changes nothing). The owners hear of new requests in a digest at most
 * once an hour (access-request-digest.ts), never one mail per request.
 */
async function requestAccess(
  deps: AccessDeps,
  email: string | undefined,
  options: { verified: boolean },
): Promise<'allowed' | 'pending'> {
  const { db } = deps.database;
  if (!email) {
    throw new AppError('validation_failed', 'Enter your e-mail address or sign in first.', {
      email: ['Enter a valid e-mail address.'],
    });
  }
  const entry = await findAllowlistEntry(db, email);
  if (entry?.allowed) return 'allowed';
  if ((await findRequestByEmail(db, email))?.status === 'pending') return 'pending';
  // Only an unverified caller can be turned away, and it is told 'submitted' either way.
  if (options.verified || (await countPendingRequests(db)) < MAX_PENDING_ACCESS_REQUESTS) {
    await upsertPendingRequest(db, email);
  }
  return 'pending';
}

/**
 * A request from a signed-in caller (their token names the e-mail) learns its status; one
 * without a token (the e-mail in the body) is always `submitted`, so strangers cannot tell who
 * is on the allowlist.
 */
export async function fileAccessRequest(
  deps: AccessDeps,
  caller: Pick<TokenIdentity, 'email'> | null,
  input: { email?: string | undefined },
): Promise<AccessRequestAnswer> {
  const signedInEmail = caller?.email;
  const givenEmail = input.email;
  if (signedInEmail) {
    return { status: await requestAccess(deps, signedInEmail, { verified: true }) };
  }
  await requestAccess(deps, givenEmail, { verified: false });
  return { status: 'submitted', message: ACCESS_REQUEST_SUBMITTED_MESSAGE };
}

/**
 * The owner makes a password account. The allowlist entry's role applies when the e-mail is
 * listed; one that is not listed yet is allowlisted as viewer.
 */
export async function createUserAccount(
  deps: AccessDeps & { identity: IdentityService },
  principal: Principal,
  values: { email: string; password: string; displayName: string | null },
) {
  const createdBy = principal.email;
  const account = await deps.identity.createAccount(values, createdBy);
  await insertAllowlistEntryIfMissing(
    deps.database.db,
    { email: account.email, role: 'viewer' },
    createdBy,
  );
  return { email: account.email };
}
