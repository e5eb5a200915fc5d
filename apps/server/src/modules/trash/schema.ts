import type { RestoreRule } from '@hrt/shared/policies';
import type { TrashContents } from '@hrt/shared/schemas/trash';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/schema/columns.ts';

/** A row as it was when it went to the trash: its table and its columns (row_to_json). */
export interface TrashedRow {
  table: string;
  row: Record<string, unknown>;
}

/**
 * A link the delete cleared (a foreign key set to null) on a row that stayed: put back on
 * restore when the row is still there and still empty.
 */
export interface TrashedLink {
  table: string;
  key: Record<string, unknown>;
  column: string;
  value: unknown;
}

/** What the feed said of the delete, said again (as 'restored') by a restore. */
export interface TrashedActivity {
  resourceType: string;
  resourceName: string | null;
  audience: 'finance' | null;
}

/**
 * Deleted items (decision 030): each entry holds the rows of the item and of what
 * went with it, as JSON, until a restore puts them back or the purge job forgets them and
 * their files, TRASH_DAYS after the delete.
 */
export const trashEntries = pgTable(
  'trash_entries',
  {
    id: id(),
    resourceType: text('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    label: text('label').notNull(),
    name: text('name').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedBy: text('deleted_by').notNull(),
    purgeAt: timestamp('purge_at', { withTimezone: true, mode: 'date' }).notNull(),
    restoreRule: jsonb('restore_rule').$type<RestoreRule>().notNull(),
    /** 'finance': seen only by the roles that see personal finances; null: every editor. */
    audience: text('audience'),
    activity: jsonb('activity').$type<TrashedActivity>().notNull(),
    /** Parents before children, so a restore inserts them in this order. */
    rows: jsonb('rows').$type<TrashedRow[]>().notNull(),
    links: jsonb('links').$type<TrashedLink[]>().notNull(),
    /** The `id` of every row held: the feed hides their events, a restore finds parents here. */
    rowIds: jsonb('row_ids').$type<string[]>().notNull(),
    /** The files the rows own, deleted from the store only when the entry is purged. */
    storageKeys: jsonb('storage_keys').$type<string[]>().notNull(),
    contents: jsonb('contents').$type<TrashContents>().notNull(),
  },
  (table) => [
    index('trash_entries_deleted_idx').on(table.deletedAt, table.id),
    index('trash_entries_purge_idx').on(table.purgeAt),
    index('trash_entries_resource_idx').on(table.resourceId),
  ],
);
