import { accessContract } from './access.ts';
import { adminContract } from './admin.ts';
import { backupContract } from './backup.ts';
import { buildComponentsContract } from './build-components.ts';
import { creditContract } from './credit.ts';
import { documentsContract } from './documents.ts';
import type { Endpoint } from './endpoint.ts';
import { expensePaymentsContract, expensesContract, receiptsContract } from './expenses.ts';
import { extractionContract } from './extraction.ts';
import { filesContract } from './files.ts';
import { healthContract } from './health.ts';
import { ideasContract } from './ideas.ts';
import { ideaPriceChecksContract } from './ideas-price-checks.ts';
import { identityContract } from './identity.ts';
import { insuranceContract } from './insurance.ts';
import { invitationsContract } from './invitations.ts';
import { liveContract } from './live.ts';
import { mailOutboxContract } from './mail-outbox.ts';
import { notificationsContract } from './notifications.ts';
import { planningContract } from './planning.ts';
import { scheduleContract } from './schedule.ts';
import { settingsContract } from './settings.ts';
import { timelineContract } from './timeline.ts';
import { historyContract, trashContract } from './trash.ts';

/**
 * Every feature's contract, one line each (keep them in alphabetical order). The server's
 * route-to-contract test and the property-based contract test walk this list, so an endpoint
 * that is not here is not tested.
 */
export const allContracts: Record<string, Record<string, Endpoint>> = {
  access: accessContract,
  admin: adminContract,
  backup: backupContract,
  buildComponents: buildComponentsContract,
  credit: creditContract,
  documents: documentsContract,
  expensePayments: expensePaymentsContract,
  expenses: expensesContract,
  extraction: extractionContract,
  files: filesContract,
  health: healthContract,
  history: historyContract,
  ideaPriceChecks: ideaPriceChecksContract,
  ideas: ideasContract,
  identity: identityContract,
  insurance: insuranceContract,
  invitations: invitationsContract,
  live: liveContract,
  mailOutbox: mailOutboxContract,
  notifications: notificationsContract,
  planning: planningContract,
  receipts: receiptsContract,
  schedule: scheduleContract,
  settings: settingsContract,
  timeline: timelineContract,
  trash: trashContract,
};
