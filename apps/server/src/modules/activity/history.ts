import { AppError } from '@hrt/shared/errors';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import type {
  History,
  HistoryEntry,
  HistoryFieldChange,
  HistoryResourceType,
} from '@hrt/shared/schemas/history';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { historyFields } from './history-fields.ts';
import { listEventsOfResource } from './repository.ts';

/** Enough for a year of weekly edits; older changes are still in the activity records. */
const HISTORY_LIMIT = 200;

/**
 * An item's changes from the activity records, newest first: who, when, and each field's old
 * and new value in words. Personal finances' events are left out for roles that may not see
 * them; a credit account's history is refused outright.
 */
export async function readHistory(
  db: Database,
  principal: Principal,
  params: { resource_type: HistoryResourceType; resource_id: string },
): Promise<History> {
  const seesFinances = canSeePersonalFinances(principal.role);
  if (params.resource_type === 'credit_account' && !seesFinances) {
    throw new AppError('forbidden', 'Only those who manage the finances see an account’s history.');
  }
  const events = await listEventsOfResource(
    db,
    params.resource_type,
    params.resource_id,
    HISTORY_LIMIT,
  );
  return {
    items: events
      .filter((event) => seesFinances || event.audience !== 'finance')
      .map((event) => toHistoryEntry(params.resource_type, event)),
  };
}

function toHistoryEntry(
  type: HistoryResourceType,
  event: Awaited<ReturnType<typeof listEventsOfResource>>[number],
): HistoryEntry {
  return {
    id: event.id,
    action: event.action as HistoryEntry['action'],
    actor_email: event.actorEmail,
    at: event.createdAt.toISOString(),
    changes: describeChanges(type, event.changes ?? {}),
  };
}

/** 'Amount paid: £120.00 -> £340.00', as data: the form's label and both values in words. */
export function describeChanges(
  type: HistoryResourceType,
  changes: Record<string, [unknown, unknown]>,
): HistoryFieldChange[] {
  const fields = historyFields[type];
  return Object.entries(fields).flatMap(([column, field]) => {
    const change = changes[column];
    if (!change) return [];
    const [before, after] = change;
    return [
      {
        field: column,
        label: field.label,
        before: before == null || before === '' ? null : field.format(before),
        after: after == null || after === '' ? null : field.format(after),
      },
    ];
  });
}
