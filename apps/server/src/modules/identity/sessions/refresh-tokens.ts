import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@hrt/shared/errors';
import type { Database } from '../../../db/client.ts';
import {
  claimRefreshToken,
  endSession,
  endSessionsOfEmail,
  findRefreshToken,
  insertRefreshToken,
} from './sessions-repository.ts';

/** Refresh tokens live 30 days; each use swaps it for a new one. */
const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Tokens are 256 random bits, so a fast hash is enough: nothing to brute-force. */
function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function issueRefreshToken(
  db: Database,
  accountId: string,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertRefreshToken(db, {
    accountId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/**
 * Marks a refresh token used and returns its account and family. A token that was used
 * before (or is used twice at once) is a stolen copy: the whole family is revoked.
 */
export async function consumeRefreshToken(db: Database, token: string) {
  const row = await findRefreshToken(db, hashRefreshToken(token));
  if (!row || row.revokedAt) {
    throw new AppError('token_invalid', 'Your session has ended. Please sign in again.');
  }
  if (!(await claimRefreshToken(db, row.id))) {
    await endSession(db, row.familyId);
    throw new AppError(
      'refresh_reused',
      'This session was used from somewhere else and has been ended. Please sign in again.',
    );
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('token_expired', 'Your session has expired. Please sign in again.');
  }
  return { accountId: row.accountId, familyId: row.familyId };
}

/** Sign-out: ends the session the token belongs to; unknown tokens are ignored. */
export async function endSessionOfToken(db: Database, token: string) {
  const row = await findRefreshToken(db, hashRefreshToken(token));
  if (row) await endSession(db, row.familyId);
}

/**
 * Ends every session of an e-mail's account (revoked or removed from the allowlist): its refresh
 * tokens are revoked and its ID tokens marked ended, so allowing the e-mail again later does not
 * bring back a token issued before. The owner's decision lets no earlier token through.
 */
export async function revokeAllForEmail(db: Database, email: string) {
  await endSessionsOfEmail(db, email);
}
