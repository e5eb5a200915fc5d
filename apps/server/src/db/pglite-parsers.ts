import { type PGlite, types } from '@electric-sql/pglite';

/**
 * The types Drizzle reads as PostgreSQL's own text, not as JavaScript values: timestamps, dates,
 * intervals and their arrays, and numeric arrays. Drizzle's PGlite driver passes a parser for
 * each with every query (drizzle-orm/pglite/session.js), and PGlite then copies its whole table
 * of 318 type parsers to merge them in, at every query: about 0.08 ms each, as much as a small
 * select costs on its own (decision 047). Given once to the instance, they need not be passed.
 */
const RAW_TEXT_TYPES: ReadonlySet<number> = new Set([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

const asText = (value: string) => value;

type QueryOptions = { parsers?: Record<string, unknown> } | undefined;

/** The options without their parsers when those only repeat the instance's (as Drizzle's do). */
function withoutRepeatedParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  for (const type of Object.keys(options.parsers)) {
    if (!RAW_TEXT_TYPES.has(Number(type))) return options;
  }
  const { parsers: _repeated, ...rest } = options;
  return rest;
}

type Query = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

function skippingParsers(query: Query): Query {
  return (sql, params, options) => query(sql, params, withoutRepeatedParsers(options));
}

/**
 * Gives the instance Drizzle's parsers, then drops them from every query, on the instance and in
 * its transactions: each type is read exactly as before. After `waitReady`: PGlite makes a
 * parser for every array type as it starts (over any given to its constructor), and only again
 * if `refreshArrayTypes()` is called, which nothing here does.
 */
export function skipRepeatedParsers(client: PGlite): void {
  for (const type of RAW_TEXT_TYPES) client.parsers[type] = asText;
  const query = client.query.bind(client) as unknown as Query;
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: skippingParsers(query),
    transaction: (work: (tx: unknown) => Promise<unknown>) =>
      transaction((tx) => {
        // In place: the transaction object also carries a live `closed` getter.
        const txQuery = tx.query.bind(tx) as unknown as Query;
        Object.assign(tx, { query: skippingParsers(txQuery) });
        return work(tx);
      }),
  });
}
