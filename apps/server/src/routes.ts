import type { FastifyInstance } from 'fastify';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';

/** Every feature's routes, in one list, so none is forgotten by the access tests. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(fileRoutes);
}
