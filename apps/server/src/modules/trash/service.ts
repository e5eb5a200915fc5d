import { AppError } from '@hrt/shared/errors';
import {
  canRestoreTrash,
  canSeePersonalFinances,
  canUseTrash,
  type RestoreRule,
} from '@hrt/shared/policies';
import {
  describeTrashContents,
  TRASH_DAYS,
  type TrashEntry,
  type TrashPage,
  type TrashPreview,
  type TrashResourceType,
  type trashListQuerySchema,
  trashResourceTypeLabels,
} from '@hrt/shared/schemas/trash';
import type { z } from 'zod';
import type { AppContext, TrashHook } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { deleteRows } from '../../db/json-rows.ts';
import { tableShape } from '../../db/table-graph.ts';
import { type DatabaseDeps, databaseOf, withTransaction } from '../../db/transaction.ts';
import type { Principal } from '../../http/access.ts';
import { type ActivityRecord, markEventsTrashed, writeChange } from '../activity/write-change.ts';
import { captureTree, countContents } from './capture.ts';
import { groupByTable } from './group-rows.ts';
import { toTrashEntry } from './presenter.ts';
import { putBack } from './put-back.ts';
import type { TrashedRow } from './schema.ts';
import {
  deleteEntry,
  findEntry,
  findTrashedKeys as findTrashedKeyRows,
  findTrashedRows as findTrashedTableRows,
  insertEntry,
  listEntries,
  listExpiredEntries,
  type TrashEntryRow,
} from './trash-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the trash's services use of the app context. */
export type TrashDeps = Pick<AppContext, 'database' | 'fileStore' | 'trashHooks'>;

/** A delete's move to the trash runs in the feature's transaction, with the owners' hooks. */
export type TrashMoveDeps = Pick<AppContext, 'trashHooks'> & { tx: Database };

/** The table each kind of deleted item lives in. */
const trashTables: Record<TrashResourceType, string> = {
  expense: 'expenses',
  component: 'components',
  document: 'component_documents',
  receipt: 'stored_files',
  idea: 'ideas',
  task: 'tasks',
  insurance: 'insurance_policies',
  credit_account: 'credit_accounts',
  timeline_entry: 'timeline_entries',
  timeline_photo: 'timeline_photos',
  contact: 'contacts',
};

/** One delete, as the feature that owns the item describes it. */
export interface TrashRequest {
  resourceType: TrashResourceType;
  id: string;
  name: string;
  /** The kind in words when more precise than the type's ('Room' for a component). */
  label?: string;
  /** Who may restore it: whoever could delete it. */
  restoreRule: RestoreRule;
  /** What the feed says of the delete; a restore says it again as 'restored'. */
  activity: ActivityRecord;
}

/**
 * Moves an item and what goes with it to the trash, inside the delete's transaction (the
 * feature's writeChange, which records the delete): the rows leave every list and total at
 * once, their files stay in the store until the purge.
 */
export async function moveToTrash(
  deps: TrashMoveDeps,
  principal: Principal,
  request: TrashRequest,
): Promise<TrashEntry> {
  const { tx, trashHooks: hooks } = deps;
  const capture = await captureTree(tx, trashTables[request.resourceType], request.id);
  if (!capture) throw new AppError('not_found', 'This item no longer exists.');
  assertMayMoveFinances(hooks, principal, capture.rows, request.name, 'delete');
  const groups = groupByTable(capture.rows);
  for (const [table, rows] of [...groups].reverse()) {
    await deleteRows(tx, table, tableShape(table).primaryKey, rows);
  }
  for (const [table, rows] of groups) await hooks[table]?.afterRemove?.(tx, rows);
  const root = capture.rows.find((item) => item.row.id === request.id)!;
  const rowIds = capture.rows.flatMap((item) =>
    typeof item.row.id === 'string' ? [item.row.id] : [],
  );
  await markEventsTrashed(tx, rowIds, true);
  const deletedAt = new Date();
  const entry = await insertEntry(tx, {
    resourceType: request.resourceType,
    resourceId: request.id,
    label: request.label ?? trashResourceTypeLabels[request.resourceType],
    name: request.name,
    deletedAt,
    deletedBy: principal.email,
    purgeAt: new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS),
    restoreRule: request.restoreRule,
    audience: request.activity.audience ?? null,
    activity: {
      resourceType: request.activity.resourceType,
      resourceName: request.activity.resourceName,
      audience: request.activity.audience ?? null,
    },
    rows: capture.rows,
    links: capture.links,
    rowIds,
    storageKeys: [...groups].flatMap(([table, rows]) => hooks[table]?.storageKeys?.(rows) ?? []),
    contents: countContents(capture.rows, root),
  });
  return toTrashEntry(entry, mayRestore(hooks, principal, entry));
}

/** What a delete would take with it, for the confirmation. */
export async function previewTrash(
  deps: Pick<TrashDeps, 'database'>,
  _principal: Principal,
  params: { resource_type: TrashResourceType; resource_id: string },
): Promise<TrashPreview> {
  const capture = await captureTree(
    deps.database.db,
    trashTables[params.resource_type],
    params.resource_id,
  );
  const root = capture?.rows.find((item) => item.row.id === params.resource_id);
  if (!capture || !root) throw new AppError('not_found', 'This item no longer exists.');
  const name = String(root.row.name ?? root.row.title ?? '');
  const contents = countContents(capture.rows, root);
  return { name, contents, description: describeTrashContents(name, contents) };
}

