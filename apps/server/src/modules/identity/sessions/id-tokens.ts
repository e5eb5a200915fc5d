import { AppError } from '@hrt/shared/errors';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenIdentity } from '../../../http/access.ts';
import { ID_TOKEN_ALG, type KeyRing } from './signing-keys.ts';

/** ID tokens live one hour; the web app refreshes them. */
export const ID_TOKEN_TTL_SECONDS = 60 * 60;
export const ID_TOKEN_AUDIENCE = 'home-renovation-tracker';

export interface IdTokens {
  sign(identity: TokenIdentity): Promise<string>;
  /**
   * Checks signature, algorithm, issuer, audience, expiry and lifetime (a token must carry
   * `exp`, `iat` and `sid`, and live no longer than ID_TOKEN_TTL_SECONDS); throws 401
   * AppErrors. Whether its session is still open is the caller's check (a database read).
   */
  verify(token: string): Promise<TokenIdentity>;
}

/** Verified tokens remembered at most; a household has a handful of active sessions. */
const VERIFIED_CACHE_SIZE = 1000;

export function createIdTokens(keyRing: KeyRing, issuer: string): IdTokens {
  // A token's signature and claims never change, so a verified token stays verified until it
  // expires: remembering it spares an ES256 verification on every request. Revocation is not
  // affected: the allowlist is still read on every request.
  const verified = new Map<string, { identity: TokenIdentity; expiresAtMs: number }>();

  return {
    async sign(identity) {
      const key = await keyRing.current();
      return new SignJWT({
        email: identity.email,
        name: identity.displayName,
        sid: identity.sessionId,
      })
        .setProtectedHeader({ alg: ID_TOKEN_ALG, kid: key.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(ID_TOKEN_AUDIENCE)
        .setSubject(identity.accountId)
        .setIssuedAt()
        .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
        .sign(key.privateKey);
    },

    async verify(token) {
      const remembered = verified.get(token);
      if (remembered && remembered.expiresAtMs > Date.now()) return remembered.identity;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(
          token,
          async (header) => {
            const key = header.kid ? await keyRing.publicKey(header.kid) : undefined;
            if (!key) throw new errors.JWKSNoMatchingKey();
            return key;
          },
          // Only ES256: refuses alg:none and HS256 signed with the public key.
          {
            algorithms: [ID_TOKEN_ALG],
            issuer,
            audience: ID_TOKEN_AUDIENCE,
            requiredClaims: ['sub', 'exp', 'iat', 'sid'],
            // A token older than the lifetime we issue is refused even if its exp says otherwise.
            maxTokenAge: ID_TOKEN_TTL_SECONDS,
          },
        );
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.email !== 'string' ||
          typeof payload.sid !== 'string' ||
          // Only this server signs with these keys, and never for longer than the lifetime.
          payload.exp! - payload.iat! > ID_TOKEN_TTL_SECONDS
        ) {
          throw new AppError('token_invalid', 'Your sign-in is not valid. Please sign in again.');
        }
        const identity: TokenIdentity = {
          accountId: payload.sub,
          email: payload.email,
          displayName: typeof payload.name === 'string' ? payload.name : null,
          sessionId: payload.sid,
        };
        if (verified.size >= VERIFIED_CACHE_SIZE) {
          // Maps iterate in insertion order: drop the oldest entry.
          verified.delete(verified.keys().next().value as string);
        }
        verified.set(token, { identity, expiresAtMs: (payload.exp ?? 0) * 1000 });
        return identity;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) {
          throw new AppError('token_expired', 'Your session has expired. Please sign in again.');
        }
        throw new AppError('token_invalid', 'Your sign-in is not valid. Please sign in again.');
      }
    },
  };
}
