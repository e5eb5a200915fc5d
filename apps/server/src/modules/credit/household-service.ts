import { ownerOptions } from '@hrt/shared/domain/credit';
import { AppError } from '@hrt/shared/errors';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import { can } from '@hrt/shared/roles';
import type { Household, updateHouseholdSchema } from '@hrt/shared/schemas/credit';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Principal } from '../../http/access.ts';
import { readHouseholdMembers, writeHouseholdMembers } from '../settings/household-settings.ts';
import { countAccountsOwnedBy, renameAccountOwner } from './repository.ts';

/** The household's members and the owner options they give (DESIGN.md section 9). */
export async function getHousehold(db: Database, principal: Principal): Promise<Household> {
  if (!canSeePersonalFinances(principal.role)) throw forbidden();
  const members = await readHouseholdMembers(db);
  return { members, owner_options: ownerOptions(members) };
}

/**
 * The owner names the household's members. A member renamed in place keeps their accounts
 * (the accounts' owner is renamed with them); a member removed while accounts still belong to
 * them is refused, so no account is left with an owner nobody can choose.
 */
export async function updateHousehold(
  ctx: AppContext,
  principal: Principal,
  input: z.output<typeof updateHouseholdSchema>,
): Promise<Household> {
  if (!can(principal.role, 'users.manage')) throw forbidden();
  const members = input.members;
  await withTransaction(ctx.database.db, async (tx) => {
    const previous = await readHouseholdMembers(tx, { forUpdate: true });
    for (const [index, name] of previous.entries()) {
      if (members.includes(name)) continue;
      const replacement = members[index];
      if (replacement !== undefined && !previous.includes(replacement)) {
        await renameAccountOwner(tx, name, replacement);
        continue;
      }
      const owned = await countAccountsOwnedBy(tx, name);
      if (owned > 0) {
        const accounts = owned === 1 ? '1 account belongs' : `${owned} accounts belong`;
        throw new AppError(
          'conflict',
          `${accounts} to ${name}. Give them another owner before removing ${name}.`,
        );
      }
    }
    await writeHouseholdMembers(tx, members, principal.email);
  });
  return { members, owner_options: ownerOptions(members) };
}

function forbidden() {
  return new AppError('forbidden', 'Your role does not allow this action.');
}
