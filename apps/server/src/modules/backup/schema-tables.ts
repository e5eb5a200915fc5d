import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/** Every table of the app's drizzle schema, parents before children (foreign keys). */
export function listSchemaTables(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const parentsOf = new Map<string, Set<string>>();
  for (const table of tables) {
    const config = getTableConfig(table);
    const parents = new Set<string>();
    for (const foreignKey of config.foreignKeys) {
      const parent = getTableConfig(foreignKey.reference().foreignTable).name;
      if (parent !== config.name) parents.add(parent);
    }
    parentsOf.set(config.name, parents);
  }
  return orderParentsFirst(parentsOf);
}

/** A stable topological order: alphabetical among tables whose parents are all placed. */
export function orderParentsFirst(parentsOf: Map<string, Set<string>>): string[] {
  const placed: string[] = [];
  const remaining = new Set([...parentsOf.keys()].sort());
  while (remaining.size) {
    const ready = [...remaining].filter((name) =>
      [...(parentsOf.get(name) ?? [])].every((parent) => !remaining.has(parent)),
    );
    if (!ready.length) throw new Error(`Foreign keys form a cycle among ${[...remaining]}`);
    for (const name of ready) {
      placed.push(name);
      remaining.delete(name);
    }
  }
  return placed;
}
