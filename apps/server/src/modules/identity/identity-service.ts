import { randomUUID } from 'node:crypto';
import { AppError } from '@hrt/shared/errors';
import { isRole } from '@hrt/shared/roles';
import type { IdentityConfig } from '@hrt/shared/schemas/identity';
import type { AppContext } from '../../app-context.ts';
import { type Authenticator, notAllowedError, type TokenIdentity } from '../../http/access.ts';
import {
  type AccountRow,
  findAccountByEmail,
  findAccountById,
  insertAccount,
} from './accounts-repository.ts';
import { findAllowlistEntry } from './allowlist/allowlist-repository.ts';
import { createOidcClient } from './oidc/oidc.ts';
import { hasAllowedOwner } from './owner-setup/owner-setup-repository.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { createIdTokens, ID_TOKEN_TTL_SECONDS } from './sessions/id-tokens.ts';
import type { IssuedSession } from './sessions/issued-session.ts';
import { beginSignInAttempt } from './sessions/login-throttle.ts';
import {
  consumeRefreshToken,
  endSessionOfToken,
  issueRefreshToken,
} from './sessions/refresh-tokens.ts';
import { endSession, readAccessState, revokeFamily } from './sessions/sessions-repository.ts';
import { createSignInGate } from './sessions/sign-in-gate.ts';
import { createKeyRing } from './sessions/signing-keys.ts';

export type { IssuedSession } from './sessions/issued-session.ts';
export type IdentityService = ReturnType<typeof createIdentityService>;

const disabled = notAllowedError;

/**
 * The built-in identity provider: accounts, sessions and the per-request checks. Made once at
 * start-up (app.identity) around the database and the configuration it keeps.
 */
export function createIdentityService(ctx: Pick<AppContext, 'config' | 'database'>) {
  const { db } = ctx.database;
  const keyRing = createKeyRing(db);
  const idTokens = createIdTokens(keyRing, ctx.config.PUBLIC_URL);
  const signInGate = createSignInGate();

  const authenticator: Authenticator = {
    async authenticate(token) {
      const identity = await idTokens.verify(token);
      const state = await readAccessState(db, identity.email, identity.sessionId);
      // Before the session's mark, which a revocation sets too: a revoked user's token still
      // says who they are (403 user_disabled; the request-access screen asks with it).
      if (!state.entry?.allowed) return { identity, principal: null };
      // Checked on every request: signing out ends the session's ID tokens at once, and a
      // token from before a revocation stays ended after the user is allowed again.
      if (state.sessionEnded) {
        throw new AppError('token_invalid', 'Your session has ended. Please sign in again.');
      }
      // An unknown role in the table is read as the least privileged one.
      const role = isRole(state.entry.role) ? state.entry.role : 'viewer';
      const contactId = state.entry.contactId;
      // A trade without its contact would read nobody's rows: it is not allowed in at all.
      if (role === 'trade' && !contactId) return { identity, principal: null };
      return { identity, principal: { ...identity, role, contactId } };
    },
  };

  async function assertAllowed(email: string) {
    const entry = await findAllowlistEntry(db, email);
    if (!entry?.allowed) throw disabled();
  }

  /** A new session (ID token + a refresh token of a new or the given family). */
  async function issueSession(
    account: AccountRow,
    familyId: string = randomUUID(),
  ): Promise<IssuedSession> {
    const identity: TokenIdentity = {
      accountId: account.id,
      email: account.email,
      displayName: account.displayName,
      sessionId: familyId,
    };
    const [idToken, refreshToken] = await Promise.all([
      idTokens.sign(identity),
      issueRefreshToken(db, account.id, familyId),
    ]);
    return { idToken, refreshToken, expiresIn: ID_TOKEN_TTL_SECONDS };
  }

  const oidc = createOidcClient(ctx.config, db);

  return {
    authenticator,
    jwks: () => keyRing.jwks(),
    oidc,
    issueSession,
    assertAllowed,

    /** What the sign-in screen offers, and whether first-run setup is pending. */
    async readConfig(): Promise<IdentityConfig> {
      return {
        oidc: { enabled: oidc.enabled, name: oidc.enabled ? oidc.name : null },
        setupRequired: !(await hasAllowedOwner(db)),
      };
    },

    async signIn(email: string, password: string, address: string): Promise<IssuedSession> {
      // At most two attempts per address do any work at once; a flood is refused up front.
      const account = await signInGate.run(address, async () => {
        // Counted before the check, so parallel guesses cannot all run before the limit bites.
        const attempt = await beginSignInAttempt(db, email, address);
        const found = await findAccountByEmail(db, email);
        // Always one argon2 verification, so unknown e-mails take as long as wrong passwords.
        const valid = await checkPassword(found?.passwordHash, password);
        if (!found || !valid) {
          throw new AppError('invalid_credential', 'Incorrect email or password.');
        }
        await attempt.succeeded();
        return found;
      });
      await assertAllowed(account.email);
      return issueSession(account);
    },

    async refresh(token: string): Promise<IssuedSession> {
      const { accountId, familyId } = await consumeRefreshToken(db, token);
      const account = await findAccountById(db, accountId);
      if (!account) throw new AppError('token_invalid', 'Your session has ended.');
      const entry = await findAllowlistEntry(db, account.email);
      if (!entry?.allowed) {
        await revokeFamily(db, familyId);
        throw disabled();
      }
      return issueSession(account, familyId);
    },

    /** Ends the session of the refresh token, or else of the (verified) ID token. */
    async signOut(refreshToken: string | undefined, sessionId: string | undefined) {
      if (refreshToken) await endSessionOfToken(db, refreshToken);
      else if (sessionId) await endSession(db, sessionId);
    },

    /** A password account; 409 when the e-mail has an account already. */
    async createAccount(
      values: { email: string; password: string; displayName: string | null },
      createdBy: string | null,
    ): Promise<AccountRow> {
      const passwordHash = await hashPassword(values.password);
      const account = await insertAccount(
        db,
        { email: values.email, displayName: values.displayName, passwordHash },
        createdBy,
      );
      if (!account) {
        throw new AppError('conflict', `An account for ${values.email} already exists.`);
      }
      return account;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Built once per app by buildApp; routes and the test helpers use it. */
    identity: IdentityService;
  }
}
