import { AppError } from '@hrt/shared/errors';
import { isRole, roleLabels } from '@hrt/shared/roles';
import type { ActivityAction } from '@hrt/shared/schemas/notifications';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { findFoundingOwner, listOwnerEmails } from './allowlist-repository.ts';

/** An allowlist entry's role and access; undefined when the e-mail is not listed. */
export type EntryState = { role: string; allowed: boolean } | undefined;

export interface OwnerChange {
  email: string;
  action: ActivityAction;
  /** One sentence for the owners' e-mail: what happened to whom. */
  sentence: string;
}

const isOwner = (entry: EntryState) => entry?.role === 'owner' && entry.allowed;

/**
 * The founding owner (the first owner entry) keeps the household: no other owner may demote,
 * revoke or remove it, so a second owner cannot take the app over (decision 020). Restoring
 * its access is allowed. The owner's own account was already protected from themself.
 */
export async function assertFoundingOwnerKept(
  db: Database,
  email: string,
  after: EntryState,
): Promise<void> {
  if (isOwner(after)) return;
  if ((await findFoundingOwner(db)) !== email) return;
  throw new AppError(
    'conflict',
    `${email} is the founding owner: no other owner can demote, revoke or remove them.`,
  );
}

/** What a change of an allowlist entry means for the owners, or null when it is not theirs. */
export function describeOwnerChange(
  email: string,
  before: EntryState,
  after: EntryState,
): OwnerChange | null {
  if (before?.role !== 'owner' && after?.role !== 'owner') return null;
  if (before?.role === after?.role && before?.allowed === after?.allowed) return null;
  if (!isOwner(before) && isOwner(after)) {
    return { email, action: 'created', sentence: `${email} is now an owner.` };
  }
  if (isOwner(before) && !isOwner(after)) {
    const how = !after
      ? 'removed from the allowlist'
      : after.role !== 'owner'
        ? `changed to ${isRole(after.role) ? roleLabels[after.role] : after.role}`
        : 'access revoked';
    return { email, action: 'deleted', sentence: `${email} is no longer an owner: ${how}.` };
  }
  // A revoked owner entry that changes but still gives no owner access.
  return { email, action: 'updated', sentence: `${email}'s revoked owner entry was changed.` };
}

/** Tells every owner, and the person concerned, about an owner change (through the outbox). */
export async function mailOwners(
  db: Database,
  mailer: Mailer,
  actorEmail: string,
  change: OwnerChange,
): Promise<void> {
  const recipients = new Set(await listOwnerEmails(db));
  recipients.add(change.email);
  for (const to of recipients) {
    await mailer.send(
      {
        to,
        subject: 'An owner of your Home Renovation Tracker changed',
        text: `${change.sentence}\n\nChanged by ${actorEmail}. If you did not expect this, sign in and check Admin → Users.`,
      },
      { createdBy: actorEmail },
    );
  }
}
