import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@hrt/shared/errors';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/client.ts';
import {
  deleteSetting,
  readSetting,
  replaceSetting,
  takeSetting,
} from '../../settings/stored-settings.ts';
import { findAccountByEmail } from '../accounts-repository.ts';
import type { IdentityService, IssuedSession } from '../identity-service.ts';
import { allowOwner, hasAllowedOwner, hasAnyOwner } from './owner-setup-repository.ts';

/** app_settings key of the one-time setup token's hash (the token itself is never stored). */
const SETUP_TOKEN_KEY = 'owner_setup_token_hash';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * While no owner exists, makes a fresh one-time setup token and returns the link to print;
 * each start replaces the previous token. Returns null once there is an owner.
 */
export async function prepareSetupLink(db: Database, publicUrl: string): Promise<string | null> {
  if (await hasAllowedOwner(db)) return null;
  const token = randomBytes(32).toString('base64url');
  await replaceSetting(db, SETUP_TOKEN_KEY, hashToken(token));
  return new URL(`/setup?token=${token}`, publicUrl).toString();
}

/**
 * Creates the owner with the printed token; the token works once. Nobody is signed in yet (the
 * token is the permission), so there is no principal.
 */
export async function completeOwnerSetup(
  deps: Pick<AppContext, 'database'> & { identity: IdentityService },
  values: { token: string; email: string; password: string; displayName: string | null },
): Promise<IssuedSession> {
  const { identity } = deps;
  const { db } = deps.database;
  if (await hasAllowedOwner(db)) {
    throw new AppError('owner_exists', 'The owner account has already been set up.');
  }
  const stored = await readSetting(db, SETUP_TOKEN_KEY);
  const given = Buffer.from(hashToken(values.token));
  if (!stored || !timingSafeEqual(Buffer.from(stored), given)) {
    throw new AppError('setup_token_invalid', 'This setup link is not valid. Use the latest one.');
  }
  if (await findAccountByEmail(db, values.email)) {
    throw new AppError('conflict', `An account for ${values.email} already exists.`);
  }
  // Consuming the row is the lock: of two simultaneous set-ups only one deletes it.
  if (!(await takeSetting(db, SETUP_TOKEN_KEY, stored))) {
    throw new AppError('setup_token_invalid', 'This setup link has already been used.');
  }
  const account = await identity.createAccount(values, values.email);
  await allowOwner(db, account.email, null);
  return identity.issueSession(account);
}

/**
 * OWNER_EMAIL/OWNER_PASSWORD: makes the owner without a browser, only while no owner exists
 * at all (allowed or revoked). Once there is one, the allowlist is the owners' to manage: a
 * restart must not undo a revocation or demotion, nor add a second owner. An existing
 * account keeps its password.
 */
export async function bootstrapOwner(
  db: Database,
  identity: IdentityService,
  email: string,
  password: string,
): Promise<'created' | 'existing' | 'skipped'> {
  email = email.trim().toLowerCase();
  if (await hasAnyOwner(db)) return 'skipped';
  const existing = await findAccountByEmail(db, email);
  if (!existing) {
    await identity
      .createAccount({ email, password, displayName: null }, 'OWNER_EMAIL')
      // Another instance starting at the same moment may have made it first.
      .catch(async (error: unknown) => {
        if (!(error instanceof AppError && error.code === 'conflict')) throw error;
      });
  }
  await allowOwner(db, email, 'OWNER_EMAIL');
  await deleteSetting(db, SETUP_TOKEN_KEY);
  return existing ? 'existing' : 'created';
}
