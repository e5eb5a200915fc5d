import type { Database } from '../../db/client.ts';
import { findDisplayNameRows } from './accounts-repository.ts';

/**
 * How people are named to others (the notification feed): the display name they gave, by their
 * e-mail. Those without one, or without an account, are left out: the caller names them by
 * their e-mail.
 */
export async function findDisplayNames(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(emails)];
  if (!unique.length) return new Map();
  const rows = await findDisplayNameRows(db, unique);
  return new Map(
    rows.flatMap((row) => (row.displayName?.trim() ? [[row.email, row.displayName.trim()]] : [])),
  );
}
