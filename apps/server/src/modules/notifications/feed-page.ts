import type { Notification } from '@hrt/shared/schemas/notifications';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import { type FeedReader, listActionEvents, type listFeed } from '../activity/feed.ts';
import { findComponents } from '../build-components/service.ts';
import { findDisplayNames } from '../identity/display-names.ts';
import { toNotification } from './presenter.ts';

type FeedRow = Awaited<ReturnType<typeof listFeed>>[number];
type NotificationDeps = Pick<AppContext, 'database'>;

const actionKey = (event: FeedRow) => `${event.actionId} ${event.actorEmail}`;

/** The changes of each item's action the reader may see, by action and actor. */
async function eventsOfActions(deps: NotificationDeps, reader: FeedReader, items: FeedRow[]) {
  const actions = items.flatMap((item) =>
    item.actionId ? [{ actionId: item.actionId, actorEmail: item.actorEmail }] : [],
  );
  const events = await listActionEvents(deps.database.db, reader, actions);
  const byAction = new Map<string, FeedRow[]>();
  for (const event of events) {
    const key = actionKey(event);
    byAction.set(key, [...(byAction.get(key) ?? []), event]);
  }
  return byAction;
}

/** The components the page's changes are about that still exist, by id with their type. */
async function componentTypesOf(deps: NotificationDeps, events: FeedRow[]) {
  const ids = events.flatMap((event) =>
    event.resourceType === 'component' && event.resourceId ? [event.resourceId] : [],
  );
  if (!ids.length) return new Map<string, string>();
  const components = await findComponents(deps, [...new Set(ids)]);
  return new Map(components.map((component) => [component.id, component.type as string]));
}

/** A page of feed items, each with its action's changes, names and links, as the reader sees it. */
export async function presentFeedPage(
  deps: NotificationDeps,
  user: Principal,
  page: { reader: FeedReader; readAt: Date | null; items: FeedRow[] },
): Promise<Notification[]> {
  const byAction = await eventsOfActions(deps, page.reader, page.items);
  const everyEvent = [...page.items, ...[...byAction.values()].flat()];
  const [names, componentTypes] = await Promise.all([
    findDisplayNames(
      deps.database.db,
      page.items.map((item) => item.actorEmail),
    ),
    componentTypesOf(deps, everyEvent),
  ]);
  const context = {
    role: user.role,
    readAt: page.readAt,
    seesFinance: page.reader.seesFinance,
    names,
    componentTypes,
  };
  return page.items.map((item) =>
    toNotification(
      item,
      item.actionId ? (byAction.get(actionKey(item)) ?? [item]) : [item],
      context,
    ),
  );
}
