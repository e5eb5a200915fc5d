import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from './schema.ts';

// The key/value rows of app_settings. The other modules reach them through stored-settings.ts.

/** The value under `key`; with `forUpdate`, the row stays locked until the transaction ends. */
export async function findSettingValue(
  db: Database,
  key: string,
  options: { forUpdate?: boolean } = {},
): Promise<string | undefined> {
  const query = db.select().from(appSettings).where(eq(appSettings.key, key));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row?.value;
}

/** Sets the value, replacing any earlier one; `createdBy` is who first set it. */
export async function upsertSettingValue(
  db: Database,
  key: string,
  value: string,
  createdBy?: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(appSettings)
    .values({ key, value, createdAt: now, updatedAt: now, ...(createdBy ? { createdBy } : {}) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
}

/** Sets the value unless the key holds one already (then that one stays). */
export async function insertSettingIfMissing(db: Database, key: string, value: string) {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
}

/** Deletes the row if it still holds `value`; true when it did. */
export async function deleteSettingHolding(
  db: Database,
  key: string,
  value: string,
): Promise<boolean> {
  const taken = await db
    .delete(appSettings)
    .where(and(eq(appSettings.key, key), eq(appSettings.value, value)))
    .returning({ key: appSettings.key });
  return taken.length > 0;
}

export async function deleteSettingByKey(db: Database, key: string): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, key));
}
