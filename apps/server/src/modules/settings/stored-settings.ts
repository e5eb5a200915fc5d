import type { Database } from '../../db/client.ts';
import {
  deleteSettingByKey,
  deleteSettingHolding,
  findSettingValue,
  upsertSettingValue,
} from './repository.ts';

// The key/value rows of app_settings for the other modules that keep a value there (identity's
// one-time setup token hash and access-request digest): settings owns the table, so they go
// through these functions, never its repository.

export function readSetting(db: Database, key: string): Promise<string | undefined> {
  return findSettingValue(db, key);
}

/** Sets the value, replacing any earlier one; `actorEmail` is who first set it. */
export function replaceSetting(
  db: Database,
  key: string,
  value: string,
  actorEmail?: string,
): Promise<void> {
  return upsertSettingValue(db, key, value, actorEmail);
}

/**
 * Deletes the row if it still holds `value`, and says whether it did: of two callers taking
 * the same value at once, exactly one gets true.
 */
export function takeSetting(db: Database, key: string, value: string): Promise<boolean> {
  return deleteSettingHolding(db, key, value);
}

export function deleteSetting(db: Database, key: string): Promise<void> {
  return deleteSettingByKey(db, key);
}
