import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@hrt/shared/errors';
import type { Role } from '@hrt/shared/roles';
import {
  INVITATION_TTL_HOURS,
  type Invitation,
  type SentInvitation,
} from '@hrt/shared/schemas/invitations';
import type { AppContext } from '../../../app-context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import type { Principal } from '../../../http/access.ts';
import { contactLabelsOf } from '../../contacts/linked-contact.ts';
import { findAccountByEmail, insertAccount } from '../accounts-repository.ts';
import { isAllowed, saveUser } from '../allowlist/allowlist-service.ts';
import type { IdentityService, IssuedSession } from '../identity-service.ts';
import { hashPassword } from '../passwords.ts';
import { invitationMail } from './invitation-mail.ts';
import {
  claimInvitation,
  findInvitation,
  findInvitationByTokenHash,
  type InvitationRow,
  insertInvitation,
  listOpenInvitations,
  markInvitationRevoked,
  replaceInvitationToken,
  revokeOpenInvitationsOf,
} from './invitations-repository.ts';
import { toInvitation } from './presenter.ts';

/** 256 random bits: a fast hash is enough at rest, there is nothing to brute-force. */
const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh link's token (given out once) and what is stored of it. */
function newLink() {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_TTL_HOURS * 60 * 60 * 1000);
  return { token, tokenHash: hashInvitationToken(token), expiresAt };
}

const gone = (detail: string) => new AppError('invitation_gone', detail);

/** What the invitations' services use of the app context. */
export type InvitationDeps = Pick<AppContext, 'config' | 'database' | 'mailer'>;

async function assertNoAccount(deps: Pick<InvitationDeps, 'database'>, email: string) {
  if (await findAccountByEmail(deps.database.db, email)) {
    throw new AppError('conflict', `${email} already has an account: they can sign in.`);
  }
}

/**
 * Mails the link when a mail server is configured; without one the owner gets it in the answer,
 * once. It is not put in the outbox either: the outbox keeps text, and the link must not be
 * readable at rest (decision 036).
 */
async function deliver(
  deps: Pick<InvitationDeps, 'config' | 'database' | 'mailer'>,
  actor: Principal,
  row: InvitationRow,
  token: string,
): Promise<SentInvitation> {
  const link = new URL(`/invite?token=${token}`, deps.config.PUBLIC_URL).toString();
  const invitation = toInvitation(row, await contactLabelsOf(deps.database.db, [row.contactId]));
  if (deps.mailer.mode !== 'smtp') return { ...invitation, link };
  await deps.mailer.send(
    invitationMail({
      to: row.email,
      inviter: actor.displayName || actor.email,
      role: invitation.role,
      contactName: invitation.contact_name,
      link,
      expiresAt: row.expiresAt,
    }),
    { createdBy: actor.email },
  );
  return invitation;
}

/**
 * Allowlists the e-mail with the role (by the allowlist's own rules: owner changes are recorded
 * and mailed, a trade names its contact) and sends a one-time link; an open invitation of the
 * same e-mail is replaced.
 */
export async function createInvitation(
  deps: InvitationDeps,
  actor: Principal,
  values: { email: string; role: Role; contact_id?: string | undefined },
): Promise<SentInvitation> {
  await assertNoAccount(deps, values.email);
  // The allowlist checks the contact and keeps it only for a trade: the invitation keeps the same.
  const entry = await saveUser(deps, actor, { ...values, allowed: true });
  const { token, tokenHash, expiresAt } = newLink();
  const row = await withTransaction(deps.database.db, async (tx) => {
    await revokeOpenInvitationsOf(tx, values.email);
    return insertInvitation(
      tx,
      { email: values.email, role: values.role, contactId: entry.contact_id, tokenHash, expiresAt },
      actor.email,
    );
  });
  return deliver(deps, actor, row, token);
}

