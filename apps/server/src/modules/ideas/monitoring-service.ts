import { AppError } from '@hrt/shared/errors';
import { can } from '@hrt/shared/roles';
import type {
  CreateMonitoredItemInput,
  MonitoredItem,
  TestEmailResult,
  UpdateItemPreferenceInput,
  UserSettings,
} from '@hrt/shared/schemas/ideas';
import {
  createMonitoredItemSchema,
  IDEA_NO_LINK_TO_MONITOR,
  testEmailRequestSchema,
  updateItemPreferenceSchema,
} from '@hrt/shared/schemas/ideas';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { validationError } from '../../http/validation-error.ts';
import { writeChange } from '../activity/write-change.ts';
import { toItemPreference, toMonitoredItem } from './presenter.ts';
import { priceCheckSeams } from './price-check-job.ts';
import { checkOne } from './price-checks.ts';
import {
  findMonitorRow,
  type IdeaRow,
  listMonitorRows,
  listPriceChecks,
  listWatchedRows,
  type MonitoredRow,
  upsertMonitorRow,
} from './repository.ts';
import { requireIdea } from './service.ts';

/** What the price checks' services use of the app context. */
export type MonitoringDeps = Pick<AppContext, 'config' | 'database' | 'mailer' | 'metrics'>;

export async function listMonitoredItems(
  deps: Pick<MonitoringDeps, 'database'>,
  _principal: Principal,
  query: { component_id?: string | undefined },
): Promise<MonitoredItem[]> {
  return listItems(deps.database.db, query.component_id);
}

async function listItems(db: Database, componentId?: string): Promise<MonitoredItem[]> {
  const rows = await listMonitorRows(db, componentId);
  const checks = await listPriceChecks(
    db,
    rows.map((row) => row.idea.id),
  );
  return rows.map((row) => toMonitoredItem(row, checks));
}

/** Set Target: monitoring and alerts on, the target and the alert address; the alert re-arms. */
export async function createMonitoredItem(
  deps: Pick<MonitoringDeps, 'database'>,
  principal: Principal,
  input: CreateMonitoredItemInput,
): Promise<MonitoredItem> {
  const { db } = deps.database;
  const parsed = createMonitoredItemSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { idea_id, target_price, email } = parsed.data;
  await writeChange(db, principal.email, async (tx) => {
    const idea = requireLink(await requireIdea(tx, idea_id));
    await upsertMonitorRow(tx, {
      ideaId: idea.id,
      monitorPrice: true,
      emailAlerts: true,
      targetPrice: target_price,
      alertEmail: email,
      lastAlertedPrice: null,
      updatedAt: new Date(),
      createdBy: principal.email,
    });
    return {
      result: undefined,
      activity: { action: 'updated', resourceType: 'idea', resourceName: idea.name },
    };
  });
  return requireMonitoredItem(db, idea_id);
}

/** Monitoring reads the idea's shop page: one typed in without a link cannot be monitored. */
function requireLink(idea: IdeaRow): IdeaRow {
  if (idea.url === null) throw new AppError('conflict', IDEA_NO_LINK_TO_MONITOR);
  return idea;
}

async function requireMonitoredItem(db: Database, ideaId: string) {
  const items = await listItems(db);
  const item = items.find((entry) => entry.idea_id === ideaId);
  if (!item) throw new AppError('not_found', 'This idea is not monitored.');
  return item;
}

export async function getUserSettings(
  deps: Pick<MonitoringDeps, 'database'>,
  principal: Principal,
): Promise<UserSettings> {
  const rows = await listMonitorRows(deps.database.db);
  return {
    global_settings: { email: principal.email },
    item_preferences: rows.map(({ idea, monitor }) => toItemPreference(idea.id, monitor)),
  };
}

/**
 * Monitor and Alerts switches: alerts need monitoring, so
 * alerts on turns monitoring on and monitoring off turns alerts off, whatever the client sent.
 */
export async function updateItemPreference(
  deps: Pick<MonitoringDeps, 'database'>,
  principal: Principal,
  { ideaId, changes: input }: { ideaId: string; changes: UpdateItemPreferenceInput },
) {
  const parsed = updateItemPreferenceSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const wanted = parsed.data;
  const emailAlerts = wanted.email_alerts && wanted.monitor_price;
  const monitorPrice = wanted.monitor_price;
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const idea = await requireIdea(tx, ideaId);
    if (monitorPrice) requireLink(idea);
    const existing = await findMonitorRow(tx, ideaId);
    const target =
      wanted.target_price === undefined ? (existing?.targetPrice ?? null) : wanted.target_price;
    const saved = await upsertMonitorRow(tx, {
      ideaId,
      monitorPrice,
      emailAlerts,
      targetPrice: target,
      alertEmail: existing?.alertEmail ?? principal.email,
      // A new target starts over: its first crossing gets an alert.
      lastAlertedPrice:
        target === (existing?.targetPrice ?? null) ? (existing?.lastAlertedPrice ?? null) : null,
      updatedAt: new Date(),
      createdBy: existing?.createdBy ?? principal.email,
    });
    return {
      result: toItemPreference(ideaId, saved),
      activity: { action: 'updated', resourceType: 'idea', resourceName: idea.name },
    };
  });
}

/** 'Check now' for one idea: the same check the schedule runs, without waiting for it. */
export async function checkIdeaNow(deps: MonitoringDeps, _principal: Principal, ideaId: string) {
  const seams = priceCheckSeams(deps);
  requireLink(await requireIdea(seams.db, ideaId));
  const [row]: MonitoredRow[] = await listWatchedRows(seams.db, ideaId);
  if (!row) throw new AppError('conflict', 'Turn on monitoring for this idea first.');
  await checkOne(seams, row, { retryDelaysMs: [] });
  return requireMonitoredItem(seams.db, ideaId);
}

/**
 * The test-email action: sends a message and says how mail is set up (never the secrets).
 * Only people who manage users (who set mail up) may send it to someone else or learn the
 * mail server's host and port; anyone else tests their own address (decision 020).
 */
export async function sendTestEmail(
  deps: Pick<MonitoringDeps, 'config' | 'mailer'>,
  principal: Principal,
  input: { email?: unknown },
): Promise<TestEmailResult> {
  const { mailer, config } = deps;
  const parsed = testEmailRequestSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { email } = parsed.data;
  const managesMail = can(principal.role, 'users.manage');
  if (!managesMail && email.toLowerCase() !== principal.email.toLowerCase()) {
    throw new AppError(
      'forbidden',
      `You can send a test email only to your own address (${principal.email}).`,
    );
  }
  const email_config = {
    smtp_server: managesMail ? (config.smtp?.host ?? null) : null,
    smtp_port: managesMail ? (config.smtp?.port ?? null) : null,
    smtp_username_configured: Boolean(config.smtp?.auth?.user),
    smtp_password_configured: Boolean(config.smtp?.auth?.pass),
  };
  await mailer.send({
    to: email,
    subject: 'Test email from Home Renovation Tracker price alerts',
    text: 'Price alerts will arrive at this address. Prices are checked twice daily at 8 AM and 8 PM UTC.',
  });
  if (mailer.mode === 'outbox') {
    return {
      success: false,
      message: 'No SMTP server is configured: the test email is waiting in the outbox (Admin).',
      email_config,
    };
  }
  return { success: true, message: `Test email sent to ${email}`, email_config };
}
