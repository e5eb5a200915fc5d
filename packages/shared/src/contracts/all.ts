import { backupContract } from './backup.ts';
import { buildComponentsContract } from './build-components.ts';
import { contactsContract } from './contacts.ts';
import { creditContract } from './credit.ts';
import { documentsContract } from './documents.ts';
import type { Endpoint } from './endpoint.ts';
import { expensePaymentsContract, expensesContract, receiptsContract } from './expenses.ts';
import { extractionContract } from './extraction.ts';
import { filesContract } from './files.ts';
import { healthContract } from './health.ts';
import { ideasContract } from './ideas.ts';
import { ideaPriceChecksContract } from './ideas-price-checks.ts';
import { allowlistContract } from './identity/allowlist.ts';
import { invitationsContract } from './identity/invitations.ts';
import { oidcContract } from './identity/oidc.ts';
import { ownerSetupContract } from './identity/owner-setup.ts';
import { sessionsContract } from './identity/sessions.ts';
import { insuranceContract } from './insurance.ts';
import { mailOutboxContract } from './mail-outbox.ts';
import { notificationsContract } from './notifications.ts';
import { notificationsLiveContract } from './notifications-live.ts';
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
  backup: backupContract,
  buildComponents: buildComponentsContract,
  contacts: contactsContract,
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
  identityAllowlist: allowlistContract,
  identityInvitations: invitationsContract,
  identityOidc: oidcContract,
  identityOwnerSetup: ownerSetupContract,
  identitySessions: sessionsContract,
  insurance: insuranceContract,
  mailOutbox: mailOutboxContract,
  notifications: notificationsContract,
  notificationsLive: notificationsLiveContract,
  planning: planningContract,
  receipts: receiptsContract,
  schedule: scheduleContract,
  settings: settingsContract,
  timeline: timelineContract,
  trash: trashContract,
};
