import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../../db/schema/columns.ts';
import { buildComponents } from '../build-components/schema.ts';

const optionalMoney = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A product idea from a shop page, kept per component. */
export const ideas = pgTable(
  'ideas',
  {
    id: id(),
    componentId: uuid('component_id')
      .notNull()
      .references(() => buildComponents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** null: the shop page showed no clear price ('N/A'). */
    price: optionalMoney('price'),
    currency: text('currency').notNull().default('GBP'),
    /** null: typed in by hand without a shop link (such an idea cannot be price-monitored). */
    url: text('url'),
    /** The shop's address of the picture, as the page gave it. */
    imageUrl: text('image_url'),
    /**
     * The app's own copy of the picture (storage key `idea-images/<uuid>`), kept when the idea
     * was saved so the card still shows it after the shop changes or removes the page.
     */
    imageKey: text('image_key'),
    retailer: text('retailer'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ...auditColumns,
  },
  (table) => [index('ideas_component_idx').on(table.componentId, table.createdAt)],
);

/**
 * Price monitoring of one idea, shared by the household (one watcher per idea). The alert
 * state (`last_alerted_price`) is what keeps alerts to the first time at or below target and
 * each further drop, however many checks run.
 */
export const ideaMonitors = pgTable(
  'idea_monitors',
  {
    ideaId: uuid('idea_id')
      .primaryKey()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    monitorPrice: boolean('monitor_price').notNull().default(false),
    emailAlerts: boolean('email_alerts').notNull().default(false),
    targetPrice: optionalMoney('target_price'),
    alertEmail: text('alert_email'),
    currentPrice: optionalMoney('current_price'),
    lastChecked: timestamp('last_checked', { withTimezone: true, mode: 'date' }),
    lastCheckError: text('last_check_error'),
    /** The price the last alert announced; null: none sent since the target was (re)set. */
    lastAlertedPrice: optionalMoney('last_alerted_price'),
    ...auditColumns,
  },
  (table) => [
    check(
      'idea_monitors_target_check',
      sql`${table.targetPrice} is null or ${table.targetPrice} >= 0`,
    ),
  ],
);

/** One row per check of a monitored idea: the price history drawn as a chart. */
export const ideaPriceChecks = pgTable(
  'idea_price_checks',
  {
    id: id(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    /** null when the page showed no clear price or could not be fetched (see error). */
    price: optionalMoney('price'),
    error: text('error'),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('idea_price_checks_idea_idx').on(table.ideaId, table.checkedAt)],
);
