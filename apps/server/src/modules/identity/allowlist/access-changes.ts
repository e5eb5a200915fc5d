import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

/** The channel every instance hears allowlist changes on (payload: the e-mail). */
export const ACCESS_CHANNEL = 'hrt_access';

/**
 * Announces that an e-mail's allowlist entry changed (role, revocation, removal), so open
 * live-update streams of that user end at once on every instance and reconnect with what the
 * user may now see (decision 020). Inside a transaction it is heard when that commits.
 */
export async function announceAccessChange(db: Database, email: string): Promise<void> {
  await db.execute(sql`select pg_notify(${ACCESS_CHANNEL}, ${email})`);
}
