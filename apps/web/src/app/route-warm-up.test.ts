import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeWarmUp, warmRoute, warmUp } from './route-warm-up';

const webSrc = path.resolve(import.meta.dirname, '..');
const sharedSrc = path.resolve(import.meta.dirname, '../../../../packages/shared/src');

/** The file a specifier names, or the package's name for a bare one ('zod'). */
function resolve(specifier: string, from: string): string {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(webSrc, specifier.slice(2));
  else if (specifier.startsWith('@hrt/shared/')) base = path.join(sharedSrc, specifier.slice(12));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return specifier;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${specifier} (from ${from}) names no file`);
}

/** Every module a file runs as it first runs: its static imports, transitively, types left out. */
function staticGraph(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  if (!file.startsWith('/')) return into;
  const source = fs.readFileSync(file, 'utf8');
  for (const [, typeOnly, specifier] of source.matchAll(
    /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gms,
  )) {
    if (!typeOnly && specifier) staticGraph(resolve(specifier, file), into);
  }
  return into;
}

/** Each lazily loaded route's page module, as route-pages.ts names it. */
function pageModules(): Record<string, { specifier: string; warmed?: string }> {
  const source = fs.readFileSync(path.join(webSrc, 'app/route-pages.ts'), 'utf8');
  const found: Record<string, { specifier: string; warmed?: string }> = {};
  const page =
    /(\w+): lazyPage\(\(\) =>\s*(?:warmRoute\('(\w+)'\)\s*\.then\(\(\) =>\s*)?import\('([^']+)'\)/g;
  for (const [, name, warmed, specifier] of source.matchAll(page)) {
    if (name && specifier) found[name] = { specifier, warmed };
  }
  return found;
}

describe('the schemas built ahead of a page', () => {
  it('are modules the page runs anyway, never work for nothing', async () => {
    const pages = pageModules();
    for (const [route, steps] of Object.entries(routeWarmUp)) {
      const page = pages[route];
      // Its code loads once its own list is built, or the two would race.
      expect(page?.warmed, route).toBe(route);
      const graph = staticGraph(resolve(page!.specifier, path.join(webSrc, 'app/route-pages.ts')));
      const shared = [...graph].filter((m) => m === 'zod' || m.startsWith(sharedSrc));
      // One after another: imported all at once, the identity check below failed twice in some
      // forty runs (not reproduced since); this rules out a race between concurrent imports.
      const namespaces: unknown[] = [];
      for (const m of shared) namespaces.push(await import(/* @vite-ignore */ m));
      for (const [index, step] of steps.entries()) {
        // By identity (a namespace holds schemas, which do not print).
        expect(namespaces.includes(await step()), `${route}, step ${index + 1}`).toBe(true);
      }
    }
  });

  it('are built one module a task, in order', async () => {
    const order: string[] = [];
    await warmUp([
      async () => {
        order.push('first');
        // The browser's own work queued meanwhile runs before the next step.
        setTimeout(() => order.push('queued task'), 0);
      },
      async () => {
        order.push('second');
      },
    ]);
    expect(order).toEqual(['first', 'queued task', 'second']);
  });

  it('are built once per route, the page and its prefetch waiting for the same run', async () => {
    const first = warmRoute('creditTracking');
    expect(warmRoute('creditTracking')).toBe(first);
    await expect(first).resolves.toBeUndefined();
    // A route without a list has nothing to wait for.
    await expect(warmRoute('trash')).resolves.toBeUndefined();
  });
});
