import type { FastifyInstance } from 'fastify';
import { backupRoutes } from './modules/backup/routes.ts';
import { buildComponentRoutes } from './modules/build-components/routes.ts';
import { creditRoutes } from './modules/credit/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { receiptRoutes } from './modules/expenses/receipt-routes.ts';
import { expenseRoutes } from './modules/expenses/routes.ts';
import { extractionRoutes } from './modules/extraction/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ideaRoutes } from './modules/ideas/routes.ts';
import { accessRoutes } from './modules/identity/access-routes.ts';
import { adminRoutes } from './modules/identity/admin-routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { insuranceRoutes } from './modules/insurance/routes.ts';
import { mailOutboxRoutes } from './modules/mail-outbox/routes.ts';
import { liveRoutes } from './modules/notifications/live-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { planningRoutes } from './modules/planning/routes.ts';
import { scheduleRoutes } from './modules/schedule/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { timelineRoutes } from './modules/timeline/routes.ts';
import { trashRoutes } from './modules/trash/routes.ts';

/** Every feature's routes, in one list, so none is forgotten by the access tests. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(fileRoutes);
  await app.register(identityRoutes);
  await app.register(accessRoutes);
  await app.register(adminRoutes);
  await app.register(mailOutboxRoutes);
  await app.register(backupRoutes);
  await app.register(buildComponentRoutes);
  await app.register(extractionRoutes);
  await app.register(expenseRoutes);
  await app.register(receiptRoutes);
  await app.register(documentRoutes);
  await app.register(notificationRoutes);
  await app.register(liveRoutes);
  await app.register(timelineRoutes);
  await app.register(insuranceRoutes);
  await app.register(creditRoutes);
  await app.register(settingsRoutes);
  await app.register(ideaRoutes);
  await app.register(scheduleRoutes);
  await app.register(planningRoutes);
  await app.register(trashRoutes);
}
