import { tableGraph } from '../../db/table-graph.ts';

/** Every table of the app's drizzle schema, parents before children (foreign keys). */
export function listSchemaTables(): string[] {
  return [...tableGraph().values()].sort((a, b) => a.rank - b.rank).map((shape) => shape.name);
}
