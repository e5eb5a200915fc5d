import pg from 'pg';

/**
 * Runs one statement (create or drop a scratch database) on the server's own database, over a
 * connection of its own that is closed again: `create database` cannot run in a transaction.
 */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
