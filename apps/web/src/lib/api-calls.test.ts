import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Walks the web client's source: every call of the API goes through `callEndpoint` with a
 * contract entry, which parses the answer with the contract's schema. A call that fetches by
 * hand, or casts what the server sent (`JSON.parse(...) as T`, `api.get<T>`), fails here.
 */
const root = path.resolve(import.meta.dirname, '..');
/** The client itself: the one place that fetches and reads bodies. */
const CLIENT = new Set(['lib/api-client.ts', 'lib/call-endpoint.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(root).map((file) => ({
  name: path.relative(root, file).replaceAll(path.sep, '/'),
  text: fs.readFileSync(file, 'utf8'),
}));

/** Each place in the app (outside the client) that breaks `rule`, as 'file: line'. */
function offenders(rule: RegExp) {
  return files
    .filter((file) => !CLIENT.has(file.name))
    .flatMap((file) =>
      file.text
        .split('\n')
        .flatMap((line, index) =>
          rule.test(line) ? [`${file.name}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
}

describe('the web client', () => {
  it('has endpoint calls to walk', () => {
    expect(offenders(/callEndpoint\(/).length).toBeGreaterThan(50);
  });

  it('calls every endpoint through its contract entry', () => {
    const calls = offenders(/callEndpoint\(/).filter((line) => !/callEndpoint\(\s*$/.test(line));
    expect(calls.filter((line) => !/callEndpoint\(\w+Contract\.\w+,/.test(line))).toEqual([]);
  });

  it('never fetches by hand or calls the client underneath the contracts', () => {
    expect(offenders(/(?<![\w.])fetch\(/)).toEqual([]);
    expect(offenders(/\bapi\.(get|post|put|patch|delete)\b/)).toEqual([]);
    expect(
      offenders(/import\s*\{[^}]*\b(request|api)\b[^}]*\}\s*from\s*'[^']*api-client'/),
    ).toEqual([]);
  });

  it("calls before the contracts load only for the first pages' paths", () => {
    const early = offenders(/getBeforeContracts\(/);
    expect(early.length).toBeGreaterThan(0);
    // The call's first argument sits on its line or the next: either way, a first-paths constant.
    const calls = files.flatMap((file) =>
      [...file.text.matchAll(/getBeforeContracts\(\s*([^,]+),/g)].map((match) => match[1]!.trim()),
    );
    expect(
      calls.filter((path) => !/^`?\$?\{?(ME_PATH|TIMELINE_ENTRIES_PATH)\b/.test(path)),
    ).toEqual([]);
  });

  it('never casts a parsed body', () => {
    expect(offenders(/JSON\.parse\([^)]*\)\s*as\b/)).toEqual([]);
  });

  it('fails on a call that casts (the walk itself is checked)', () => {
    const rule = /JSON\.parse\([^)]*\)\s*as\b/;
    expect(rule.test('const body = JSON.parse(text) as Expense;')).toBe(true);
    expect(/\bapi\.(get|post|put|patch|delete)\b/.test("api.get<Task[]>('/api/tasks')")).toBe(true);
  });
});
