import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { allowlistEntries } from '../schema.ts';

// Owner set-up keeps no table of its own: it asks the allowlist whether an owner exists yet,
// and makes the first one.

export async function hasAllowedOwner(db: Database): Promise<boolean> {
  const rows = await db
    .select({ email: allowlistEntries.email })
    .from(allowlistEntries)
    .where(and(eq(allowlistEntries.role, 'owner'), eq(allowlistEntries.allowed, true)))
    .limit(1);
  return rows.length > 0;
}

/** Any owner entry, revoked ones included: the OWNER_EMAIL bootstrap stops once one exists. */
export async function hasAnyOwner(db: Database): Promise<boolean> {
  const rows = await db
    .select({ email: allowlistEntries.email })
    .from(allowlistEntries)
    .where(eq(allowlistEntries.role, 'owner'))
    .limit(1);
  return rows.length > 0;
}

/** Allowlists the e-mail as an allowed owner, whatever its entry said before. */
export async function allowOwner(db: Database, email: string, createdBy: string | null) {
  await db
    .insert(allowlistEntries)
    .values({ email, role: 'owner', allowed: true, createdBy })
    .onConflictDoUpdate({
      target: allowlistEntries.email,
      set: { role: 'owner', allowed: true, updatedAt: new Date() },
    });
}
