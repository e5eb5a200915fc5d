import { ownerOptions } from '@hrt/shared/domain/credit';
import { AppError } from '@hrt/shared/errors';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import { can } from '@hrt/shared/roles';
import type { Household, updateHouseholdSchema } from '@hrt/shared/schemas/settings';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Principal } from '../../http/access.ts';
import { readHouseholdMembers, writeHouseholdMembers } from './household-settings.ts';

/**
 * What follows elsewhere from a change of the members (the credit accounts' owners), run in
 * the same transaction so a refusal keeps the old members. Passed in rather than imported, so
 * settings stays below the modules that read it.
 */
export type FollowMembersChange = (
  tx: Database,
  previous: readonly string[],
  next: readonly string[],
) => Promise<void>;

/** For the credit module: the members an account's owner is chosen from (with 'Joint'). */
export async function listHouseholdMembers(db: Database): Promise<string[]> {
  return readHouseholdMembers(db);
}

/** The household's members and the owner options they give (docs/domain.md#household-members). */
export async function getHousehold(db: Database, principal: Principal): Promise<Household> {
  if (!canSeePersonalFinances(principal.role)) throw forbidden();
  const members = await readHouseholdMembers(db);
  return { members, owner_options: ownerOptions(members) };
}

/** The owner names the household's members; `follow` keeps what depends on them in step. */
export async function updateHousehold(
  ctx: AppContext,
  principal: Principal,
  input: z.output<typeof updateHouseholdSchema>,
  follow: FollowMembersChange,
): Promise<Household> {
  if (!can(principal.role, 'users.manage')) throw forbidden();
  const members = input.members;
  await withTransaction(ctx.database.db, async (tx) => {
    const previous = await readHouseholdMembers(tx, { forUpdate: true });
    await follow(tx, previous, members);
    await writeHouseholdMembers(tx, members, principal.email);
  });
  return { members, owner_options: ownerOptions(members) };
}

function forbidden() {
  return new AppError('forbidden', 'Your role does not allow this action.');
}
