import { canUseTrash } from '@hrt/shared/policies';
import { can, type Role } from '@hrt/shared/roles';
import type { NotificationLink } from '@hrt/shared/schemas/notifications';

/** What a link needs of an event. */
export interface LinkedEvent {
  action: string;
  resourceType: string;
  resourceId: string | null;
}

/** Where each kind of item is shown: its own page for a component, else the page listing it. */
const placeOf: Readonly<Record<string, NotificationLink>> = {
  component: place('/rooms', 'Open rooms'),
  expense: place('/expenses', 'Open expenses'),
  task: place('/schedule', 'Open the schedule'),
  document: place('/rooms', 'Open rooms'),
  quote: place('/rooms', 'Open rooms'),
  idea: place('/rooms', 'Open rooms'),
  insurance: place('/insurances', 'Open insurance'),
  credit_account: place('/credit-tracking', 'Open credit tracking'),
  timeline_entry: place('/timeline', 'Open the timeline'),
  contact: place('/contacts', 'Open contacts'),
  // The budget and its contingency head the rooms overview, where they are set.
  project_budget: place('/rooms', 'Open rooms'),
};

function place(href: string, label: string): NotificationLink {
  return { href, label, gone: false };
}

const NOWHERE: NotificationLink = { href: null, label: 'Nothing to open', gone: false };

/** What the reader may open, and the components that still exist, by id with their type. */
export interface LinkContext {
  role: Role;
  componentTypes: ReadonlyMap<string, string>;
}

/** A deleted item: the trash, for those who may use it, is where it can still be found. */
function deletedLink(role: Role): NotificationLink {
  return canUseTrash(role)
    ? { href: '/trash', label: 'Deleted: see the trash', gone: true }
    : { href: null, label: 'Deleted', gone: true };
}

/** The item's page, or the trash (or nothing) when it was deleted. */
export function linkOf(event: LinkedEvent, context: LinkContext): NotificationLink {
  if (event.action === 'deleted') return deletedLink(context.role);
  if (event.resourceType === 'owner') {
    return can(context.role, 'users.manage') ? place('/admin', 'Open admin') : NOWHERE;
  }
  if (event.resourceType === 'component' && event.resourceId) {
    const type = context.componentTypes.get(event.resourceId);
    if (!type) return { href: null, label: 'No longer exists', gone: true };
    return place(`/rooms/${type}/${event.resourceId}`, 'Open component');
  }
  return placeOf[event.resourceType] ?? NOWHERE;
}

/**
 * Where an action of several changes happened: the page listing its first change's kind (the
 * schedule for a plan or a move, the expenses for a batch), the trash when all were deletes.
 */
export function placeOfAction(events: readonly LinkedEvent[], context: LinkContext) {
  const [first] = events;
  if (!first) return NOWHERE;
  if (events.every((event) => event.action === 'deleted')) return deletedLink(context.role);
  if (first.resourceType === 'owner') return linkOf(first, context);
  return placeOf[first.resourceType] ?? NOWHERE;
}
