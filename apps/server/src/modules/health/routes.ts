import { healthContract } from '@hrt/shared/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { checkHealth } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  mountContract(app, healthContract, {
    check: async ({ reply }) => {
      const health = await checkHealth({ ...app.ctx, log: app.log });
      reply.status(health.status === 'ok' ? 200 : 503);
      return health;
    },
  });
};
