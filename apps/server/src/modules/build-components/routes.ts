import { buildComponentsContract } from '@hrt/shared/contracts/build-components';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import {
  createComponent,
  deleteComponent,
  getComponent,
  listComponents,
  updateComponent,
} from './service.ts';

export const buildComponentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, buildComponentsContract, {
    list: { handler: () => listComponents(ctx.database.db), plainJson: true },
    create: ({ principal, body }) => createComponent(ctx, principal, body),
    get: ({ params }) => getComponent(ctx.database.db, params.type, params.id),
    update: ({ principal, params, body }) => updateComponent(ctx, principal, params, body),
    remove: ({ principal, params }) => deleteComponent(ctx, principal, params),
  });
};
