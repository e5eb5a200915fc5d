import { AppError } from '@hrt/shared/errors';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import type {
  History,
  HistoryEntry,
  HistoryFieldChange,
  HistoryResourceType,
} from '@hrt/shared/schemas/history';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import { findDisplayNames } from '../identity/display-names.ts';
import { type Field, historyFields, personalWhile, settingFields } from './history-fields.ts';
import { listEventsOfResource } from './repository.ts';

/** Enough for a year of weekly edits; older changes are still in the activity records. */
const HISTORY_LIMIT = 200;

/**
 * An item's changes from the activity records, newest first: who (with their display name, as
 * the feed names them), when, and each field's old and new value in words, as far as the
 * reader's role may see them (changesVisibleTo); a credit account's history is refused outright.
 */
export async function readHistory(
  deps: Pick<AppContext, 'database'>,
  principal: Principal,
  params: { resource_type: HistoryResourceType; resource_id: string },
): Promise<History> {
  const seesFinances = canSeePersonalFinances(principal.role);
  if (params.resource_type === 'credit_account' && !seesFinances) {
    throw new AppError('forbidden', 'Only those who manage the finances see an account’s history.');
  }
  const events = await listEventsOfResource(
    deps.database.db,
    params.resource_type,
    params.resource_id,
    HISTORY_LIMIT,
  );
  const type = params.resource_type;
  const names = await findDisplayNames(
    deps.database.db,
    events.map((event) => event.actorEmail),
  );
  return {
    items: events.flatMap((event) => {
      const recorded = describeChanges(type, event.changes ?? {});
      const visible = seesFinances ? (event.changes ?? {}) : changesVisibleTo(type, event);
      if (!visible) return [];
      const changes = describeChanges(type, visible);
      // An update of hidden fields only would still say that something hidden changed, and when.
      if (recorded.length > 0 && changes.length === 0) return [];
      return [toHistoryEntry(event, changes, names)];
    }),
  };
}

type ActivityEvent = Awaited<ReturnType<typeof listEventsOfResource>>[number];
type RecordedChanges = Record<string, [unknown, unknown]>;

/**
 * What an event changed, field by field in words, as far as the reader may see it: the same
 * labels, formats and finance rule as the item's history (the feed's "what changed" line); a
 * setting's change (the project budget) with the words of its dialog.
 */
export function visibleChangesOf(
  event: Pick<ActivityEvent, 'resourceType' | 'audience' | 'changes'>,
  seesFinances: boolean,
): HistoryFieldChange[] {
  if (!event.changes) return [];
  const setting = Object.hasOwn(settingFields, event.resourceType)
    ? settingFields[event.resourceType]
    : undefined;
  if (setting) return describeFields(setting, event.changes);
  if (!Object.hasOwn(historyFields, event.resourceType)) return [];
  const type = event.resourceType as HistoryResourceType;
  const visible = seesFinances ? event.changes : changesVisibleTo(type, event);
  return visible ? describeChanges(type, visible) : [];
}

/**
 * An event as a role that may not see personal finances reads it, or null when it may not read
 * it at all: an event about personal finances (a personal policy's) is left out, an expense's
 * paid-by account too, and of a row that moved into or out of its personal state the values of
 * that side. To such a reader a policy that became a contractor's appears as if new, and one
 * that became personal is gone from the moment it moved.
 */
function changesVisibleTo(
  type: HistoryResourceType,
  event: Pick<ActivityEvent, 'audience' | 'changes'>,
): RecordedChanges | null {
  if (event.audience === 'finance') return null;
  const changes = event.changes ?? {};
  const personal = personalWhile[type];
  const [wasPersonal, isPersonal] = personal
    ? (changes[personal.column] ?? []).map((value) => value === personal.value)
    : [];
  const visible: RecordedChanges = {};
  for (const [column, [before, after]] of Object.entries(changes)) {
    if (historyFields[type][column]?.personalFinance) continue;
    const shown: [unknown, unknown] = [wasPersonal ? null : before, isPersonal ? null : after];
    if (shown[0] != null || shown[1] != null) visible[column] = shown;
  }
  return visible;
}

function toHistoryEntry(
  event: ActivityEvent,
  changes: HistoryFieldChange[],
  names: ReadonlyMap<string, string>,
): HistoryEntry {
  return {
    id: event.id,
    action: event.action as HistoryEntry['action'],
    actor_email: event.actorEmail,
    actor_name: names.get(event.actorEmail) ?? null,
    at: event.createdAt.toISOString(),
    changes,
  };
}

function describeChanges(type: HistoryResourceType, changes: RecordedChanges) {
  return describeFields(historyFields[type], changes);
}

/** 'Amount paid: £120.00 -> £340.00', as data: the form's label and both values in words. */
function describeFields(
  fields: Readonly<Record<string, Field>>,
  changes: RecordedChanges,
): HistoryFieldChange[] {
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
