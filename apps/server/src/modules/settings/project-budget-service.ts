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
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import type { Principal } from '../../http/access.ts';
import { findSettingValue, upsertSettingValue } from './repository.ts';

const KEY = 'project_budget';

const NO_PROJECT_BUDGET: ProjectBudget = {
  budget: null,
  contingency: { kind: 'percent', value: 0 },
  contingency_amount: 0,
};

/** The stored budget and contingency, or none until someone sets them. */
export async function readProjectBudget(deps: DatabaseDeps): Promise<ProjectBudget> {
  const stored = await findSettingValue(databaseOf(deps), KEY);
  if (!stored) return NO_PROJECT_BUDGET;
  const parsed = projectBudgetSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : NO_PROJECT_BUDGET;
}

/** GET /api/settings/project-budget. */
export async function getProjectBudget(
  deps: Pick<AppContext, 'database'>,
  _principal: Principal,
): Promise<ProjectBudget> {
  return readProjectBudget(deps);
}

/** PUT /api/settings/project-budget: money editors but interior designers (a policy). */
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
  await upsertSettingValue(deps.database.db, KEY, JSON.stringify(kept), principal.email);
  return kept;
}
