import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insurancePolicies } from './schema.ts';

export type InsuranceRow = typeof insurancePolicies.$inferSelect;
export type InsuranceInsert = typeof insurancePolicies.$inferInsert;

/** The policies of the given categories (with `contactId`, only that contact's), oldest first. */
export async function listInsuranceRows(
  db: Database,
  categories: readonly string[],
  contactId?: string,
): Promise<InsuranceRow[]> {
  if (!categories.length) return [];
  return db
    .select()
    .from(insurancePolicies)
    .where(
      and(
        inArray(insurancePolicies.category, [...categories]),
        contactId ? eq(insurancePolicies.contactId, contactId) : undefined,
      ),
    )
    .orderBy(asc(insurancePolicies.createdAt), asc(insurancePolicies.id));
}

export async function findInsuranceRow(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<InsuranceRow | undefined> {
  const query = db.select().from(insurancePolicies).where(eq(insurancePolicies.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertInsuranceRow(
  tx: Database,
  row: InsuranceInsert,
): Promise<InsuranceRow> {
  const [created] = await tx.insert(insurancePolicies).values(row).returning();
  return created!;
}

export async function updateInsuranceRow(
  tx: Database,
  id: string,
  values: Partial<InsuranceInsert>,
): Promise<InsuranceRow> {
  const [row] = await tx
    .update(insurancePolicies)
    .set(values)
    .where(eq(insurancePolicies.id, id))
    .returning();
  return row!;
}

/**
 * Policies with a reminder due: ending on or before `latestEnd` (today + 30 days), not yet
 * ended, and missing the 30-day or the 7-day reminder.
 */
export async function listPoliciesNeedingReminders(
  db: Database,
  today: string,
  latestEnd: string,
): Promise<InsuranceRow[]> {
  const missing: SQL = or(
    isNull(insurancePolicies.reminder30SentAt),
    isNull(insurancePolicies.reminder7SentAt),
  )!;
  return db
    .select()
    .from(insurancePolicies)
    .where(
      and(
        isNotNull(insurancePolicies.endDate),
        // Not yet ended: an expired policy gets no reminder.
        gte(insurancePolicies.endDate, today),
        lte(insurancePolicies.endDate, latestEnd),
        missing,
      ),
    )
    .orderBy(asc(insurancePolicies.endDate), asc(insurancePolicies.id));
}

/** Marks a reminder as sent, only if the end date is still the one it was written for. */
export async function markReminderSent(
  db: Database,
  id: string,
  endDate: string,
  which: 30 | 7,
  at: Date,
): Promise<boolean> {
  const column = which === 30 ? { reminder30SentAt: at } : { reminder7SentAt: at };
  const sentColumn =
    which === 30 ? insurancePolicies.reminder30SentAt : insurancePolicies.reminder7SentAt;
  const updated = await db
    .update(insurancePolicies)
    .set(column)
    .where(
      and(eq(insurancePolicies.id, id), eq(insurancePolicies.endDate, endDate), isNull(sentColumn)),
    )
    .returning({ id: insurancePolicies.id });
  return updated.length > 0;
}

/** Gives a claimed reminder back (its mail could not be queued), for the next run. */
export async function clearReminderSent(
  db: Database,
  id: string,
  endDate: string,
  which: 30 | 7,
): Promise<void> {
  await db
    .update(insurancePolicies)
    .set(which === 30 ? { reminder30SentAt: null } : { reminder7SentAt: null })
    .where(and(eq(insurancePolicies.id, id), eq(insurancePolicies.endDate, endDate)));
}

/** The ids of this contact's contractor policies (a trade's notifications are about these). */
export async function findPolicyIdsOfContact(db: Database, contactId: string): Promise<string[]> {
  const rows = await db
    .select({ id: insurancePolicies.id })
    .from(insurancePolicies)
    .where(
      and(eq(insurancePolicies.contactId, contactId), eq(insurancePolicies.category, 'contractor')),
    );
  return rows.map((row) => row.id);
}
