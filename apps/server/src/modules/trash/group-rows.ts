import type { JsonRow } from '../../db/json-rows.ts';
import { tableShape } from '../../db/table-graph.ts';
import type { TrashedRow } from './schema.ts';

/** The rows by table, tables in the order parents come before children. */
export function groupByTable(rows: TrashedRow[]): Map<string, JsonRow[]> {
  const groups = new Map<string, JsonRow[]>();
  const sorted = [...rows].sort((a, b) => tableShape(a.table).rank - tableShape(b.table).rank);
  for (const { table, row } of sorted) {
    const group = groups.get(table);
    if (group) group.push(row);
    else groups.set(table, [row]);
  }
  return groups;
}
