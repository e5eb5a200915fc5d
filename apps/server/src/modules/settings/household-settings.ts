import type { Database } from '../../db/client.ts';
import { findSettingValue, upsertSettingValue } from './repository.ts';

const KEY = 'household_members';

/**
 * Until the owner names them: two partners and a pair of people, giving the owner options
 * ({name}, {name}, Joint, {name}, the last one a pair).
 */
const DEFAULT_HOUSEHOLD_MEMBERS: readonly string[] = ['Partner 1', 'Partner 2', 'Parents'];

/** The household's members as the owner named them. */
export async function readHouseholdMembers(
  db: Database,
  options: { forUpdate?: boolean } = {},
): Promise<string[]> {
  const value = await findSettingValue(db, KEY, options);
  if (value === undefined) return [...DEFAULT_HOUSEHOLD_MEMBERS];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed.map(String) : [...DEFAULT_HOUSEHOLD_MEMBERS];
}

/** Saves the members inside the caller's transaction. */
export async function writeHouseholdMembers(
  tx: Database,
  members: readonly string[],
  actorEmail: string,
): Promise<void> {
  await upsertSettingValue(tx, KEY, JSON.stringify(members), actorEmail);
}
