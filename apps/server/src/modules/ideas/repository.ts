import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ideaMonitors, ideaPriceChecks, ideas } from './schema.ts';

export type IdeaRow = typeof ideas.$inferSelect;
export type MonitorRow = typeof ideaMonitors.$inferSelect;
export type PriceCheckRow = typeof ideaPriceChecks.$inferSelect;

export async function listIdeaRows(db: Database, componentId: string): Promise<IdeaRow[]> {
  return db
    .select()
    .from(ideas)
    .where(eq(ideas.componentId, componentId))
    .orderBy(asc(ideas.createdAt), asc(ideas.id));
}

export async function findIdeaRow(db: Database, id: string): Promise<IdeaRow | undefined> {
  const [row] = await db.select().from(ideas).where(eq(ideas.id, id));
  return row;
}

export async function insertIdeaRow(tx: Database, row: typeof ideas.$inferInsert) {
  const [created] = await tx.insert(ideas).values(row).returning();
  return created!;
}

/**
 * Columns no route sets: the demo keeps a drawn picture (its shops do not exist to fetch one
 * from) and dates an idea back to before its first price check.
 */
export async function updateIdeaRow(
  db: Database,
  id: string,
  values: Pick<Partial<typeof ideas.$inferInsert>, 'imageKey' | 'createdAt'>,
): Promise<void> {
  await db.update(ideas).set(values).where(eq(ideas.id, id));
}

export interface MonitoredRow {
  idea: IdeaRow;
  monitor: MonitorRow;
}

/** Ideas with a monitor row (any state), optionally of one component. */
export async function listMonitorRows(db: Database, componentId?: string): Promise<MonitoredRow[]> {
  return db
    .select({ idea: ideas, monitor: ideaMonitors })
    .from(ideaMonitors)
    .innerJoin(ideas, eq(ideas.id, ideaMonitors.ideaId))
    .where(componentId ? eq(ideas.componentId, componentId) : undefined)
    .orderBy(asc(ideas.createdAt), asc(ideas.id));
}

/** The ideas whose price the scheduled check watches. */
export async function listWatchedRows(db: Database, ideaId?: string): Promise<MonitoredRow[]> {
  return db
    .select({ idea: ideas, monitor: ideaMonitors })
    .from(ideaMonitors)
    .innerJoin(ideas, eq(ideas.id, ideaMonitors.ideaId))
    .where(and(eq(ideaMonitors.monitorPrice, true), ideaId ? eq(ideas.id, ideaId) : undefined))
    .orderBy(asc(ideas.url));
}

export async function findMonitorRow(db: Database, ideaId: string) {
  const [row] = await db.select().from(ideaMonitors).where(eq(ideaMonitors.ideaId, ideaId));
  return row;
}

/** Creates or replaces an idea's monitoring switches (and target, when given). */
export async function upsertMonitorRow(
  tx: Database,
  row: typeof ideaMonitors.$inferInsert,
): Promise<MonitorRow> {
  const { ideaId: _ideaId, createdAt: _createdAt, createdBy: _createdBy, ...changes } = row;
  const [saved] = await tx
    .insert(ideaMonitors)
    .values(row)
    .onConflictDoUpdate({ target: ideaMonitors.ideaId, set: changes })
    .returning();
  return saved!;
}

/** Price histories of several ideas in one query, oldest first. */
export async function listPriceChecks(db: Database, ideaIds: string[]): Promise<PriceCheckRow[]> {
  if (ideaIds.length === 0) return [];
  return db
    .select()
    .from(ideaPriceChecks)
    .where(inArray(ideaPriceChecks.ideaId, ideaIds))
    .orderBy(asc(ideaPriceChecks.checkedAt), asc(ideaPriceChecks.id));
}

/** Records one check: the history row and the idea's current price, together. */
export async function recordPriceCheck(
  tx: Database,
  check: { ideaId: string; price: number | null; error: string | null; checkedAt: Date },
): Promise<void> {
  await tx.insert(ideaPriceChecks).values(check);
  await tx
    .update(ideaMonitors)
    .set({
      // An unreadable page keeps the last known price; the error says why it is stale.
      ...(check.price !== null ? { currentPrice: check.price } : {}),
      lastChecked: check.checkedAt,
      lastCheckError: check.error,
      updatedAt: check.checkedAt,
    })
    .where(eq(ideaMonitors.ideaId, check.ideaId));
}

/**
 * Claims the right to announce `price`: succeeds only when no alert was sent since the target
 * was set, or the last one announced a higher price. Atomic, so two checks running at once
 * (the schedule and 'Check now') cannot both send.
 */
export async function claimAlert(db: Database, ideaId: string, price: number) {
  const [claimed] = await db
    .update(ideaMonitors)
    .set({ lastAlertedPrice: price })
    .where(
      and(
        eq(ideaMonitors.ideaId, ideaId),
        or(isNull(ideaMonitors.lastAlertedPrice), gt(ideaMonitors.lastAlertedPrice, price)),
      ),
    )
    .returning({ previous: sql<string | null>`null` });
  return claimed !== undefined;
}

/** Puts back the alert state when the claimed alert could not be queued. */
export async function releaseAlert(db: Database, ideaId: string, previous: number | null) {
  await db
    .update(ideaMonitors)
    .set({ lastAlertedPrice: previous })
    .where(eq(ideaMonitors.ideaId, ideaId));
}

/** A price back above target re-arms the alert for the next time it falls to the target. */
export async function rearmAlert(db: Database, ideaId: string) {
  await db
    .update(ideaMonitors)
    .set({ lastAlertedPrice: null })
    .where(eq(ideaMonitors.ideaId, ideaId));
}

/** Which of these storage keys (at most a few hundred) are an idea's copy of its picture. */
export async function findPictureKeys(db: Database, keys: string[]): Promise<string[]> {
  const rows = await db
    .select({ key: ideas.imageKey })
    .from(ideas)
    .where(inArray(ideas.imageKey, keys));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}
