import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a gzip snapshot of a migrated data directory, loaded by every test file. */
    pgliteSnapshotPath: string;
    /** PostgreSQL: a migrated template database that each test file copies. */
    postgresTemplate: string;
  }
}

/** Migrates once per run, so each test file starts from a fresh, migrated database in ms. */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this set-up: read it from the config.
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    // One template per project: several server projects set up in this one process.
    const template = `hrt_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', template);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => {});
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  await handle.migrate();
  const snapshot = await handle.dumpSnapshot!();
  await handle.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-snapshot-'));
  const snapshotPath = path.join(dir, 'migrated.tar.gz');
  await fs.writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', snapshotPath);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
