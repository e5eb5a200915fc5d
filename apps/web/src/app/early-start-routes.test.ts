import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { earlyRoutes, signedInModules, signedInRequests } from '../../early-start-routes';

const webRoot = path.resolve(import.meta.dirname, '../..');
const patterns = Object.values(paths).map((route) => route.pattern as string);

// The early start (decision 048) names routes, modules and requests as plain data for the
// build; these hold it to the app. Whether each request is one the page makes is checked in a
// browser (e2e phone-speed.spec.ts: every early answer is taken, none asked for twice).
describe('the early start routes', () => {
  it('are routes of the app, without parameters', () => {
    for (const route of earlyRoutes) {
      expect(patterns, route.pattern).toContain(route.pattern);
      expect(route.pattern).not.toContain(':');
    }
  });

  it('name modules that exist', () => {
    for (const module of [...earlyRoutes.flatMap((route) => route.modules), ...signedInModules]) {
      expect(fs.existsSync(path.join(webRoot, module)), module).toBe(true);
    }
  });

  it('ask only for API paths, and who is signed in on every signed-in page', () => {
    for (const request of [
      ...earlyRoutes.flatMap((route) => route.requests),
      ...signedInRequests,
    ]) {
      expect(request).toMatch(/^\/api\//);
    }
    expect(signedInRequests).toEqual(['/api/auth/me']);
  });
});
