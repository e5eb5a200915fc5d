import { canSeePersonalFinances } from '@hrt/shared/policies';
import type { Notification } from '@hrt/shared/schemas/notifications';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import { ownContactOf } from '../../http/trade-scope.ts';
import { countUnread, type FeedReader, listFeed } from '../activity/feed.ts';
import { findReadMark, setLastSeen, setReadMark } from '../identity/account-marks.ts';
import { ownItemIdsOf, PUBLIC_RESOURCE_TYPES } from '../trade-scope/own-items.ts';
import { presentFeedPage } from './feed-page.ts';

/** What the notifications' services use of the app context. */
export type NotificationDeps = Pick<AppContext, 'database'>;

/**
 * Events about personal finances reach only the roles that may see them; a trade hears only of
 * its own items and the public journal (decision 065).
 */
async function feedReaderOf(deps: NotificationDeps, user: Principal): Promise<FeedReader> {
  const reader = { email: user.email, seesFinance: canSeePersonalFinances(user.role) };
  const contactId = ownContactOf(user);
  if (contactId === null) return reader;
  const resourceIds = [...(await ownItemIdsOf(deps, contactId))];
  return { ...reader, onlyAbout: { resourceIds, resourceTypes: PUBLIC_RESOURCE_TYPES } };
}

/**
 * A user's feed is other people's actions (each a create, update or delete, or many made as
 * one); unread means newer than the user's last 'Mark all read', counted per action
 * (docs/domain.md#notifications).
 */
export async function countUnreadNotifications(deps: NotificationDeps, user: Principal) {
  const [readAt, reader] = await Promise.all([
    findReadMark(deps.database.db, user.accountId),
    feedReaderOf(deps, user),
  ]);
  return { count: await countUnread(deps.database.db, reader, readAt) };
}

export async function listNotifications(
  deps: NotificationDeps,
  user: Principal,
  query: { limit: number; before?: string | undefined; before_id?: string | undefined },
): Promise<Notification[]> {
  const db = deps.database.db;
  const reader = await feedReaderOf(deps, user);
  const [readAt, items] = await Promise.all([
    findReadMark(db, user.accountId),
    listFeed(db, reader, query.limit, {
      at: query.before ? new Date(query.before) : undefined,
      id: query.before_id,
    }),
  ]);
  return presentFeedPage(deps, user, { reader, readAt, items });
}

export async function markNotificationsRead(deps: NotificationDeps, user: Principal) {
  await setReadMark(deps.database.db, user.accountId, new Date());
}

export async function recordLastVisit(deps: NotificationDeps, user: Principal) {
  await setLastSeen(deps.database.db, user.accountId, new Date());
}
