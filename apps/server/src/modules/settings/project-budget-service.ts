import { contingencyAmount } from '@hrt/shared/domain/project-budget';
import { AppError } from '@hrt/shared/errors';
import { canEditProjectBudget } from '@hrt/shared/policies';
import {
  type ProjectBudget,
  projectBudgetSchema,
  type updateProjectBudgetSchema,
} from '@hrt/shared/schemas/project-budget';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import type { Principal } from '../../http/access.ts';
import { writeChange } from '../activity/write-change.ts';
import { findSettingValue, upsertSettingValue } from './repository.ts';

const KEY = 'project_budget';

const NO_PROJECT_BUDGET: ProjectBudget = {
  budget: null,
  contingency: { kind: 'percent', value: 0 },
  contingency_amount: 0,
};

async function readStored(db: Database, options: { forUpdate?: boolean } = {}) {
  const stored = await findSettingValue(db, KEY, options);
  if (!stored) return NO_PROJECT_BUDGET;
  const parsed = projectBudgetSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : NO_PROJECT_BUDGET;
}

/** The stored budget and contingency, or none until someone sets them. */
export async function readProjectBudget(deps: DatabaseDeps): Promise<ProjectBudget> {
  return readStored(databaseOf(deps));
}

/** GET /api/settings/project-budget. */
export async function getProjectBudget(
  deps: Pick<AppContext, 'database'>,
  _principal: Principal,
): Promise<ProjectBudget> {
  return readProjectBudget(deps);
}

/** What a save changed, for the feed: the budget and the contingency as the dialog sets them. */
function changesOf(before: ProjectBudget, after: ProjectBudget) {
  const changes: Record<string, [unknown, unknown]> = {};
  if (before.budget !== after.budget) changes.budget = [before.budget, after.budget];
  if (JSON.stringify(before.contingency) !== JSON.stringify(after.contingency)) {
    changes.contingency = [before.contingency, after.contingency];
  }
  return changes;
}

/**
 * PUT /api/settings/project-budget: money editors but interior designers (a policy). The change
 * is in the feed like any other write ("changed the project budget: £27,500.00 -> £30,000.00");
 * it names no row, so a trade, who hears only of its own rows, never hears of it.
 */
export async function updateProjectBudget(
  deps: Pick<AppContext, 'database'>,
  principal: Principal,
  input: z.output<typeof updateProjectBudgetSchema>,
): Promise<ProjectBudget> {
  if (!canEditProjectBudget(principal.role)) {
    throw new AppError('forbidden', 'Your role does not allow changing the project budget.');
  }
  const kept: ProjectBudget = {
    budget: input.budget,
    contingency: input.contingency,
    contingency_amount: contingencyAmount(input.budget ?? 0, input.contingency),
  };
  // A save that changes nothing tells nobody anything.
  const unchanged = Object.keys(changesOf(await readProjectBudget(deps), kept)).length === 0;
  if (unchanged) return kept;
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const before = await readStored(tx, { forUpdate: true });
    await upsertSettingValue(tx, KEY, JSON.stringify(kept), principal.email);
    return {
      result: kept,
      activity: {
        action: 'updated',
        resourceType: 'project_budget',
        resourceName: null,
        changes: changesOf(before, kept),
      },
    };
  });
}
