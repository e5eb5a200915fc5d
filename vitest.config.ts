import { defineConfig } from 'vitest/config';

const serverProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${database}`,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker, not per file: each file still opens its own database (see
    // src/test/test-database.ts), and importing the app afresh for every file was most of the
    // run (about 11 s of a file's 14 s on two cores). Tests must not rely on module state.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      serverProject('pglite'),
      // The same integration suite runs against a real PostgreSQL when one is given.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      './apps/web/vite.config.ts',
    ],
  },
});
