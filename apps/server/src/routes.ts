import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { buildComponentRoutes } from './modules/build-components/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { expenseRoutes } from './modules/expenses/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';

/** Every feature's routes, in one list, so none is forgotten by the access tests. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(fileRoutes);
  await app.register(identityRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(buildComponentRoutes);
  await app.register(expenseRoutes);
  await app.register(receiptRoutes);
  await app.register(documentRoutes);
  await app.register(notificationRoutes);
}
