import { AppError } from '@hrt/shared/errors';
import type { Database } from '../../../db/client.ts';
import {
  type AccountRow,
  findAccountByEmail,
  findAccountById,
  insertAccount,
} from '../accounts-repository.ts';
import { findLinks, hasAnyLink, insertLink as insertLinkRow } from './oidc-repository.ts';

/** Who the provider says signed in: its stable id (issuer + subject) and what it vouches for. */
export interface FederatedClaims {
  issuer: string;
  subject: string;
  /** Only an e-mail the provider marked `email_verified: true`; otherwise null. */
  verifiedEmail: string | null;
  name: string | null;
}

const linkRequired = (message: string) => new AppError('link_required', message);

/**
 * The account a federated sign-in lands in, or a refusal:
 * - a linked issuer + subject signs in to its account, whatever e-mail the provider reports now;
 * - otherwise the provider must have verified the e-mail, and that e-mail must be allowlisted;
 *   a new e-mail gets a new password-less account, linked to this subject;
 * - an e-mail that belongs to a password account is refused: only that account's owner,
 *   signed in with the password, may link a provider (`linkFederatedIdentity`). A matching
 *   e-mail alone would let whoever controls it at the provider take the account over.
 * - a password-less account already linked to another subject is refused likewise; one with no
 *   link at all (made by a federated sign-in before links existed) is adopted.
 */
export async function resolveFederatedAccount(
  db: Database,
  claims: FederatedClaims,
  options: { assertAllowed(email: string): Promise<void>; providerName: string },
): Promise<AccountRow> {
  const linked = await findLinkedAccount(db, claims.issuer, claims.subject);
  if (linked) {
    await options.assertAllowed(linked.email);
    return linked;
  }
  const email = claims.verifiedEmail;
  if (!email) {
    throw new AppError('oidc_failed', 'The provider did not share a verified e-mail address.');
  }
  await options.assertAllowed(email);
  const existing = await findAccountByEmail(db, email);
  if (existing?.passwordHash) {
    throw linkRequired(
      'An account with this e-mail already signs in with a password. Sign in with your ' +
        `password first, then link ${options.providerName} from your account menu.`,
    );
  }
  if (existing && (await hasAnyLink(db, existing.id))) {
    throw linkRequired(
      `This e-mail belongs to an account that signs in with another ${options.providerName} ` +
        'account. Sign in with that one.',
    );
  }
  const account =
    existing ??
    (await insertAccount(db, { email, displayName: claims.name, passwordHash: null }, email)) ??
    // Another request made it a moment ago: it is password-less and unlinked like ours.
    (await findAccountByEmail(db, email));
  if (!account || account.passwordHash) throw linkRequired('Please try signing in again.');
  await insertLink(db, account.id, claims);
  return account;
}

/** A signed-in user links their provider account (any e-mail: they vouch for it). */
export async function linkFederatedIdentity(
  db: Database,
  accountId: string,
  claims: FederatedClaims,
  providerName: string,
): Promise<void> {
  await insertLink(db, accountId, claims);
  const [link] = await findLinks(db, claims.issuer, claims.subject);
  if (link?.accountId !== accountId) {
    throw linkRequired(
      `This ${providerName} account is already linked to another user of this app.`,
    );
  }
}

async function findLinkedAccount(db: Database, issuer: string, subject: string) {
  const [link] = await findLinks(db, issuer, subject);
  return link ? findAccountById(db, link.accountId) : undefined;
}

/** Links issuer + subject to the account unless that pair is linked already (to anyone). */
async function insertLink(db: Database, accountId: string, claims: FederatedClaims) {
  await insertLinkRow(
    db,
    { issuer: claims.issuer, subject: claims.subject, accountId, email: claims.verifiedEmail },
    claims.verifiedEmail ?? claims.subject,
  );
}
