import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { rowsOf } from './raw-rows.ts';

/** A row as row_to_json gives it: column name -> value. */
export type JsonRow = Record<string, unknown>;

const CHUNK = 500;

/**
 * The rows of `table` whose `columns` equal one of `keys`, whole, as JSON: what the trash keeps
 * of them, so that a restore can put back exactly the row that was there (every column).
 */
export async function selectRows(
  db: Database,
  table: string,
  columns: string[],
  keys: unknown[][],
): Promise<JsonRow[]> {
  const found: JsonRow[] = [];
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    const rows = await rowsOf<{ row: JsonRow }>(
      db,
      sql`select row_to_json(t) as row from ${sql.identifier(table)} as t
          where ${tuple(columns.map((column) => sql`t.${sql.identifier(column)}`))}
            in (${sql.join(
              chunk.map((key) => tuple(key.map((value) => sql`${value}`))),
              sql`, `,
            )})`,
    );
    found.push(...rows.map((row) => row.row));
  }
  return found;
}

/** Puts rows back as they were: every column from the JSON, the table's own types. */
export async function insertRows(db: Database, table: string, rows: JsonRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = JSON.stringify(rows.slice(i, i + CHUNK));
    await db.execute(
      sql`insert into ${sql.identifier(table)}
          select * from json_populate_recordset(null::${sql.identifier(table)}, ${chunk}::json)`,
    );
  }
}

/** Deletes these rows, found by their primary key. */
export async function deleteRows(
  db: Database,
  table: string,
  primaryKey: string[],
  rows: JsonRow[],
): Promise<void> {
  const matches = sql.join(
    primaryKey.map((column) => sql`x.${sql.identifier(column)} = r.${sql.identifier(column)}`),
    sql` and `,
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = JSON.stringify(rows.slice(i, i + CHUNK));
    await db.execute(
      sql`delete from ${sql.identifier(table)} as x
          using json_populate_recordset(null::${sql.identifier(table)}, ${chunk}::json) as r
          where ${matches}`,
    );
  }
}

/** Sets a cleared link back when its row is still there and the link still empty. */
export async function restoreLink(
  db: Database,
  link: { table: string; key: JsonRow; column: string; value: unknown },
): Promise<void> {
  const where = Object.entries(link.key).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
  );
  await db.execute(
    sql`update ${sql.identifier(link.table)} set ${sql.identifier(link.column)} = ${link.value}
        where ${sql.join(where, sql` and `)} and ${sql.identifier(link.column)} is null`,
  );
}

/** Whether a row with these column values exists. */
export async function rowExists(
  db: Database,
  table: string,
  columns: string[],
  values: unknown[],
): Promise<boolean> {
  const where = columns.map((column, i) => sql`${sql.identifier(column)} = ${values[i]}`);
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from ${sql.identifier(table)} where ${sql.join(where, sql` and `)} limit 1`,
  );
  return rows.length > 0;
}

function tuple(parts: SQL[]): SQL {
  return sql`(${sql.join(parts, sql`, `)})`;
}
