import { LIVE_EVENT_CHANGE, LIVE_EVENT_RESET } from '@hrt/shared/schemas/live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import { createActivityStream, type StreamedEvent } from './live-stream.ts';
import { feedReaderOf } from './service.ts';

/** Comments keep proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the client reconnects with its current token, so a
 * revoked user stops hearing about changes within minutes, not at the next reload.
 */
const MAX_STREAM_MS = 10 * 60_000;
const MAX_REPLAY = 500;

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const stream = createActivityStream(app.ctx.database);
  const open = new Set<() => void>();
  // Before the server stops accepting: open streams would otherwise hold the close up.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.addHook('onClose', () => stream.close());

  app.get(
    '/api/events',
    {
      config: { access: 'project.read' },
      schema: {
        tags: ['notifications'],
        summary:
          'Server-sent events: every change as it is committed (event "change"); send Last-Event-ID to resume',
        querystring: z.object({ last_event_id: z.uuid().optional() }),
        headers: z.object({ 'last-event-id': z.uuid().optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'] ?? request.query.last_event_id;
      const seen = new Set<string>();
      const queued: StreamedEvent[] = [];
      const reader = feedReaderOf(requirePrincipal(request));
      let replaying = true;
      const raw = reply.raw;

      const send = ({ event, audience }: StreamedEvent) => {
        // Credit and personal insurance changes reach only the roles that may see them.
        if (audience !== null && !reader.seesFinance) return;
        if (seen.has(event.id)) return;
        seen.add(event.id);
        raw.write(
          `id: ${event.id}\nevent: ${LIVE_EVENT_CHANGE}\ndata: ${JSON.stringify(event)}\n\n`,
        );
      };

      // Subscribe before replaying, so an event committed in between is not lost.
      const unsubscribe = await stream.subscribe((streamed) => {
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
        const missed = await stream.replayAfter(lastEventId, MAX_REPLAY).catch(() => undefined);
        if (missed) for (const event of missed) send(event);
        else raw.write(`event: ${LIVE_EVENT_RESET}\ndata: {}\n\n`);
      }
      replaying = false;
      for (const event of queued.splice(0)) send(event);

      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => raw.end(), MAX_STREAM_MS);
      const end = () => raw.end();
      open.add(end);
      raw.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        open.delete(end);
      });
    },
  );
};
