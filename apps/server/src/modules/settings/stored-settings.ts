import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from './schema.ts';

// The key/value rows of app_settings for the other modules that keep a value there (identity's
// one-time setup token hash): settings owns the table, so they go through these functions.

export async function readSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

/** Sets the value, replacing any earlier one; `actorEmail` is who first set it. */
export async function replaceSetting(
  db: Database,
  key: string,
  value: string,
  actorEmail?: string,
): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, ...(actorEmail ? { createdBy: actorEmail } : {}) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

/**
 * Deletes the row if it still holds `value`, and says whether it did: of two callers taking
 * the same value at once, exactly one gets true.
 */
export async function takeSetting(db: Database, key: string, value: string): Promise<boolean> {
  const taken = await db
    .delete(appSettings)
    .where(and(eq(appSettings.key, key), eq(appSettings.value, value)))
    .returning({ key: appSettings.key });
  return taken.length > 0;
}

export async function deleteSetting(db: Database, key: string): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, key));
}
