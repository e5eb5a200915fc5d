import { AppError } from '@hrt/shared/errors';
import { canEditComponentType } from '@hrt/shared/policies';
import type {
  BuildComponent,
  ComponentType,
  createComponentSchema,
  updateComponentSchema,
} from '@hrt/shared/schemas/components';
import type { ActivityAction } from '@hrt/shared/schemas/notifications';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { type ActivityRecord, writeChange, writeFreshUpdate } from '../activity/write-change.ts';
import {
  countExpensesOfComponent,
  createComponentSummary,
  deleteComponentSummary,
  lockComponentSummary,
} from '../expenses/component-summaries.ts';
import { toComponent } from './presenter.ts';
import {
  type ComponentRow,
  deleteComponentRow,
  findComponentRow,
  findComponentRows,
  insertComponentRow,
  listComponentRows,
  readComponentTotals,
  updateComponentRow,
} from './repository.ts';

/** How a sentence names each type ("This room has 3 expenses"). */
export const componentNouns: Record<ComponentType, string> = {
  room: 'room',
  design: 'design item',
  service: 'service',
};

/** Interior designers may edit design items only (DESIGN.md section 7). */
export function assertCanEditType(principal: Principal, type: ComponentType): void {
  if (!canEditComponentType(principal.role, type)) {
    throw new AppError(
      'forbidden',
      principal.role === 'interior_designer'
        ? 'Interior designers may only change design items.'
        : 'Your role does not allow this action.',
    );
  }
}

/** A component by id whatever its type, for other modules' writes that point at one. */
export async function findComponent(db: Database, id: string): Promise<BuildComponent | undefined> {
  const row = await findComponentRow(db, id);
  return row && toComponent(row);
}

/** The components of these ids that exist, in no particular order. */
export async function findComponents(db: Database, ids: string[]): Promise<BuildComponent[]> {
  return (await findComponentRows(db, ids)).map(toComponent);
}

/** How many components there are and their budgets' sum, for the project's expense summary. */
export async function sumComponentBudgets(db: Database) {
  return readComponentTotals(db);
}

export async function listComponents(db: Database): Promise<BuildComponent[]> {
  return (await listComponentRows(db)).map(toComponent);
}

export async function getComponent(
  db: Database,
  type: ComponentType,
  id: string,
): Promise<BuildComponent> {
  return toComponent(requireComponentOfType(await findComponentRow(db, id), type));
}

export async function createComponent(
  ctx: AppContext,
  principal: Principal,
  input: z.output<typeof createComponentSchema>,
): Promise<BuildComponent> {
  assertCanEditType(principal, input.type);
  const now = new Date();
  const row = await writeChange(ctx.database.db, principal.email, async (tx) => {
    const created = await insertComponentRow(tx, {
      name: input.name,
      type: input.type,
      status: input.status,
      budget: input.budget,
      description: input.description ?? null,
      createdAt: now,
      updatedAt: now,
      createdBy: principal.email,
    });
    await createComponentSummary(tx, created.id);
    return { result: created, activity: componentActivity('created', created) };
  });
  return toComponent(row);
}

export async function updateComponent(
  ctx: AppContext,
  principal: Principal,
  params: { type: ComponentType; id: string },
  input: z.output<typeof updateComponentSchema>,
): Promise<BuildComponent> {
  const { updated_at: seen, ...changes } = input;
  const row = await writeFreshUpdate(ctx.database.db, principal.email, {
    lock: async (tx) => {
      // NO KEY UPDATE: expense inserts (which take KEY SHARE through their foreign key) go on.
      const current = requireComponentOfType(
        await findComponentRow(tx, params.id, { lock: 'no key update' }),
        params.type,
      );
      assertCanEditType(principal, params.type);
      return current;
    },
    version: (current) => current.updatedAt,
    seen,
    what: componentNouns[params.type],
    write: async (tx, _current, updatedAt) => {
      const updated = await updateComponentRow(tx, params.id, { ...changes, updatedAt });
      return { result: updated, activity: componentActivity('updated', updated) };
    },
  });
  return toComponent(row);
}

/**
 * Deletes a component and its documents (component-parts.ts). A component with expenses is
 * refused: its money would silently vanish from every total. Files are removed only after the
 * commit.
 */
export async function deleteComponent(
  ctx: AppContext,
  principal: Principal,
  params: { type: ComponentType; id: string },
): Promise<void> {
  const storageKeys = await writeChange(ctx.database.db, principal.email, async (tx) => {
    // The summary lock first, in the same order as expense writes, so the two cannot deadlock.
    await lockComponentSummary(tx, params.id);
    const current = requireComponentOfType(
      await findComponentRow(tx, params.id, { lock: 'update' }),
      params.type,
    );
    assertCanEditType(principal, params.type);
    const expenseCount = await countExpensesOfComponent(tx, params.id);
    if (expenseCount > 0) {
      const noun = componentNouns[params.type];
      const expensesWord = expenseCount === 1 ? 'expense' : 'expenses';
      throw new AppError(
        'conflict',
        `This ${noun} has ${expenseCount} ${expensesWord}. Delete or move them before deleting the ${noun}.`,
      );
    }
    const keys: string[] = [];
    for (const remove of ctx.componentPartRemovers) keys.push(...(await remove(tx, params.id)));
    await deleteComponentSummary(tx, params.id);
    await deleteComponentRow(tx, params.id);
    return { result: keys, activity: componentActivity('deleted', current) };
  });
  await Promise.all(storageKeys.map((key) => ctx.fileStore.delete(key)));
}

function componentActivity(action: ActivityAction, row: ComponentRow): ActivityRecord {
  return { action, resourceType: 'component', resourceName: row.name };
}

function requireComponentOfType(row: ComponentRow | undefined, type: ComponentType): ComponentRow {
  // A component asked for under another type does not exist at that address.
  if (!row || row.type !== type) {
    throw new AppError('not_found', `No ${componentNouns[type]} with this id was found.`);
  }
  return row;
}
