import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from './schema.ts';

const KEY = 'household_members';

/**
 * Until the owner names them: two partners and a pair of people, the shape of the spec's
 * owner options ({name}, {name}, Joint, {name}, the last one a pair).
 */
export const DEFAULT_HOUSEHOLD_MEMBERS: readonly string[] = ['Partner 1', 'Partner 2', 'Parents'];

/** The household's members as the owner named them (DESIGN.md section 9). */
export async function readHouseholdMembers(
  db: Database,
  options: { forUpdate?: boolean } = {},
): Promise<string[]> {
  const query = db.select().from(appSettings).where(eq(appSettings.key, KEY));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return [...DEFAULT_HOUSEHOLD_MEMBERS];
  const parsed: unknown = JSON.parse(row.value);
  return Array.isArray(parsed) ? parsed.map(String) : [...DEFAULT_HOUSEHOLD_MEMBERS];
}

/** Saves the members inside the caller's transaction. */
export async function writeHouseholdMembers(
  tx: Database,
  members: readonly string[],
  actorEmail: string,
): Promise<void> {
  const value = JSON.stringify(members);
  const now = new Date();
  await tx
    .insert(appSettings)
    .values({ key: KEY, value, createdBy: actorEmail, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
}
