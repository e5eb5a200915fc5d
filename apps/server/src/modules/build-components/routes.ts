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
    list: { handler: ({ principal }) => listComponents(ctx, principal), plainJson: true },
    create: ({ principal, body }) => createComponent(ctx, principal, body),
    get: ({ principal, params }) => getComponent(ctx, principal, params),
    update: ({ principal, params, body }) =>
      updateComponent(ctx, principal, { ...params, changes: body }),
    remove: ({ principal, params }) => deleteComponent(ctx, principal, params),
  });
};
