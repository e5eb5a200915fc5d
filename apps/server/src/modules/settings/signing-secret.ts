import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from './schema.ts';

const KEY = 'signing_secret';

/**
 * The secret for signed download links, created once and kept in the database so every
 * instance (and every restart) signs and verifies alike.
 */
export async function resolveSigningSecret(db: Database): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return row!.value;
}
