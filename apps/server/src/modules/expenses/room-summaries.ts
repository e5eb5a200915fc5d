import { sumPounds } from '@hrt/shared/domain/money';
import type { ExpenseSummaries, ExpenseSummary } from '@hrt/shared/schemas/expense-list';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import { listChildIds, listRoomOfChildren } from '../build-components/service.ts';
import { toSummary } from './presenter.ts';
import { findSummaryRow, listSummaryRows } from './summaries-repository.ts';

// A room's figures hold its design items' and services' (decision 057): each component keeps
// its own summary row, written by its expenses; a room's answer adds its children's rows when
// read, so no write has to know about rooms and a room back from the trash has them again.

/** Every component's figures, each room's with its children's added. */
export async function readSummariesWithRooms(deps: DatabaseDeps): Promise<ExpenseSummaries> {
  const db = databaseOf(deps);
  const [rows, roomOfChild] = await Promise.all([listSummaryRows(db), listRoomOfChildren(deps)]);
  const own = new Map(rows.map((row) => [row.componentId, toSummary(row)]));
  const partsOf = new Map([...own].map(([id, summary]) => [id, [summary]]));
  for (const [childId, roomId] of roomOfChild) {
    const child = own.get(childId);
    if (child) partsOf.get(roomId)?.push(child);
  }
  return Object.fromEntries([...partsOf].map(([id, parts]) => [id, addSummaries(parts)]));
}

/**
 * One component's figures with its children's (a room's), or undefined when it has no summary
 * row (no such component).
 */
export async function readSummaryWithChildren(
  deps: DatabaseDeps,
  componentId: string,
): Promise<ExpenseSummary | undefined> {
  const db = databaseOf(deps);
  const row = await findSummaryRow(db, componentId);
  if (!row) return undefined;
  const childIds = await listChildIds(deps, componentId);
  const childRows = await Promise.all(childIds.map((id) => findSummaryRow(db, id)));
  return addSummaries([row, ...childRows].map(toSummary));
}

/** Field by field, in pence. */
function addSummaries(parts: ExpenseSummary[]): ExpenseSummary {
  const sum = (field: Exclude<keyof ExpenseSummary, 'count'>) =>
    sumPounds(parts.map((part) => part[field]));
  return {
    count: parts.reduce((count, part) => count + part.count, 0),
    total: sum('total'),
    unpaid_total: sum('unpaid_total'),
    committed_total: sum('committed_total'),
    amount_paid: sum('amount_paid'),
    amount_due_committed: sum('amount_due_committed'),
    amount_due_speculative: sum('amount_due_speculative'),
    vat_total: sum('vat_total'),
  };
}
