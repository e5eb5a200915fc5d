import { ownerOptions } from '@hrt/shared/domain/credit';
import { AppError } from '@hrt/shared/errors';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import { can } from '@hrt/shared/roles';
import type { Household, updateHouseholdSchema } from '@hrt/shared/schemas/settings';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type DatabaseDeps, databaseOf, withTransaction } from '../../db/transaction.ts';
import type { Principal } from '../../http/access.ts';
import { readHouseholdMembers, writeHouseholdMembers } from './household-settings.ts';

/**
 * What follows elsewhere from a change of the members (the credit accounts' owners), run in
 * the same transaction so a refusal keeps the old members. Passed in rather than imported, so
 * settings stays below the modules that read it.
 */
type FollowMembersChange = (
  deps: { tx: Database },
  change: { previous: readonly string[]; next: readonly string[] },
) => Promise<void>;

/**
 * What the household's services use: the app context's database and, for a change of the
 * members, what follows from it elsewhere (the route hands in the credit module's).
 */
export type HouseholdDeps = Pick<AppContext, 'database'> & { followMembers: FollowMembersChange };

/** For the credit module: the members an account's owner is chosen from (with 'Joint'). */
export async function listHouseholdMembers(deps: DatabaseDeps): Promise<string[]> {
  return readHouseholdMembers(databaseOf(deps));
}

/** The household's members and the owner options they give (docs/domain.md#household-members). */
export async function getHousehold(
  deps: Pick<HouseholdDeps, 'database'>,
  principal: Principal,
): Promise<Household> {
  if (!canSeePersonalFinances(principal.role)) throw forbidden();
  const members = await readHouseholdMembers(deps.database.db);
  return { members, owner_options: ownerOptions(members) };
}

/** The owner names the household's members; `followMembers` keeps what depends on them in step. */
export async function updateHousehold(
  deps: HouseholdDeps,
  principal: Principal,
  input: z.output<typeof updateHouseholdSchema>,
): Promise<Household> {
  if (!can(principal.role, 'users.manage')) throw forbidden();
  const members = input.members;
  await withTransaction(deps.database.db, async (tx) => {
    const previous = await readHouseholdMembers(tx, { forUpdate: true });
    await deps.followMembers({ tx }, { previous, next: members });
    await writeHouseholdMembers(tx, members, principal.email);
  });
  return { members, owner_options: ownerOptions(members) };
}

function forbidden() {
  return new AppError('forbidden', 'Your role does not allow this action.');
}
