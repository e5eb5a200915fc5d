import type { AppContext } from '../../app-context.ts';
import { ownItemIdsOf, PUBLIC_RESOURCE_TYPES } from '../trade-scope/own-items.ts';
import type { StreamedEvent } from './presenter.ts';

/**
 * Whether an event on a trade's live stream concerns its own rows (decision 065), as its
 * notifications do: the public journal, or a row of its own. An event naming no row cannot be
 * attributed and is not sent. The trade's rows are read again when an event names one it did
 * not know of and arrived after the last read (it may be a row just given to it), so a burst
 * of the household's events costs at most one read.
 */
export function tradeEventFilter(deps: Pick<AppContext, 'database'>, contactId: string) {
  let own = new Set<string>();
  let readAt = Number.NEGATIVE_INFINITY;
  return async (streamed: StreamedEvent, receivedAt: number): Promise<boolean> => {
    if (PUBLIC_RESOURCE_TYPES.includes(streamed.event.resource_type)) return true;
    const id = streamed.resourceId;
    if (!id) return false;
    if (own.has(id) || receivedAt < readAt) return own.has(id);
    readAt = Date.now();
    own = await ownItemIdsOf(deps, contactId);
    return own.has(id);
  };
}
