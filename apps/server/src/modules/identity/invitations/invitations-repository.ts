import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { invitations } from '../schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** Neither accepted nor revoked: its link still works until it expires. */
const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

export async function insertInvitation(
  db: Database,
  values: {
    email: string;
    role: string;
    contactId: string | null;
    tokenHash: string;
    expiresAt: Date;
  },
  createdBy: string,
): Promise<InvitationRow> {
  const [row] = await db
    .insert(invitations)
    .values({ ...values, createdBy })
    .returning();
  return row!;
}

/** A new invitation replaces the e-mail's open one: one working link per person. */
export async function revokeOpenInvitationsOf(db: Database, email: string) {
  await db
    .update(invitations)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(invitations.email, email), isOpen));
}

export function listOpenInvitations(db: Database): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(isOpen)
    .orderBy(desc(invitations.sentAt), desc(invitations.createdAt));
}

export async function findInvitation(db: Database, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

export async function findInvitationByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/** A resend: the new link's hash replaces the old one (which stops working) for 48 more hours. */
export async function replaceInvitationToken(
  db: Database,
  id: string,
  values: { tokenHash: string; expiresAt: Date },
): Promise<InvitationRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(invitations)
    .set({ ...values, sentAt: now, updatedAt: now })
    .where(and(eq(invitations.id, id), isOpen))
    .returning();
  return row;
}

/** False when it was accepted or revoked in the meantime. */
export async function markInvitationRevoked(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(invitations.id, id), isOpen))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/**
 * Marks the link used, only while it is open, unexpired and still this token: of two accepts at
 * once (or an accept racing a resend or a revoke) exactly one claims it.
 */
export async function claimInvitation(db: Database, id: string, tokenHash: string) {
  const now = new Date();
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: now, updatedAt: now })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.tokenHash, tokenHash),
        gt(invitations.expiresAt, now),
        isOpen,
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}
