import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { makePrivateDirectory } from '../storage/private-directory.ts';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.ts';
import { initClusterApart } from './init-cluster.ts';
import { DURABLE_START_PARAMS, holdsCluster, SyncingNodeFS } from './pglite-durability.ts';
import { skipRepeatedParsers } from './pglite-parsers.ts';
import {
  replacementPaths,
  settleInterruptedReplacement,
  swapInRestoredCluster,
} from './pglite-replace.ts';
import * as schema from './schema/index.ts';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** An arbitrary constant: the advisory lock that lets one instance migrate at a time. */
export const MIGRATION_LOCK_ID = 726_354_001;

type Schema = typeof schema;
/** Either driver, behind the one query-builder type the repositories use. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** A cheap round trip, for the health check. */
  ping(): Promise<void>;
  /** Applies the committed SQL migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /**
   * Listens on a notification channel (LISTEN/NOTIFY). On PostgreSQL it holds one dedicated
   * connection and reconnects after a drop, calling `onReconnect` so the caller can catch up
   * on what it missed. Resolves with a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** How busy the connections are, for the metrics (read at scrape time). */
  poolStats(): PoolStats;
  /** PGlite only: the data directory as a gzip blob, to start other databases from (tests). */
  dumpSnapshot?: () => Promise<Blob>;
  /**
   * PGlite on disk only: replaces the whole cluster. This database is closed (its directory
   * stays locked), `build` fills a new empty one beside it, and only once that is complete,
   * checkpointed and synced does it take the live one's place. If `build` fails, or the
   * process dies on the way, the live cluster stays as it was. The handle is closed after.
   */
  replaceCluster?: (build: (fresh: DatabaseHandle) => Promise<void>) => Promise<void>;
  close(): Promise<void>;
}

/**
 * The connection pool's state. PostgreSQL: node-postgres's pool. PGlite has one connection in
 * the process that runs one query at a time, so it reads as a pool of one, and its queries in
 * flight (running or queued behind the running one) are counted by wrapping its entry points.
 */
export interface PoolStats {
  max: number;
  /** Connections open (busy and idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** node-postgres's pool size per instance (several instances share the server's limit). */
const POOL_MAX = 10;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory (tests). */
  pgliteDir?: string | undefined;
  /** A migrated data-directory snapshot to start an in-memory PGlite from (tests). */
  pgliteSnapshot?: Blob | undefined;
  /** The caller holds the data directory's lock already (a cluster built beside the live one). */
  lockHeld?: boolean;
}

/**
 * PGlite's buffer cache on disk, in MB (PostgreSQL's default is 128). Inside WebAssembly,
 * PostgreSQL's shared memory is an anonymous mmap that Emscripten fills with zeros at start, so
 * every MB of it is resident from the first second whether or not a page is ever cached:
 * 151 MB of WebAssembly memory at 128 MB, 29 MB at 16 MB (decision 043). A household's database
 * is a few MB; a page that misses is read back from the operating system's file cache. In
 * memory (tests, the bench's ratios) PostgreSQL's default stays.
 */
const ON_DISK_SHARED_BUFFERS_MB = 16;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteSnapshot, options.lockHeld);
}

/**
 * node-postgres and its Drizzle driver (about 13 MB resident, decision 043) are loaded only
 * when DATABASE_URL names a server: the embedded database never needs them.
 */
async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  // pool.end() resolves before its connections have closed; track them so close() can wait
  // (a database dropped right after would otherwise kill sockets that are still closing).
  const open = new Set<pg.PoolClient>();
  let lastClosed: (() => void) | undefined;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (!open.size) lastClosed?.();
  });
  const allClosed = () =>
    new Promise<void>((resolve) => {
      lastClosed = resolve;
      if (!open.size) resolve();
    });
  // Fail at start-up, not on the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  const db: Database = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({
      max: POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: (channel, onPayload, onReconnect) =>
      listenOnPostgres(pg.Client, url, channel, onPayload, onReconnect),
    migrate: async () => {
      // A session-level advisory lock must be taken and released on one connection.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzlePg(connection), { migrationsFolder });
      } finally {
        await connection
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => {});
        connection.release();
      }
    },
    close: async () => {
      const closed = allClosed();
      await pool.end();
      await closed;
    },
  };
}

