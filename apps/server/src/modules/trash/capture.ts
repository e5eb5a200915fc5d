import { emptyTrashContents, type TrashContents } from '@hrt/shared/schemas/trash';
import type { Database } from '../../db/client.ts';
import { type JsonRow, selectRows } from '../../db/json-rows.ts';
import { type ForeignKeyEdge, tableShape } from '../../db/table-graph.ts';
import type { TrashedLink, TrashedRow } from './schema.ts';

/**
 * Keys that make a row part of its parent for the trash although the database refuses the
 * parent's delete while they exist: a component's expenses go to the trash with it, while a
 * raw delete of a component with expenses stays impossible.
 */
const BELONGS_TO_PARENT = new Set(['expenses.component_id']);

/** Stored files are owned by the rows that point at them: they go and come back with them. */
const FILES_TABLE = 'stored_files';

/** An item and everything that goes to the trash with it. */
export interface Capture {
  /** Parents before children: the order a restore inserts them in. */
  rows: TrashedRow[];
  /** Links from rows that stay (a foreign key the delete sets to null). */
  links: TrashedLink[];
}

/**
 * Walks the foreign keys from one row: the rows that would go with it (cascading keys, the keys
 * above, and the stored files they own), and the links of other rows it would clear.
 * Undefined when the row does not exist.
 */
export async function captureTree(
  db: Database,
  table: string,
  id: string,
): Promise<Capture | undefined> {
  const root = await selectRows(db, table, ['id'], [[id]]);
  if (!root.length) return undefined;
  const held = new Map<string, JsonRow>();
  const keyOf = (name: string, row: JsonRow) =>
    `${name}:${JSON.stringify(tableShape(name).primaryKey.map((column) => row[column]))}`;
  const hold = (name: string, rows: JsonRow[]) => {
    const fresh = rows.filter((row) => !held.has(keyOf(name, row)));
    for (const row of fresh) held.set(keyOf(name, row), { ...row, __table: name });
    return fresh;
  };
  const candidateLinks: TrashedLink[] = [];
  const queue: [string, JsonRow[]][] = [[table, hold(table, root)]];
  while (queue.length) {
    const [name, rows] = queue.shift()!;
    for (const edge of tableShape(name).children) {
      const children = await selectRows(db, edge.table, edge.columns, keysOf(rows, edge));
      if (!children.length) continue;
      if (edge.onDelete === 'cascade' || belongs(edge)) {
        const fresh = hold(edge.table, children);
        if (fresh.length) queue.push([edge.table, fresh]);
      } else if (edge.onDelete === 'set null') {
        candidateLinks.push(...children.map((child) => linkOf(edge, child)));
      }
      // 'restrict' and 'no action': the delete is refused while such rows exist, as before.
    }
    for (const edge of tableShape(name).parents.filter((edge) => edge.parent === FILES_TABLE)) {
      const ids = rows.map((row) => row[edge.columns[0]!]).filter((value) => value != null);
      if (!ids.length) continue;
      const files = await selectRows(
        db,
        FILES_TABLE,
        ['id'],
        ids.map((value) => [value]),
      );
      const fresh = hold(FILES_TABLE, files);
      if (fresh.length) queue.push([FILES_TABLE, fresh]);
    }
  }
  const rows = [...held.values()]
    .map(({ __table, ...row }) => ({ table: __table as string, row }))
    .sort((a, b) => tableShape(a.table).rank - tableShape(b.table).rank);
  // A link from a row that goes too comes back with that row.
  const links = candidateLinks.filter((link) => !held.has(keyOf(link.table, link.key)));
  return { rows, links };
}

function belongs(edge: ForeignKeyEdge): boolean {
  return BELONGS_TO_PARENT.has(`${edge.table}.${edge.columns.join(',')}`);
}

function keysOf(rows: JsonRow[], edge: ForeignKeyEdge): unknown[][] {
  return rows.map((row) => edge.parentColumns.map((column) => row[column]));
}

function linkOf(edge: ForeignKeyEdge, child: JsonRow): TrashedLink {
  const key = Object.fromEntries(
    tableShape(edge.table).primaryKey.map((column) => [column, child[column]]),
  );
  return { table: edge.table, key, column: edge.columns[0]!, value: child[edge.columns[0]!] };
}

/** What went with the item, counted for the trash list and the confirmation. */
export function countContents(rows: TrashedRow[], root: TrashedRow): TrashContents {
  const contents = { ...emptyTrashContents };
  for (const entry of rows) {
    if (entry.table === 'expenses' && entry.row.receipt_file_id) contents.receipts += 1;
    if (entry === root) continue;
    if (entry.table === 'expenses') contents.expenses += 1;
    if (entry.table === 'component_documents') contents.documents += 1;
    if (entry.table === 'ideas') contents.ideas += 1;
    if (entry.table === 'tasks') contents.tasks += 1;
    if (entry.table === 'timeline_photos') contents.photos += 1;
  }
  return contents;
}
