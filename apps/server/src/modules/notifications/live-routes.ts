import { notificationsLiveContract } from '@hrt/shared/contracts/notifications-live';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import { LIVE_EVENT_CHANGE, LIVE_EVENT_RESET } from '@hrt/shared/schemas/live';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import { mountContract } from '../../http/mount-contract.ts';
import { ownContactOf } from '../../http/trade-scope.ts';
import { ACCESS_CHANNEL } from '../identity/allowlist/access-changes.ts';
import { type ActivityStream, createActivityStream } from './live-stream.ts';
import type { StreamedEvent } from './presenter.ts';
import { tradeEventFilter } from './trade-stream.ts';

/** Comments keep proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the client reconnects with its current token, so a
 * revoked user stops hearing about changes within minutes, not at the next reload.
 */
const MAX_STREAM_MS = 10 * 60_000;
const MAX_REPLAY = 500;

/** What one open stream needs from the plugin that holds every stream. */
interface StreamHost {
  /** What a trade's stream reads to tell its own rows. */
  deps: Pick<AppContext, 'database'>;
  stream: ActivityStream;
  /** Each open stream's end, with the e-mail of the user it speaks to. */
  open: Map<() => void, string>;
  /** Whether the stream's token still speaks for an allowed user with the same role. */
  stillAllowed(authorization: string, role: string): Promise<boolean>;
}

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const host: StreamHost = {
    deps: app.ctx,
    stream: createActivityStream(app.ctx.database),
    open: new Map(),
    async stillAllowed(authorization, role) {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
      if (!token) return false;
      const known = await app.identity.authenticator.authenticate(token).catch(() => null);
      return known?.principal?.role === role;
    },
  };
  // A changed allowlist entry ends that user's streams at once, on every instance: the
  // client reconnects and gets what its role now allows (or is refused). Started lazily.
  let accessWatch: Promise<() => Promise<void>> | undefined;
  const watchAccess = () => {
    accessWatch ??= app.ctx.database.listen(ACCESS_CHANNEL, (email) => {
      const changed = email.toLowerCase();
      for (const [end, listener] of host.open) if (listener === changed) end();
    });
    return accessWatch;
  };
  // Before the server stops accepting: open streams would otherwise hold the close up.
  app.addHook('preClose', async () => {
    for (const end of host.open.keys()) end();
  });
  app.addHook('onClose', async () => {
    const stop = await accessWatch?.catch(() => undefined);
    await stop?.();
    await host.stream.close();
  });

  mountContract(app, notificationsLiveContract, {
    events: async ({ principal, query, request, reply }) => {
      const header = request.headers['last-event-id'];
      await watchAccess();
      await streamChanges(host, {
        principal,
        lastEventId: (typeof header === 'string' ? header : undefined) ?? query.last_event_id,
        authorization: request.headers.authorization ?? '',
        reply,
      });
      return reply;
    },
  });
};

/** Opens one client's stream: replays what it missed, then sends every change as it comes. */
async function streamChanges(
  host: StreamHost,
  client: {
    principal: Principal;
    lastEventId: string | undefined;
    authorization: string;
    reply: FastifyReply;
  },
) {
  const { principal, lastEventId, authorization, reply } = client;
  const seen = new Set<string>();
  const queued: StreamedEvent[] = [];
  const seesFinance = canSeePersonalFinances(principal.role);
  let replaying = true;
  const raw = reply.raw;

  const write = ({ event, audience }: StreamedEvent) => {
    // Credit and personal insurance changes reach only the roles that may see them.
    if (audience !== null && !seesFinance) return;
    if (seen.has(event.id) || raw.writableEnded || raw.destroyed) return;
    seen.add(event.id);
    raw.write(`id: ${event.id}\nevent: ${LIVE_EVENT_CHANGE}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const send = tradeSender(host, principal, write);

  // Subscribe before replaying, so an event committed in between is not lost.
  const unsubscribe = await host.stream.subscribe((streamed) => {
    if (replaying) queued.push(streamed);
    else send(streamed);
  });

  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });
  raw.write('retry: 2000\n\n');

  if (lastEventId) {
    const missed = await host.stream.replayAfter(lastEventId, MAX_REPLAY).catch(() => undefined);
    if (missed) for (const event of missed) send(event);
    else raw.write(`event: ${LIVE_EVENT_RESET}\ndata: {}\n\n`);
  }
  replaying = false;
  for (const event of queued.splice(0)) send(event);

  const end = () => raw.end();
  // Each heartbeat also checks the token, session and allowlist again (as any request
  // would), in case a change was not announced: a signed-out session, an expired token.
  const heartbeat = setInterval(() => {
    void host.stillAllowed(authorization, principal.role).then((allowed) => {
      if (raw.writableEnded || raw.destroyed) return;
      if (allowed) raw.write(': keep-alive\n\n');
      else end();
    });
  }, HEARTBEAT_MS);
  const lifetime = setTimeout(end, MAX_STREAM_MS);
  host.open.set(end, principal.email.toLowerCase());
  raw.on('close', () => {
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
    host.open.delete(end);
  });
}

/**
 * The household is sent every event at once; a trade only the events about its own rows
 * (decision 065), checked one after another so they keep their order.
 */
function tradeSender(
  host: StreamHost,
  principal: Principal,
  write: (streamed: StreamedEvent) => void,
): (streamed: StreamedEvent) => void {
  const contactId = ownContactOf(principal);
  if (contactId === null) return write;
  const concernsTrade = tradeEventFilter(host.deps, contactId);
  let queue = Promise.resolve();
  return (streamed) => {
    const receivedAt = Date.now();
    queue = queue
      .then(async () => {
        if (await concernsTrade(streamed, receivedAt)) write(streamed);
      })
      // A failed read leaves the event unsent, as one that cannot be attributed.
      .catch(() => undefined);
  };
}