async function openPglite(
  dir: string | undefined,
  snapshot: Blob | undefined,
  lockHeld = false,
): Promise<DatabaseHandle> {
  let lock: DirectoryLock | undefined;
  if (dir) makePrivateDirectory(dir);
  if (dir && !lockHeld) {
    // PGlite is single-process: a second owner of the directory would corrupt it.
    lock = acquireDirectoryLock(path.join(dir, '..', 'db.lock'));
    settleInterruptedReplacement(dir);
  }
  try {
    // A new cluster is made (and synced) in a process of its own, so only this one stays. A
    // snapshot is a cluster already: PGlite unpacks it into the empty directory itself.
    if (dir && !snapshot && !holdsCluster(dir)) await initClusterApart(dir);
    // On disk, commits and checkpoints sync (decision 024); in memory (tests) there is no disk.
    const buffers = ['-c', `shared_buffers=${ON_DISK_SHARED_BUFFERS_MB}MB`];
    const client = new PGlite({
      ...(dir
        ? { fs: new SyncingNodeFS(dir), startParams: [...DURABLE_START_PARAMS, ...buffers] }
        : {}),
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
    await client.waitReady;
    skipRepeatedParsers(client);
    const inFlight = countQueriesInFlight(client);
    const pgliteDb = drizzlePglite(client, { schema });
    const db: Database = pgliteDb;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      poolStats: () => ({
        max: 1,
        total: 1,
        idle: inFlight() === 0 ? 1 : 0,
        waiting: Math.max(0, inFlight() - 1),
      }),
      listen: async (channel, onPayload) => {
        const stop = await client.listen(channel, onPayload);
        return async () => {
          if (!client.closed) await stop();
        };
      },
      dumpSnapshot: async () => {
        const blob = await client.dumpDataDir('gzip');
        return blob;
      },
      migrate: async () => {
        await migratePglite(pgliteDb, { migrationsFolder });
      },
      ...(dir && lock
        ? {
            replaceCluster: async (build: (fresh: DatabaseHandle) => Promise<void>) => {
              try {
                await closeClient(client);
                await buildBeside(dir, build);
                await swapInRestoredCluster(dir);
              } finally {
                lock?.release();
              }
            },
          }
        : {}),
      close: async () => {
        try {
          await closeClient(client);
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Flushes everything to the data files so the next start needs no recovery, then closes. */
async function closeClient(client: PGlite) {
  if (client.closed) return;
  await client.query('CHECKPOINT');
  await client.close();
}

/** A new cluster at `<dir>.restoring`, filled by `build` and closed; removed if `build` fails. */
async function buildBeside(dir: string, build: (fresh: DatabaseHandle) => Promise<void>) {
  const { restoring } = replacementPaths(dir);
  fs.rmSync(restoring, { recursive: true, force: true });
  const fresh = await openPglite(restoring, undefined, true);
  try {
    await build(fresh);
  } catch (error) {
    await fresh.close().catch(() => {});
    fs.rmSync(restoring, { recursive: true, force: true });
    throw error;
  }
  await fresh.close();
}

/**
 * Counts PGlite's calls under way. Drizzle reaches it through query and transaction (and the
 * migrator through exec); none of them calls another, so each call counts once.
 */
function countQueriesInFlight(client: PGlite): () => number {
  let inFlight = 0;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, name, {
      configurable: true,
      writable: true,
      value: async (...args: unknown[]) => {
        inFlight++;
        try {
          return await original(...args);
        } finally {
          inFlight--;
        }
      },
    });
  }
  return () => inFlight;
}

const RELISTEN_DELAYS_MS = [250, 1000, 3000, 10_000];

/** One connection that LISTENs, and comes back after the server or the network drops it. */
async function listenOnPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let attempt = 0;

  const connect = async () => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    attempt = 0;
  };
  let reconnecting = false;
  const reconnect = () => {
    if (stopped || reconnecting) return;
    reconnecting = true;
    client = undefined;
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt++, RELISTEN_DELAYS_MS.length - 1)];
    setTimeout(async () => {
      reconnecting = false;
      if (stopped) return;
      try {
        await connect();
        onReconnect?.();
      } catch {
        reconnect();
      }
    }, delay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
