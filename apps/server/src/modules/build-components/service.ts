import { topLevelBudgetTotal } from '@hrt/shared/domain/project-budget';
import { AppError } from '@hrt/shared/errors';
import { canEditComponentType } from '@hrt/shared/policies';
import type {
  BuildComponent,
  ComponentType,
  createComponentSchema,
  updateComponentSchema,
} from '@hrt/shared/schemas/build-components';
import type { ActivityAction } from '@hrt/shared/schemas/notifications';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import type { Principal } from '../../http/access.ts';
import { type ActivityRecord, writeChange, writeFreshUpdate } from '../activity/write-change.ts';
import { checkLinkedContact } from '../contacts/linked-contact.ts';
import { createComponentSummary, lockComponentSummary } from '../expenses/component-summaries.ts';
import { readProjectBudget } from '../settings/project-budget-service.ts';
import { moveToTrash } from '../trash/service.ts';
import { assertParentAllowed } from './parent-rules.ts';
import { toComponent } from './presenter.ts';
import {
  type ComponentRow,
  findChildIds,
  findComponentRow,
  findComponentRows,
  findRoomIds,
  findServiceIdsOfContact,
  insertComponentRow,
  listComponentRows,
  updateComponentRow,
} from './repository.ts';

/** What the component services use of the app context. */
export type ComponentDeps = Pick<AppContext, 'database' | 'trashHooks'>;

/** How the trash names each type: 'Room', 'Design item', 'Service'. */
const componentLabels: Record<ComponentType, string> = {
  room: 'Room',
  design: 'Design item',
  service: 'Service',
};

/** How a sentence names each type ("This room has 3 expenses"). */
const componentNouns: Record<ComponentType, string> = {
  room: 'room',
  design: 'design item',
  service: 'service',
};

/** Interior designers may edit design items only (docs/domain.md#roles-and-permissions). */
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
export async function findComponent(
  deps: DatabaseDeps,
  id: string,
): Promise<BuildComponent | undefined> {
  const row = await findComponentRow(databaseOf(deps), id);
  return row && (await presentRows(databaseOf(deps), [row]))[0];
}

/** The components of these ids that exist, in no particular order. */
export async function findComponents(deps: DatabaseDeps, ids: string[]): Promise<BuildComponent[]> {
  const db = databaseOf(deps);
  return presentRows(db, await findComponentRows(db, ids));
}

/**
 * The project summary's share: how many components there are, and the budget the overview
 * shows, each pound once: the project budget when one is set, else the top-level components'.
 */
export async function sumComponentBudgets(
  deps: DatabaseDeps,
): Promise<{ component_count: number; budget_total: number }> {
  const [components, project] = await Promise.all([
    listComponentRows(databaseOf(deps)).then(presentEveryRow),
    readProjectBudget(deps),
  ]);
  return {
    component_count: components.length,
    budget_total: project.budget ?? topLevelBudgetTotal(components),
  };
}

/**
 * Which design items and services count in each room's figures: child id to room id, for the
 * rooms that exist now (a room in the trash holds none).
 */
export async function listRoomOfChildren(deps: DatabaseDeps): Promise<Map<string, string>> {
  const components = presentEveryRow(await listComponentRows(databaseOf(deps)));
  return new Map(
    components.flatMap((component) =>
      component.parent_id ? [[component.id, component.parent_id] as const] : [],
    ),
  );
}

/** The ids of the design items and services a room holds (none for other types). */
export async function listChildIds(deps: DatabaseDeps, roomId: string): Promise<string[]> {
  return findChildIds(databaseOf(deps), roomId);
}

export async function listComponents(
  deps: DatabaseDeps,
  _principal: Principal,
): Promise<BuildComponent[]> {
  return presentEveryRow(await listComponentRows(databaseOf(deps)));
}

export async function getComponent(
  deps: DatabaseDeps,
  _principal: Principal,
  { type, id }: { type: ComponentType; id: string },
): Promise<BuildComponent> {
  const db = databaseOf(deps);
  const row = requireComponentOfType(await findComponentRow(db, id), type);
  return (await presentRows(db, [row]))[0]!;
}

