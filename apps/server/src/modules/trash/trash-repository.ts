import { AppError } from '@hrt/shared/errors';
import { and, desc, eq, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { type TrashedRow, trashEntries } from './schema.ts';

export type TrashEntryRow = typeof trashEntries.$inferSelect;
export type TrashEntryInsert = typeof trashEntries.$inferInsert;

export async function insertEntry(tx: Database, entry: TrashEntryInsert): Promise<TrashEntryRow> {
  const [row] = await tx.insert(trashEntries).values(entry).returning();
  return row!;
}

export async function findEntry(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TrashEntryRow | undefined> {
  const query = db.select().from(trashEntries).where(eq(trashEntries.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function deleteEntry(tx: Database, id: string): Promise<void> {
  await tx.delete(trashEntries).where(eq(trashEntries.id, id));
}

/** Newest first, by (deleted_at, id); the cursor is opaque: base64url "<ms>:<id>". */
export async function listEntries(
  db: Database,
  options: { limit: number; cursor?: string; seesFinances: boolean },
): Promise<{ rows: TrashEntryRow[]; nextCursor: string | null }> {
  const conditions: SQL[] = [];
  if (!options.seesFinances) {
    conditions.push(or(isNull(trashEntries.audience), ne(trashEntries.audience, 'finance'))!);
  }
  if (options.cursor) {
    const after = decodeCursor(options.cursor);
    conditions.push(
      or(
        lt(trashEntries.deletedAt, after.deletedAt),
        and(eq(trashEntries.deletedAt, after.deletedAt), lt(trashEntries.id, after.id)),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(trashEntries)
    .where(and(...conditions))
    .orderBy(desc(trashEntries.deletedAt), desc(trashEntries.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > options.limit && last
      ? Buffer.from(`${last.deletedAt.getTime()}:${last.id}`).toString('base64url')
      : null;
  return { rows: page, nextCursor };
}

function decodeCursor(cursor: string): { deletedAt: Date; id: string } {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{1,15}):([0-9a-f-]{36})$/i.exec(decoded);
  if (!match) throw new AppError('validation_failed', 'The page cursor is not valid.');
  return { deletedAt: new Date(Number(match[1])), id: match[2]! };
}

export async function listExpiredEntries(db: Database, now: Date) {
  return db
    .select({ id: trashEntries.id })
    .from(trashEntries)
    .where(lte(trashEntries.purgeAt, now));
}

/** Which of these storage keys a trash entry still holds (the start-up sweep keeps them). */
export async function findTrashedKeys(db: Database, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`select distinct k.key from trash_entries e,
          jsonb_array_elements_text(e.storage_keys) as k(key)
        where k.key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`,
  );
  return rows.map((row) => row.key);
}

/**
 * The rows of one table held in the trash, with the entry holding each. Entries holding none
 * are skipped before their rows are unpacked (the schedule asks on every list).
 */
export async function findTrashedRows(
  db: Database,
  table: string,
): Promise<{ entryId: string; row: TrashedRow['row'] }[]> {
  const rows = await rowsOf<{ entry_id: string; row: TrashedRow['row'] }>(
    db,
    sql`select e.id as entry_id, r.value->'row' as row
        from trash_entries e, jsonb_array_elements(e.rows) as r(value)
        where e.rows @> jsonb_build_array(jsonb_build_object('table', ${table}::text))
          and r.value->>'table' = ${table}`,
  );
  return rows.map((row) => ({ entryId: row.entry_id, row: row.row }));
}

/** The entry whose rows include the row with this id, if any. */
export async function findEntryHolding(tx: Database, rowId: string) {
  const [holder] = await tx
    .select({ id: trashEntries.id, name: trashEntries.name })
    .from(trashEntries)
    .where(sql`${trashEntries.rowIds} @> ${JSON.stringify([rowId])}::jsonb`)
    .limit(1);
  return holder;
}

/** Adds rows to an entry: a restored row whose parent is still in that entry waits there. */
export async function appendRows(tx: Database, entryId: string, rows: TrashedRow[]): Promise<void> {
  await tx
    .update(trashEntries)
    .set({
      rows: sql`${trashEntries.rows} || ${JSON.stringify(rows)}::jsonb`,
    })
    .where(eq(trashEntries.id, entryId));
}
