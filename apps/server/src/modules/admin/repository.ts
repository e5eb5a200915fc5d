import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { allowlistEntries } from '../../db/schema/identity.ts';

export function listAllowlist(db: Database) {
  return db.select().from(allowlistEntries).orderBy(asc(allowlistEntries.email));
}

export async function deleteAllowlistEntry(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .delete(allowlistEntries)
    .where(eq(allowlistEntries.email, email))
    .returning({ email: allowlistEntries.email });
  return rows.length > 0;
}
