import { historyContract, trashContract } from '@hrt/shared/contracts/trash';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { readHistory } from '../activity/history.ts';
import { listTrash, previewTrash, purgeTrashEntry, restoreFromTrash } from './service.ts';

export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, trashContract, {
    list: ({ principal, query }) => listTrash(ctx, principal, query),
    preview: ({ principal, params }) => previewTrash(ctx, principal, params),
    restore: ({ principal, params }) => restoreFromTrash(ctx, principal, params.id),
    purge: ({ principal, params }) => purgeTrashEntry(ctx, principal, params.id),
  });
  mountContract(app, historyContract, {
    get: ({ principal, params }) => readHistory(ctx, principal, params),
  });
};
