import { healthSchema } from '@hrt/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the database and the file store answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { database, fileStore } = app.ctx;
      const [db, storage] = await Promise.all([
        probe(() => database.ping()),
        probe(() => fileStore.check()),
      ]);
      const ok = db === 'ok' && storage === 'ok';
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { status: db, kind: database.kind },
        storage: { status: storage },
      });
    },
  );
};

async function probe(check: () => Promise<void>): Promise<'ok' | 'error'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'error';
  }
}
