import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import {
  accounts,
  allowlistEntries,
  loginFailures,
  refreshTokens,
  signingKeys,
} from '../schema.ts';

// The session tables: refresh tokens (one family per sign-in), the ID tokens' signing keys and
// the failed sign-in counters.

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type SigningKeyRow = typeof signingKeys.$inferSelect;

export async function insertRefreshToken(
  db: Database,
  values: { accountId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token used unless it was already: of two uses at once, exactly one gets true. */
export async function claimRefreshToken(db: Database, id: string): Promise<boolean> {
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return Boolean(claimed);
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
      contactId: allowlistEntries.contactId,
    })
    .from(sql`(select 1) as request`)
    .leftJoin(allowlistEntries, eq(allowlistEntries.email, sql.placeholder('email')))
    .prepare('read_access_state'),
);

export interface AccessState {
  sessionEnded: boolean;
  /** Null when the e-mail has no allowlist entry. */
  entry: { allowed: boolean; role: string; contactId: string | null } | null;
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
      ? { allowed: row.allowed, role: row.role, contactId: row.contactId }
      : null;
  return { sessionEnded: Boolean(row?.sessionEnded), entry };
}

/** Ends a session: its refresh tokens are revoked and its ID tokens refused from now on. */
export async function endSession(db: Database, familyId: string) {
  await endSessionsWhere(db, eq(refreshTokens.familyId, familyId));
}

/** Ends every session of the e-mail's account that is not ended yet. */
export async function endSessionsOfEmail(db: Database, email: string) {
  const owners = db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  await endSessionsWhere(
    db,
    and(inArray(refreshTokens.accountId, owners), isNull(refreshTokens.sessionEndedAt)),
  );
}

async function endSessionsWhere(db: Database, where: SQL | undefined) {
  const now = new Date();
  await db
    .update(refreshTokens)
    .set({
      revokedAt: sql`coalesce(${refreshTokens.revokedAt}, ${now.toISOString()}::timestamptz)`,
      sessionEndedAt: now,
      updatedAt: now,
    })
    .where(where);
}

/** Oldest first, so every instance signs with the same key. */
export function listSigningKeys(db: Database): Promise<SigningKeyRow[]> {
  return db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
}

/** Another instance may have made one at the same moment: then that one stays. */
export async function insertSigningKey(
  db: Database,
  values: { kid: string; privateJwk: unknown; publicJwk: unknown },
) {
  await db.insert(signingKeys).values(values).onConflictDoNothing();
}

/**
 * Adds one to a failure counter in one statement, starting a new window when the one it is in
 * began at or before `windowStart`; returns the new count and its window's start.
 */
export async function countLoginFailure(
  db: Database,
  key: string,
  now: Date,
  windowStart: Date,
): Promise<{ count: number; windowStartedAt: Date }> {
  // ISO strings with a cast: both drivers bind them alike inside raw SQL.
  const stale = sql`${windowStart.toISOString()}::timestamptz`;
  const fresh = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.windowStartedAt} <= ${stale} then 1 else ${loginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginFailures.windowStartedAt} <= ${stale} then ${fresh} else ${loginFailures.windowStartedAt} end`,
        updatedAt: now,
      },
    })
    .returning({
      count: loginFailures.failures,
      windowStartedAt: loginFailures.windowStartedAt,
    });
  return row!;
}

export async function clearLoginFailures(db: Database, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Takes one failure off a counter (never below zero). */
export async function forgiveLoginFailure(db: Database, key: string) {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)`, updatedAt: new Date() })
    .where(eq(loginFailures.key, key));
}
