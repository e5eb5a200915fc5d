import { z } from 'zod';
import { JOINT_OWNER } from '../domain/credit.ts';
import { lineText } from './common.ts';

/** The household whose members own accounts (docs/domain.md#household-members); owner edits. */
export const MAX_HOUSEHOLD_MEMBERS = 6;

export const householdSchema = z.object({
  members: z.array(z.string()),
  owner_options: z
    .array(z.string())
    .describe(`The members with '${JOINT_OWNER}': the choices of a credit account's owner.`),
});
export type Household = z.infer<typeof householdSchema>;

export const updateHouseholdSchema = z.object({
  members: z
    .array(lineText(60).min(1, 'Every member needs a name.'))
    .min(1, 'Name at least one member of the household.')
    .max(MAX_HOUSEHOLD_MEMBERS, `Name at most ${MAX_HOUSEHOLD_MEMBERS} members.`)
    .refine(
      (names) => !names.some((name) => name.toLowerCase() === 'joint'),
      "'Joint' is always an option; name the members themselves.",
    )
    .refine(
      (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
      'Each member needs a different name.',
    )
    .describe(
      `1 to ${MAX_HOUSEHOLD_MEMBERS} names, each different (ignoring case) and none '${JOINT_OWNER}', which is always an option. A name replaced at the same position renames that member, whose accounts follow; a member who still owns accounts cannot be removed (409).`,
    ),
});
export type UpdateHouseholdInput = z.input<typeof updateHouseholdSchema>;