export async function createComponent(
  deps: Pick<ComponentDeps, 'database'>,
  principal: Principal,
  input: z.output<typeof createComponentSchema>,
): Promise<BuildComponent> {
  assertCanEditType(principal, input.type);
  const now = new Date();
  const row = await writeChange(deps.database.db, principal.email, async (tx) => {
    await assertParentAllowed(tx, { type: input.type, parentId: input.parent_id });
    await checkLinkedContact(tx, input.contact_id);
    const created = await insertComponentRow(tx, {
      name: input.name,
      type: input.type,
      status: input.status,
      budget: input.budget,
      description: input.description ?? null,
      parentId: input.parent_id ?? null,
      contactId: input.contact_id ?? null,
      createdAt: now,
      updatedAt: now,
      createdBy: principal.email,
    });
    await createComponentSummary(tx, created.id);
    return { result: created, activity: componentActivity('created', created) };
  });
  return (await presentRows(deps.database.db, [row]))[0]!;
}

export async function updateComponent(
  deps: Pick<ComponentDeps, 'database'>,
  principal: Principal,
  input: { type: ComponentType; id: string; changes: z.output<typeof updateComponentSchema> },
): Promise<BuildComponent> {
  const { changes: body, ...params } = input;
  const { updated_at: seen, parent_id: parentId, contact_id: contactId, ...fields } = body;
  const changes = {
    ...fields,
    ...(parentId === undefined ? {} : { parentId }),
    ...(contactId === undefined ? {} : { contactId }),
  };
  const row = await writeFreshUpdate(deps.database.db, principal.email, {
    lock: async (tx) => {
      // NO KEY UPDATE: expense inserts (which take KEY SHARE through their foreign key) go on.
      const current = requireComponentOfType(
        await findComponentRow(tx, params.id, { lock: 'no key update' }),
        params.type,
      );
      assertCanEditType(principal, params.type);
      await assertParentAllowed(tx, { id: params.id, type: params.type, parentId });
      await checkLinkedContact(tx, contactId);
      return current;
    },
    version: (current) => current.updatedAt,
    seen,
    what: componentNouns[params.type],
    row: { table: 'components', id: params.id },
    write: async (tx, _current, updatedAt) => {
      const updated = await updateComponentRow(tx, params.id, { ...changes, updatedAt });
      return { result: updated, activity: componentActivity('updated', updated) };
    },
  });
  return (await presentRows(deps.database.db, [row]))[0]!;
}

/**
 * Moves a component to the trash with everything under it: its expenses, documents, ideas and
 * tasks (docs/domain.md#trash). A restore brings all of it back, totals included.
 */
export async function deleteComponent(
  deps: ComponentDeps,
  principal: Principal,
  params: { type: ComponentType; id: string },
): Promise<TrashEntry> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    // The summary lock first, in the same order as expense writes, so the two cannot deadlock.
    await lockComponentSummary(tx, params.id);
    const current = requireComponentOfType(
      await findComponentRow(tx, params.id, { lock: 'update' }),
      params.type,
    );
    assertCanEditType(principal, params.type);
    const activity = componentActivity('deleted', current);
    const trashed = await moveToTrash({ tx, trashHooks: deps.trashHooks }, principal, {
      resourceType: 'component',
      id: params.id,
      name: current.name,
      label: componentLabels[params.type],
      restoreRule: { capability: 'money.edit', component_type: params.type },
      activity,
    });
    return { result: trashed, activity };
  });
}

function componentActivity(action: ActivityAction, row: ComponentRow): ActivityRecord {
  return { action, resourceType: 'component', resourceName: row.name, resourceId: row.id };
}

function requireComponentOfType(row: ComponentRow | undefined, type: ComponentType): ComponentRow {
  // A component asked for under another type does not exist at that address.
  if (!row || row.type !== type) {
    throw new AppError('not_found', `No ${componentNouns[type]} with this id was found.`);
  }
  return row;
}

/** Every component's row as the API answers it: the live rooms are among them, no query. */
function presentEveryRow(rows: ComponentRow[]): BuildComponent[] {
  const rooms = new Set(rows.flatMap((row) => (row.type === 'room' ? [row.id] : [])));
  return rows.map((row) => toComponent(row, rooms));
}

/** Rows as the API answers them, each child's room read as none when it is not there now. */
async function presentRows(db: Database, rows: ComponentRow[]): Promise<BuildComponent[]> {
  const parentIds = [...new Set(rows.flatMap((row) => (row.parentId ? [row.parentId] : [])))];
  const liveRooms = await findRoomIds(db, parentIds);
  return rows.map((row) => toComponent(row, liveRooms));
}

/** The services a contact does: part of what a trade works on (decision 065). */
export async function listServiceIdsOfContact(
  deps: DatabaseDeps,
  contactId: string,
): Promise<string[]> {
  return findServiceIdsOfContact(databaseOf(deps), contactId);
}