function assertMayUseTrash(principal: Principal): void {
  if (!canUseTrash(principal.role)) {
    throw new AppError('forbidden', 'Only those who may delete things can see the trash.');
  }
}

export async function listTrash(
  deps: Pick<TrashDeps, 'database' | 'trashHooks'>,
  principal: Principal,
  query: z.output<typeof trashListQuerySchema>,
): Promise<TrashPage> {
  assertMayUseTrash(principal);
  const page = await listEntries(deps.database.db, {
    limit: query.limit,
    cursor: query.cursor,
    seesFinances: canSeePersonalFinances(principal.role),
  });
  return {
    items: page.rows.map((row) => toTrashEntry(row, mayRestore(deps.trashHooks, principal, row))),
    next_cursor: page.nextCursor,
  };
}

/** Restores an entry: the item and everything deleted with it, totals included. */
export async function restoreFromTrash(
  deps: Pick<TrashDeps, 'database' | 'trashHooks'>,
  principal: Principal,
  id: string,
): Promise<TrashEntry> {
  assertMayUseTrash(principal);
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const entry = await findEntry(tx, id, { lock: true });
    if (!entry || !visibleTo(entry.audience, principal)) {
      throw new AppError('not_found', 'This item is no longer in the trash.');
    }
    if (!canRestoreTrash(principal.role, entry.restoreRule)) {
      throw new AppError('forbidden', 'Only those who may delete this may restore it.');
    }
    assertMayMoveFinances(deps.trashHooks, principal, entry.rows, entry.name, 'restore');
    await putBack(tx, deps.trashHooks, entry);
    await markEventsTrashed(tx, entry.rowIds, false);
    await deleteEntry(tx, entry.id);
    return {
      result: toTrashEntry(entry, true),
      activity: {
        action: 'restored',
        resourceType: entry.activity.resourceType as ActivityRecord['resourceType'],
        resourceName: entry.activity.resourceName,
        audience: entry.activity.audience ?? undefined,
        resourceId: entry.resourceId,
      },
    };
  });
}

/** Deletes an entry and its files for good (the owner's 'Delete forever'). */
export async function purgeTrashEntry(
  deps: Pick<TrashDeps, 'database' | 'fileStore'>,
  _principal: Principal,
  id: string,
): Promise<void> {
  await purgeEntry(deps, id);
}

async function purgeEntry(deps: Pick<TrashDeps, 'database' | 'fileStore'>, id: string) {
  const keys = await withTransaction(deps.database.db, async (tx) => {
    const entry = await findEntry(tx, id, { lock: true });
    if (!entry) throw new AppError('not_found', 'This item is no longer in the trash.');
    await deleteEntry(tx, entry.id);
    return entry.storageKeys;
  });
  await forgetFiles(deps, keys);
}

/** The purge job's work: entries whose TRASH_DAYS are over, and their files, for good. */
export async function purgeExpiredTrash(
  deps: Pick<TrashDeps, 'database' | 'fileStore'>,
  now: Date,
): Promise<{ purged: number }> {
  const expired = await listExpiredEntries(deps.database.db, now);
  for (const entry of expired) await purgeEntry(deps, entry.id).catch(ignoreGone);
  return { purged: expired.length };
}

function ignoreGone(error: unknown): void {
  if (error instanceof AppError && error.code === 'not_found') return;
  throw error;
}

async function forgetFiles(deps: Pick<TrashDeps, 'fileStore'>, keys: string[]): Promise<void> {
  // After the commit: a failed delete leaves a file the start-up sweep removes later.
  await Promise.allSettled(keys.map((key) => deps.fileStore.delete(key)));
}

/**
 * A delete or restore that would move an account's balance (decision 019) is refused to a role
 * that may not see personal finances, before anything is written, as deleting the expense
 * itself is. A restore is refused even when the account has been deleted since (its payment
 * would come back without it): the answer then does not tell whether the account still exists.
 */
function assertMayMoveFinances(
  hooks: Record<string, TrashHook>,
  principal: Principal,
  rows: TrashedRow[],
  name: string,
  verb: 'delete' | 'restore',
): void {
  if (mayMoveFinances(hooks, principal, rows)) return;
  throw new AppError(
    'forbidden',
    `'${name}' includes a payment from a personal account, so only the owner or a project manager can ${verb} it.`,
  );
}

function mayMoveFinances(
  hooks: Record<string, TrashHook>,
  principal: Principal,
  rows: TrashedRow[],
): boolean {
  if (canSeePersonalFinances(principal.role)) return true;
  return ![...groupByTable(rows)].some(([table, group]) =>
    hooks[table]?.movesPersonalFinances?.(group),
  );
}

/** What the list's Restore button follows: the same two checks as the restore. */
function mayRestore(
  hooks: Record<string, TrashHook>,
  principal: Principal,
  entry: TrashEntryRow,
): boolean {
  return (
    canRestoreTrash(principal.role, entry.restoreRule) &&
    mayMoveFinances(hooks, principal, entry.rows)
  );
}

function visibleTo(audience: string | null, principal: Principal): boolean {
  return audience !== 'finance' || canSeePersonalFinances(principal.role);
}

/** Which of these storage keys a trash entry still holds (the start-up sweep keeps them). */
export async function findTrashedKeys(deps: DatabaseDeps, keys: string[]): Promise<string[]> {
  return findTrashedKeyRows(databaseOf(deps), keys);
}

/** The rows of one table held in the trash, with the entry holding each. */
export async function findTrashedRows(deps: DatabaseDeps, table: string) {
  return findTrashedTableRows(databaseOf(deps), table);
}
