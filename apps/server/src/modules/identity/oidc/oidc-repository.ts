import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { federatedIdentities, oidcStates } from '../schema.ts';

// Federated sign-in's tables: the flows under way (state, nonce, PKCE verifier) and the links
// between a provider's accounts (issuer + subject) and this app's.

export type OidcStateRow = typeof oidcStates.$inferSelect;

/** Stores a new flow, clearing those that expired first. */
export async function insertOidcState(db: Database, values: typeof oidcStates.$inferInsert) {
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, new Date()));
  await db.insert(oidcStates).values(values);
}

/** One use only: the row is deleted as it is read. */
export async function takeOidcState(
  db: Database,
  state: string,
): Promise<OidcStateRow | undefined> {
  const [row] = await db.delete(oidcStates).where(eq(oidcStates.state, state)).returning();
  return row;
}

export function findLinks(db: Database, issuer: string, subject: string) {
  return db
    .select()
    .from(federatedIdentities)
    .where(and(eq(federatedIdentities.issuer, issuer), eq(federatedIdentities.subject, subject)));
}

export async function hasAnyLink(db: Database, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ id: federatedIdentities.id })
    .from(federatedIdentities)
    .where(eq(federatedIdentities.accountId, accountId))
    .limit(1);
  return rows.length > 0;
}

/** Links issuer + subject to the account unless that pair is linked already (to anyone). */
export async function insertLink(
  db: Database,
  values: { issuer: string; subject: string; accountId: string; email: string | null },
  createdBy: string,
) {
  await db
    .insert(federatedIdentities)
    .values({ ...values, createdBy })
    .onConflictDoNothing({ target: [federatedIdentities.issuer, federatedIdentities.subject] });
}
