import { defineConfig } from 'vitest/config';

/**
 * Tests that measure the test process itself (its resident memory while a document is
 * refused): they run in a module graph of their own, so no earlier file's memory counts.
 */
const OWN_PROCESS = ['src/modules/extraction/document-safety.test.ts'];

const serverProject = (database: 'pglite' | 'postgres', ownProcess = false) => ({
  test: {
    name: `server-${database}${ownProcess ? '-own-process' : ''}`,
    root: './apps/server',
    include: ownProcess ? OWN_PROCESS : ['src/**/*.test.ts'],
    exclude: ownProcess ? [] : OWN_PROCESS,
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker, not per file: each file still opens its own database (see
    // src/test/test-database.ts), and importing the app afresh for every file was most of the
    // run (about 11 s of a file's 14 s on two cores). Tests must not rely on module state.
    isolate: ownProcess,
  },
});

const serverProjects = (database: 'pglite' | 'postgres') => [
  serverProject(database),
  serverProject(database, true),
];

export default defineConfig({
  test: {
    // A worker per core. Vitest's default keeps one core for its own process, which on a
    // two-core machine ran the files one at a time while that process sat idle: the server
    // files took 474 s so, 340-351 s with two workers.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      ...serverProjects('pglite'),
      // The same integration suite runs against a real PostgreSQL when one is given.
      ...(process.env.TEST_DATABASE_URL ? serverProjects('postgres') : []),
      './apps/web/vite.config.ts',
    ],
  },
});
