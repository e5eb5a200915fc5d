import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A free-text name column equal to `name`, both trimmed and ignoring case: how a contact finds
 * the rows that were written naming it before it existed.
 */
export function sameName(column: AnyPgColumn, name: string): SQL {
  return sql`lower(btrim(coalesce(${column}, ''))) = lower(btrim(${name}))`;
}
