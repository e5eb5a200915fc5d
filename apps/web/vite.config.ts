/// <reference types="vitest/config" />
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyStart } from './early-start.ts';
import { precompress } from './precompress.ts';

/**
 * zod, the shared schemas and the contracts in one chunk: every signed-in page parses its answers
 * with them, and as some twenty small chunks they queued behind a phone's six connections before
 * the page's first request could start (decision 046). The landing page loads none of it (its journal
 * card reads its answer itself, from the journal's path in the shared-base chunk).
 */
const contractsChunk = {
  name: 'contracts',
  test: /[\\/](node_modules[\\/]zod|packages[\\/]shared[\\/]src[\\/](schemas|contracts))[\\/]/,
};

/**
 * The shared modules the schemas use that the app's first chunk and the landing page use too
 * (the error codes, the roles, the formats; the journal's path): a group captures its modules'
 * imports, so without this small chunk of their own they would go into the contracts chunk and
 * take it onto every page. A new import of the schemas that a first page also uses belongs
 * here (the landing page's size test finds it).
 */
const sharedBaseChunk = {
  name: 'shared-base',
  priority: 1,
  test: /[\\/]packages[\\/]shared[\\/]src[\\/](errors|roles|format|live-events|domain[\\/](money|calendar-days|status|locale-number|credit)|contracts[\\/]first-paths)\.ts$/,
};

/**
 * Everything the app's first script imports, in one chunk beside the entry. With modules run on
 * first import (`strictExecutionOrder`, below) Rolldown would otherwise split the first script
 * into some fifteen chunks, each a round trip queued behind a phone's six connections.
 */
const initialChunk = { name: 'app', tags: ['$initial' as const], priority: 3 };

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyStart(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    // In development the API runs on its own port; the built app is served by the API itself.
    proxy: { '/api': 'http://localhost:8000', '/.well-known': 'http://localhost:8000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Only the first script's chunks (index.html's links) are preloaded. Any lazy import, a
    // route's page included, fetches its own chunk and the browser fetches that chunk's imports
    // as it reads it. Vite's helper appended a preload link per chunk as the import ran: tens of
    // milliseconds in the middle of a page's load on a phone (decisions 054 and 056).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // Each module's body runs when something first imports it, not when its chunk loads:
        // a page builds the schemas it uses, not every schema in the contracts chunk (on a
        // phone, 0.5 s of script for /rooms before; decision 049).
        strictExecutionOrder: true,
        codeSplitting: { groups: [initialChunk, sharedBaseChunk, contractsChunk] },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A page's first render in jsdom takes 1-1.5 s on a quiet two-core machine and three times
    // that while the server suites run beside it: 5 s (the default) failed on load, not bugs.
    testTimeout: 15_000,
  },
});
