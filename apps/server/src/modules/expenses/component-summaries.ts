import type { Database } from '../../db/client.ts';
import { insertSummaryRow, lockSummaryRows } from './summaries-repository.ts';

// A component's expense summary row over its life, for build-components: expenses owns the
// component_summaries table and keeps its figures; build-components makes a component's row
// when it creates the component and takes it away when it deletes one (inside its transaction).
// This file imports nothing of build-components, so the two modules form no import cycle.

/** The new component's empty summary row, in the transaction that creates the component. */
export async function createComponentSummary(tx: Database, componentId: string): Promise<void> {
  await insertSummaryRow(tx, componentId);
}

/**
 * Locks the component's summary row. Every expense write takes the same lock first, so a
 * delete that has counted no expenses cannot race with an insert into the component.
 */
export async function lockComponentSummary(tx: Database, componentId: string): Promise<void> {
  await lockSummaryRows(tx, [componentId]);
}
