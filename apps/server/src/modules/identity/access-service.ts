import { AppError } from '@hrt/shared/errors';
import {
  ACCESS_REQUEST_SUBMITTED_MESSAGE,
  type AccessRequestAnswer,
  type AccessStatus,
} from '@hrt/shared/schemas/auth';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { findRequestByEmail, upsertPendingRequest } from './access-requests-repository.ts';
import { findAllowlistEntry, insertAllowlistEntryIfMissing } from './accounts-repository.ts';
import { listOwnerEmails } from './allowlist-repository.ts';
import type { IdentityService } from './identity-service.ts';
import { accessRequestMail } from './invitation-mail.ts';

/** Where an e-mail stands: allowlisted, revoked, waiting for the owner, or unknown. */
export async function readAccessStatus(db: Database, email: string): Promise<AccessStatus> {
  const entry = await findAllowlistEntry(db, email);
  if (entry) return entry.allowed ? 'allowed' : 'revoked';
  const request = await findRequestByEmail(db, email);
  return request?.status === 'pending' ? 'pending' : 'none';
}

/**
 * Idempotent: an allowed e-mail needs nothing; anyone else gets one pending request. A request
 * that becomes pending (new, or asked again after a decision) is mailed to every owner; asking
 * again while it waits mails nobody, so repeats cannot flood the owners' inboxes.
 */
export async function requestAccess(
  ctx: AppContext,
  email: string | undefined,
): Promise<'allowed' | 'pending'> {
  const { db } = ctx.database;
  if (!email) {
    throw new AppError('validation_failed', 'Enter your e-mail address or sign in first.', {
      email: ['Enter a valid e-mail address.'],
    });
  }
  const entry = await findAllowlistEntry(db, email);
  if (entry?.allowed) return 'allowed';
  const waiting = (await findRequestByEmail(db, email))?.status === 'pending';
  await upsertPendingRequest(db, email);
  if (!waiting) await mailOwnersOfRequest(ctx, email);
  return 'pending';
}

async function mailOwnersOfRequest(ctx: AppContext, requester: string) {
  const adminUrl = new URL('/admin', ctx.config.PUBLIC_URL).toString();
  for (const to of await listOwnerEmails(ctx.database.db)) {
    await ctx.mailer.send(accessRequestMail({ to, requester, adminUrl }), { createdBy: requester });
  }
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
  if (signedInEmail) return { status: await requestAccess(ctx, signedInEmail) };
  await requestAccess(ctx, givenEmail);
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
