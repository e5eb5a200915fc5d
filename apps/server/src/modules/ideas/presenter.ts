import type { Idea, ItemPreference, MonitoredItem } from '@hrt/shared/schemas/ideas';
import { signedPictureUrl } from './picture-copy.ts';
import type { IdeaRow, MonitoredRow, MonitorRow, PriceCheckRow } from './repository.ts';

/** `signingSecret` signs the link to the app's own copy of the picture, when one was kept. */
export function toIdea(row: IdeaRow, signingSecret: string): Idea {
  return {
    id: row.id,
    component_id: row.componentId,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    url: row.url,
    // The app's own copy when one was kept: it outlives the shop's page.
    image_url: row.imageKey ? signedPictureUrl(signingSecret, row.id) : row.imageUrl,
    retailer: row.retailer,
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
  };
}

/** A monitored idea with its price history: `checks` may hold other ideas' checks too. */
export function toMonitoredItem(
  { idea, monitor }: MonitoredRow,
  checks: PriceCheckRow[],
): MonitoredItem {
  return {
    idea_id: idea.id,
    component_id: idea.componentId,
    current_price: monitor.currentPrice,
    target_price: monitor.targetPrice,
    last_checked: monitor.lastChecked?.toISOString() ?? null,
    price_history: checks
      .filter((check) => check.ideaId === idea.id)
      .map((check) => ({ price: check.price, checked_at: check.checkedAt.toISOString() })),
    monitor_price: monitor.monitorPrice,
    email_alerts: monitor.emailAlerts,
    alert_email: monitor.alertEmail,
  };
}

export function toItemPreference(ideaId: string, monitor: MonitorRow): ItemPreference {
  return {
    idea_id: ideaId,
    monitor_price: monitor.monitorPrice,
    email_alerts: monitor.emailAlerts,
    target_price: monitor.targetPrice,
  };
}
