import type { Database } from '../../db/client.ts';
import { findComponents } from '../build-components/service.ts';
import {
  insertMissingSummaryRows,
  listSummaryIds,
  lockSummaryRows,
} from './summaries-repository.ts';

/**
 * Takes the row locks on these components' summaries, in id order so that two writers never
 * wait on each other in a cycle. Every expense write calls this before touching an expense,
 * which serialises writers per component across all server instances. A missing summary row
 * (a component written by some other path) is created first for a component that exists, so
 * there is always a row to lock.
 */
export async function lockSummaries(tx: Database, componentIds: string[]): Promise<void> {
  const ids = [...new Set(componentIds)].sort();
  if (!ids.length) return;
  const present = new Set(await listSummaryIds(tx, ids));
  const missing = ids.filter((id) => !present.has(id));
  if (missing.length) {
    const components = await findComponents({ tx }, missing);
    await insertMissingSummaryRows(
      tx,
      components.map((component) => component.id),
    );
  }
  await lockSummaryRows(tx, ids);
}
