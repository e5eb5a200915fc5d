import { healthSchema } from '@hrt/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StorageUnavailableError } from '../../storage/file-store.ts';

/** Public wording per reason; the full message (with the address) goes to the log. */
const storageDetails: Record<StorageUnavailableError['reason'], string> = {
  unreachable: 'The file store (S3) cannot be reached.',
  bucket_missing: 'The file store bucket does not exist.',
  access_denied: 'The file store refused access: check its credentials.',
  not_writable: 'The file store directory is not writable.',
};

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
      const [db, storageError] = await Promise.all([
        probe(() => database.ping()),
        fileStore.check().then(
          () => undefined,
          (error: unknown) => error,
        ),
      ]);
      const ok = db === 'ok' && !storageError;
      if (storageError) app.log.error({ err: storageError }, 'health: the file store failed');
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { status: db, kind: database.kind },
        storage: storageError
          ? {
              status: 'error',
              kind: fileStore.kind,
              detail:
                storageError instanceof StorageUnavailableError
                  ? storageDetails[storageError.reason]
                  : 'The file store failed.',
            }
          : { status: 'ok', kind: fileStore.kind },
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
