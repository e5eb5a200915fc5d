import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@hrt/shared/errors';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { accounts, allowlistEntries, refreshTokens } from './schema.ts';

/** Refresh tokens live 30 days (DESIGN.md section 7); each use swaps it for a new one. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Tokens are 256 random bits, so a fast hash is enough: nothing to brute-force. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function issueRefreshToken(
  db: Database,
  accountId: string,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
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
  const tokenHash = hashRefreshToken(token);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row || row.revokedAt) {
    throw new AppError('token_invalid', 'Your session has ended. Please sign in again.');
  }
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (!claimed) {
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

export async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * What every request with a token needs to know, in one round trip: whether its session was
 * ended (sign-out, reuse detection, revocation) and the user's allowlist entry, if any.
 */
const readAccessStateQuery = preparedPerDatabase((db) =>
  db
    .select({
      sessionEnded: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.sessionEndedAt} is not null)`,
      allowed: allowlistEntries.allowed,
      role: allowlistEntries.role,
    })
    .from(sql`(select 1) as request`)
    .leftJoin(allowlistEntries, eq(allowlistEntries.email, sql.placeholder('email')))
    .prepare('read_access_state'),
);

export interface AccessState {
  sessionEnded: boolean;
  /** Null when the e-mail has no allowlist entry. */
  entry: { allowed: boolean; role: string } | null;
}

/** Runs on every request with a token, so sign-out and revocation bite at once. */
export async function readAccessState(
  db: Database,
  email: string,
  sessionId: string,
): Promise<AccessState> {
  const [row] = await readAccessStateQuery(db).execute({ email, sessionId });
  const entry =
    row && row.allowed !== null && row.role !== null
      ? { allowed: row.allowed, role: row.role }
      : null;
  return { sessionEnded: Boolean(row?.sessionEnded), entry };
}

/** Ends a session: its refresh tokens are revoked and its ID tokens refused from now on. */
export async function endSession(db: Database, familyId: string) {
  const now = new Date();
  await db
    .update(refreshTokens)
    .set({
      revokedAt: sql`coalesce(${refreshTokens.revokedAt}, ${now.toISOString()}::timestamptz)`,
      sessionEndedAt: now,
      updatedAt: now,
    })
    .where(eq(refreshTokens.familyId, familyId));
}

/** Sign-out: ends the session the token belongs to; unknown tokens are ignored. */
export async function endSessionOfToken(db: Database, token: string) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (row) await endSession(db, row.familyId);
}

/**
 * Ends every session of an e-mail's account (revoked or removed from the allowlist): its refresh
 * tokens are revoked and its ID tokens marked ended, so allowing the e-mail again later does not
 * bring back a token issued before. The owner's decision lets no earlier token through.
 */
export async function revokeAllForEmail(db: Database, email: string) {
  const owners = db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  const now = new Date();
  await db
    .update(refreshTokens)
    .set({
      revokedAt: sql`coalesce(${refreshTokens.revokedAt}, ${now.toISOString()}::timestamptz)`,
      sessionEndedAt: now,
      updatedAt: now,
    })
    .where(and(inArray(refreshTokens.accountId, owners), isNull(refreshTokens.sessionEndedAt)));
}
