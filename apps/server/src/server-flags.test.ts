import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './test/server-process.ts';

const rootPackage = path.join(import.meta.dirname, '..', '..', '..', 'package.json');

// Decision 043: the flags that keep the server small, the same for `npm start` as for the
// real-process tests and the bench.
describe("the server's node flags", () => {
  it('are the ones npm start uses, and the tests start the server with them', () => {
    const scripts = JSON.parse(fs.readFileSync(rootPackage, 'utf8')).scripts;
    expect(scripts['start:server']).toBe(
      'node --liftoff-only --max-semi-space-size=2 --import tsx apps/server/src/server.ts',
    );
    expect(SERVER_NODE_FLAGS).toEqual(['--liftoff-only', '--max-semi-space-size=2']);
  });
});
