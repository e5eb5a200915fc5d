import { AppError } from '@hrt/shared/errors';
import type { TrashHook } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { insertRows, restoreLink, rowExists } from '../../db/json-rows.ts';
import { type ForeignKeyEdge, tableShape } from '../../db/table-graph.ts';
import { groupByTable } from './group-rows.ts';
import type { TrashedRow } from './schema.ts';
import { appendRows, findEntryHolding, type TrashEntryRow } from './trash-repository.ts';

type Entry = TrashEntryRow;

/**
 * Puts an entry's rows back, parents first, then the links the delete cleared, then lets each
 * table's owner add back what the rows count for. A row whose parent is gone meanwhile:
 * - the item itself refuses (restore_parent_first: 'restore the room first');
 * - an optional link (who paid) is cleared;
 * - a row that went with the item (a dependency on a task deleted since) moves to the entry
 *   holding that parent, so restoring that one brings the row back; or is dropped when the
 *   parent is gone for good.
 */
export async function putBack(
  tx: Database,
  hooks: Record<string, TrashHook>,
  entry: Entry,
): Promise<void> {
  const held = new Set(entry.rows.map((item) => heldKey(item.table, item.row)));
  // Many rows point at the same parent (a room's expenses at one account): ask once each.
  const exists = new Map<string, Promise<boolean>>();
  const parentExists = (table: string, columns: string[], values: unknown[]) => {
    const key = `${table}:${JSON.stringify(values)}`;
    if (!exists.has(key)) exists.set(key, rowExists(tx, table, columns, values));
    return exists.get(key)!;
  };
  const kept: TrashedRow[] = [];
  const moved = new Map<string, TrashedRow[]>();
  for (const item of entry.rows) {
    const outcome = await checkParents(tx, entry, item, held, parentExists);
    if (outcome.kind === 'keep') kept.push({ table: item.table, row: outcome.row });
    else {
      held.delete(heldKey(item.table, item.row));
      if (outcome.kind === 'move') {
        moved.set(outcome.entryId, [...(moved.get(outcome.entryId) ?? []), item]);
      }
    }
  }
  const groups = groupByTable(kept);
  for (const [table, rows] of groups) await insertRows(tx, table, rows);
  for (const link of entry.links) await restoreLink(tx, link);
  for (const [table, rows] of groups) await hooks[table]?.afterRestore?.(tx, rows);
  for (const [entryId, rows] of moved) await appendRows(tx, entryId, rows);
}

type ParentCheck =
  | { kind: 'keep'; row: Record<string, unknown> }
  | { kind: 'move'; entryId: string }
  | { kind: 'drop' };

async function checkParents(
  tx: Database,
  entry: Entry,
  item: TrashedRow,
  held: Set<string>,
  parentExists: (table: string, columns: string[], values: unknown[]) => Promise<boolean>,
): Promise<ParentCheck> {
  let row = item.row;
  for (const edge of tableShape(item.table).parents) {
    const values = edge.columns.map((column) => row[column]);
    if (values.some((value) => value == null)) continue;
    if (heldByParentKey(held, edge, values)) continue;
    if (await parentExists(edge.parent, edge.parentColumns, values)) continue;
    if (edge.nullable) {
      row = { ...row, ...Object.fromEntries(edge.columns.map((column) => [column, null])) };
      continue;
    }
    const holder = await findEntryHolding(tx, String(values[0]));
    if (item.row.id === entry.resourceId) {
      throw new AppError(
        'restore_parent_first',
        holder
          ? `'${entry.name}' belongs to '${holder.name}', which is in the trash too. Restore '${holder.name}' first.`
          : `'${entry.name}' belonged to something that has been deleted for good, so it cannot be restored.`,
      );
    }
    return holder ? { kind: 'move', entryId: holder.id } : { kind: 'drop' };
  }
  return { kind: 'keep', row };
}

function heldKey(table: string, row: Record<string, unknown>): string {
  return `${table}:${JSON.stringify(tableShape(table).primaryKey.map((column) => row[column]))}`;
}

/** Whether the parent this key points at comes back in the same restore. */
function heldByParentKey(held: Set<string>, edge: ForeignKeyEdge, values: unknown[]): boolean {
  const primaryKey = tableShape(edge.parent).primaryKey;
  if (primaryKey.join(',') !== edge.parentColumns.join(',')) return false;
  return held.has(`${edge.parent}:${JSON.stringify(values)}`);
}
