import { AppError } from '@hrt/shared/errors';
import {
  ACCESS_REQUEST_SUBMITTED_MESSAGE,
  type AccessRequestAnswer,
  type AccessStatus,
} from '@hrt/shared/schemas/identity';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/client.ts';
import type { IdentityService } from '../identity-service.ts';
import {
  countPendingRequests,
  findRequestByEmail,
  upsertPendingRequest,
} from './access-requests-repository.ts';
import { findAllowlistEntry, insertAllowlistEntryIfMissing } from './allowlist-repository.ts';

/** Where an e-mail stands: allowlisted, revoked, waiting for the owner, or unknown. */
export async function readAccessStatus(db: Database, email: string): Promise<AccessStatus> {
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
  ctx: AppContext,
  email: string | undefined,
  options: { verified: boolean },
): Promise<'allowed' | 'pending'> {
  const { db } = ctx.database;
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
  ctx: AppContext,
  signedInEmail: string | undefined,
  givenEmail: string | undefined,
): Promise<AccessRequestAnswer> {
  if (signedInEmail) {
    return { status: await requestAccess(ctx, signedInEmail, { verified: true }) };
  }
  await requestAccess(ctx, givenEmail, { verified: false });
  return { status: 'submitted', message: ACCESS_REQUEST_SUBMITTED_MESSAGE };
}

/**
 * The owner makes a password account. The allowlist entry's role applies when the e-mail is
 * listed; one that is not listed yet is allowlisted as viewer.
 */
export async function createUserAccount(
  db: Database,
  identity: IdentityService,
  values: { email: string; password: string; displayName: string | null },
  createdBy: string,
) {
  const account = await identity.createAccount(values, createdBy);
  await insertAllowlistEntryIfMissing(db, { email: account.email, role: 'viewer' }, createdBy);
  return { email: account.email };
}
