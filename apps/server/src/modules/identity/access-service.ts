import { AppError } from '@hrt/shared/errors';
import {
  ACCESS_REQUEST_SUBMITTED_MESSAGE,
  type AccessRequestAnswer,
  type AccessStatus,
} from '@hrt/shared/schemas/auth';
import type { Database } from '../../db/client.ts';
import { findRequestByEmail, upsertPendingRequest } from './access-requests-repository.ts';
import { findAllowlistEntry, insertAllowlistEntryIfMissing } from './accounts-repository.ts';
import type { IdentityService } from './identity-service.ts';

/** Where an e-mail stands: allowlisted, revoked, waiting for the owner, or unknown. */
export async function readAccessStatus(db: Database, email: string): Promise<AccessStatus> {
  const entry = await findAllowlistEntry(db, email);
  if (entry) return entry.allowed ? 'allowed' : 'revoked';
  const request = await findRequestByEmail(db, email);
  return request?.status === 'pending' ? 'pending' : 'none';
}

/** Idempotent: an allowed e-mail needs nothing; anyone else gets one pending request. */
export async function requestAccess(
  db: Database,
  email: string | undefined,
): Promise<'allowed' | 'pending'> {
  if (!email) {
    throw new AppError('validation_failed', 'Enter your e-mail address or sign in first.', {
      email: ['Enter a valid e-mail address.'],
    });
  }
  const entry = await findAllowlistEntry(db, email);
  if (entry?.allowed) return 'allowed';
  await upsertPendingRequest(db, email);
  return 'pending';
}

/**
 * A request from a signed-in caller (their token names the e-mail) learns its status; one
 * without a token (the e-mail in the body) is always `submitted`, so strangers cannot tell who
 * is on the allowlist.
 */
export async function fileAccessRequest(
  db: Database,
  signedInEmail: string | undefined,
  givenEmail: string | undefined,
): Promise<AccessRequestAnswer> {
  if (signedInEmail) return { status: await requestAccess(db, signedInEmail) };
  await requestAccess(db, givenEmail);
  return { status: 'submitted', message: ACCESS_REQUEST_SUBMITTED_MESSAGE };
}

/** The owner makes a password account; the e-mail is allowlisted as viewer unless listed. */
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
