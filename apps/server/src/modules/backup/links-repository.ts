import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backupLinks } from './schema.ts';

/** Records a new link for `maker`; links that have expired are cleared out on the way. */
export async function insertBackupLink(db: Database, maker: string, expiresAt: Date, now: Date) {
  await db.delete(backupLinks).where(lt(backupLinks.expiresAt, now));
  const [row] = await db
    .insert(backupLinks)
    .values({ expiresAt, createdBy: maker })
    .returning({ id: backupLinks.id });
  return row!.id;
}

/**
 * Marks the link used and answers its maker, or undefined when it was used already (or never
 * issued). One statement: of two instances following the same link at once, one gets the row.
 */
export async function claimBackupLink(
  db: Database,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(backupLinks)
    .set({ usedAt: now, updatedAt: now })
    .where(and(eq(backupLinks.id, id), isNull(backupLinks.usedAt)))
    .returning({ maker: backupLinks.createdBy });
  return row?.maker;
}
