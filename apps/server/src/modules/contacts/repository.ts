import { asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts } from './schema.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactInsert = typeof contacts.$inferInsert;

/** Every contact by name (then id), or those whose name, company, trade, e-mail or phone holds `q`. */
export async function listContactRows(db: Database, q?: string): Promise<ContactRow[]> {
  // The searcher's % and _ are literal text, not wildcards (backslash is ILIKE's escape).
  const pattern = q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  return db
    .select()
    .from(contacts)
    .where(
      pattern
        ? or(
            ilike(contacts.name, pattern),
            ilike(contacts.company, pattern),
            ilike(contacts.trade, pattern),
            ilike(contacts.email, pattern),
            ilike(contacts.phone, pattern),
          )
        : undefined,
    )
    .orderBy(asc(contacts.name), asc(contacts.id));
}

/**
 * A contact by id. `update` locks it for an edit or a delete; `share` keeps it from being
 * changed or deleted until the transaction ends (a write that links to it).
 */
export async function findContactRow(
  db: Database,
  id: string,
  options: { lock?: 'update' | 'share' } = {},
): Promise<ContactRow | undefined> {
  const query = db.select().from(contacts).where(eq(contacts.id, id));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

export async function findContactRows(db: Database, ids: readonly string[]): Promise<ContactRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(contacts)
    .where(inArray(contacts.id, [...ids]));
}

export async function insertContactRow(tx: Database, row: ContactInsert): Promise<ContactRow> {
  const [created] = await tx.insert(contacts).values(row).returning();
  return created!;
}

export async function updateContactRow(
  tx: Database,
  id: string,
  values: Partial<ContactInsert>,
): Promise<ContactRow> {
  const [row] = await tx.update(contacts).set(values).where(eq(contacts.id, id)).returning();
  return row!;
}
