import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/** One foreign key, by SQL names: `columns` of `table` point at `parentColumns` of `parent`. */
export interface ForeignKeyEdge {
  table: string;
  columns: string[];
  parent: string;
  parentColumns: string[];
  onDelete: 'cascade' | 'set null' | 'restrict' | 'no action' | 'set default';
  /** Whether every column of the key may be null (a link that can be cleared). */
  nullable: boolean;
}

/** A table as the generic row tools (the trash) need it. */
export interface TableShape {
  name: string;
  primaryKey: string[];
  /** The foreign keys of this table (its parents). */
  parents: ForeignKeyEdge[];
  /** The foreign keys of other tables pointing here (its children). */
  children: ForeignKeyEdge[];
  /** Its place in an order where parents come before children. */
  rank: number;
}

let graph: Map<string, TableShape> | undefined;

/** The app's tables and their foreign keys, read once from the drizzle schema. */
export function tableGraph(): Map<string, TableShape> {
  graph ??= buildGraph();
  return graph;
}

export function tableShape(name: string): TableShape {
  const shape = tableGraph().get(name);
  if (!shape) throw new Error(`Unknown table ${name}`);
  return shape;
}

function buildGraph(): Map<string, TableShape> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const shapes = new Map<string, TableShape>();
  const edges: ForeignKeyEdge[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const primaryKey = config.primaryKeys.length
      ? config.primaryKeys[0]!.columns.map((column) => column.name)
      : config.columns.filter((column) => column.primary).map((column) => column.name);
    const parents = config.foreignKeys.map((foreignKey): ForeignKeyEdge => {
      const reference = foreignKey.reference();
      return {
        table: config.name,
        columns: reference.columns.map((column) => column.name),
        parent: getTableConfig(reference.foreignTable).name,
        parentColumns: reference.foreignColumns.map((column) => column.name),
        onDelete: foreignKey.onDelete ?? 'no action',
        nullable: reference.columns.every((column) => !column.notNull),
      };
    });
    edges.push(...parents);
    shapes.set(config.name, { name: config.name, primaryKey, parents, children: [], rank: 0 });
  }
  for (const edge of edges) shapes.get(edge.parent)?.children.push(edge);
  orderParentsFirst(shapes).forEach((name, rank) => {
    shapes.get(name)!.rank = rank;
  });
  return shapes;
}

/** A stable topological order: alphabetical among tables whose parents are all placed. */
function orderParentsFirst(shapes: Map<string, TableShape>): string[] {
  const placed: string[] = [];
  const remaining = new Set([...shapes.keys()].sort());
  while (remaining.size) {
    const ready = [...remaining].filter((name) =>
      shapes
        .get(name)!
        .parents.every((edge) => edge.parent === name || !remaining.has(edge.parent)),
    );
    if (!ready.length) throw new Error(`Foreign keys form a cycle among ${[...remaining]}`);
    for (const name of ready) {
      placed.push(name);
      remaining.delete(name);
    }
  }
  return placed;
}