export async function listInvitations(
  deps: Pick<InvitationDeps, 'database'>,
  _principal: Principal,
): Promise<Invitation[]> {
  const now = new Date();
  const rows = await listOpenInvitations(deps.database.db);
  const names = await contactLabelsOf(
    deps.database.db,
    rows.map((row) => row.contactId),
  );
  return rows.map((row) => toInvitation(row, names, now));
}

/** An invitation the owner can still act on: it exists, and was neither accepted nor revoked. */
async function findOpen(
  deps: Pick<InvitationDeps, 'database'>,
  id: string,
): Promise<InvitationRow> {
  const row = await findInvitation(deps.database.db, id);
  if (!row) throw new AppError('not_found', 'That invitation does not exist.');
  if (row.acceptedAt) throw gone(`${row.email} has accepted this invitation already.`);
  if (row.revokedAt) throw gone('This invitation was revoked or replaced by a newer one.');
  return row;
}

/** A new link for another 48 hours; the old one stops working at once. */
export async function resendInvitation(
  deps: InvitationDeps,
  actor: Principal,
  id: string,
): Promise<SentInvitation> {
  const found = await findOpen(deps, id);
  await assertNoAccount(deps, found.email);
  const { token, tokenHash, expiresAt } = newLink();
  const row = await replaceInvitationToken(deps.database.db, id, { tokenHash, expiresAt });
  if (!row) throw gone('This invitation was accepted or revoked meanwhile.');
  return deliver(deps, actor, row, token);
}

/** The link stops working; the allowlist entry stays (remove it there to take access away). */
export async function revokeInvitation(
  deps: Pick<InvitationDeps, 'database'>,
  _principal: Principal,
  id: string,
): Promise<void> {
  await findOpen(deps, id);
  if (!(await markInvitationRevoked(deps.database.db, id))) {
    throw gone('This invitation was accepted or revoked meanwhile.');
  }
}

/** Why a link no longer works, in words for the person holding it. */
function whyGone(row: InvitationRow | undefined): string | null {
  if (!row) {
    return 'This invitation link is not valid. It may have been replaced by a newer one: use the latest e-mail, or ask the owner to send it again.';
  }
  if (row.acceptedAt) {
    return 'This invitation has already been used. Sign in with the e-mail and password you chose.';
  }
  if (row.revokedAt) return 'This invitation was withdrawn. Ask the owner for a new one.';
  if (row.expiresAt.getTime() <= Date.now()) {
    return 'This invitation has expired: links work for 48 hours. Ask the owner to send it again.';
  }
  return null;
}

/**
 * Creates the invited account with the person's own password and name, and signs them in. The
 * role is the allowlist entry's (set by the invitation, and the owner's to change since). The
 * link is the permission: nobody is signed in yet, so there is no principal.
 */
export async function acceptInvitation(
  deps: Pick<InvitationDeps, 'database'> & { identity: IdentityService },
  values: { token: string; password: string; displayName: string },
): Promise<IssuedSession> {
  const { db } = deps.database;
  const tokenHash = hashInvitationToken(values.token);
  const row = await findInvitationByTokenHash(db, tokenHash);
  const reason = whyGone(row);
  if (reason || !row) throw gone(reason ?? '');
  if (!(await isAllowed(deps, row.email))) {
    throw gone(`The owner has taken away access for ${row.email}. Ask them if this is a mistake.`);
  }
  await assertNoAccount(deps, row.email);
  const passwordHash = await hashPassword(values.password);
  const account = await withTransaction(db, async (tx) => {
    // The claim is the lock: a second accept, or one racing a resend or revoke, finds it taken.
    if (!(await claimInvitation(tx, row.id, tokenHash))) {
      throw gone(whyGone(await findInvitationByTokenHash(tx, tokenHash)) ?? 'Already used.');
    }
    const made = await insertAccount(
      tx,
      { email: row.email, displayName: values.displayName, passwordHash },
      row.email,
    );
    if (!made) throw new AppError('conflict', `${row.email} already has an account: sign in.`);
    return made;
  });
  return deps.identity.issueSession(account);
}
