import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { findSettingValue, insertSettingIfMissing } from './repository.ts';

const KEY = 'signing_secret';

/**
 * The secret for signed download links, created once and kept in the database so every
 * instance (and every restart) signs and verifies alike.
 */
export async function resolveSigningSecret(db: Database): Promise<string> {
  await insertSettingIfMissing(db, KEY, randomBytes(32).toString('base64url'));
  return (await findSettingValue(db, KEY))!;
}
