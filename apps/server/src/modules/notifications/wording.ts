import type { HistoryFieldChange } from '@hrt/shared/schemas/history';
import { activityResourceTypeLabels } from '@hrt/shared/schemas/notifications';

/** What the words need of an event. */
export interface WordedEvent {
  action: string;
  resourceType: string;
  resourceName: string | null;
}

const resourceLabels: Readonly<Record<string, string>> = activityResourceTypeLabels;

/** 'task', 'insurance policy'; a type the feed does not know reads as stored. */
function typeLabel(type: string): string {
  return Object.hasOwn(resourceLabels, type) ? (resourceLabels[type] as string) : type;
}

/** '31 tasks', '1 insurance policy', '2 timeline entries'. */
function countOf(count: number, type: string): string {
  const label = typeLabel(type);
  if (count === 1) return `1 ${label}`;
  return `${count} ${label.endsWith('y') ? `${label.slice(0, -1)}ies` : `${label}s`}`;
}

/** "updated task 'Strip out'", or "updated task" for a change with no name. */
export function describeEvent(event: WordedEvent): string {
  const name = event.resourceName?.trim();
  return `${event.action} ${typeLabel(event.resourceType)}${name ? ` '${name}'` : ''}`;
}

/** The verb for an action's changes: 'saved' for adds and edits, else what they all were. */
function verbOf(actions: ReadonlySet<string>): string {
  if ([...actions].every((action) => action === 'created' || action === 'updated')) return 'saved';
  if (actions.size > 1) return 'changed';
  const [only] = actions;
  return only === 'restored' ? 'put back' : (only as string);
}

/**
 * The line that stands for an action of several changes, from what its changes were: tasks added
 * together are a plan applied, tasks updated together a move carrying the tasks that follow
 * (its first change is the task moved), anything else counted by kind.
 */
export function describeAction(actor: string, events: readonly WordedEvent[]): string {
  const [first] = events;
  if (!first) return actor;
  if (events.length === 1) return `${actor} ${describeEvent(first)}`;
  const types = new Set(events.map((event) => event.resourceType));
  if (types.size > 1) return `${actor} made ${events.length} changes`;
  const actions = new Set(events.map((event) => event.action));
  const others = events.length - 1;
  if (first.resourceType === 'task' && actions.size === 1 && actions.has('created')) {
    return `${actor} applied a plan: ${countOf(events.length, 'task')} added`;
  }
  if (first.resourceType === 'task' && actions.size === 1 && actions.has('updated')) {
    const follows = others === 1 ? 'task that follows it' : 'tasks that follow it';
    return `${actor} moved ${first.resourceName ?? 'a task'} and ${others} ${follows}`;
  }
  return `${actor} ${verbOf(actions)} ${countOf(events.length, first.resourceType)}`;
}

/** Fields whose values say what they are ('Planned', 'Committed'): no label needed. */
const SELF_EXPLAINING = new Set(['status', 'status_id', 'committed']);

/** 'budget', but 'RRP' and 'VAT rate' keep their capitals. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]?.toLowerCase() + label.slice(1) : label;
}

const valuesOf = (change: HistoryFieldChange) =>
  `${change.before ?? 'none'} -> ${change.after ?? 'none'}`;

function describeFieldChange(change: HistoryFieldChange): string {
  const label = inSentence(change.label);
  // A value shown only as 'set' (a receipt, a component) says nothing more than that it changed.
  if (change.before === change.after) return `${label} changed`;
  return SELF_EXPLAINING.has(change.field) ? valuesOf(change) : `${label} ${valuesOf(change)}`;
}

/** "Kitchen units: budget £9,000.00 -> £9,500.00, Planned -> In Progress"; null for no change. */
export function describeChanges(
  name: string | null,
  changes: readonly HistoryFieldChange[],
): string | null {
  if (!changes.length) return null;
  const parts = changes.map(describeFieldChange).join(', ');
  return name?.trim() ? `${name.trim()}: ${parts}` : parts;
}

/**
 * The project's one-of-a-kind settings, by resource type: how a line names one, and the field
 * that is the setting's own figure (it reads without its label, as the name says what it is).
 */
const settings: Readonly<Record<string, { name: string; figure: string }>> = {
  project_budget: { name: 'the project budget', figure: 'budget' },
};

/**
 * "changed the project budget: £27,500.00 -> £30,000.00, contingency 10% -> 12.5%": a setting
 * has no name to tell it by, so its figures are its line. Null for anything but a setting.
 */
export function describeSettingChange(
  type: string,
  changes: readonly HistoryFieldChange[],
): string | null {
  const setting = Object.hasOwn(settings, type) ? settings[type] : undefined;
  if (!setting) return null;
  const parts = changes.map((change) =>
    change.field === setting.figure ? valuesOf(change) : describeFieldChange(change),
  );
  return `changed ${setting.name}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
