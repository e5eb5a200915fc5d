import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AppError, errorCodes, statusByCode } from '@hrt/shared/errors';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const SOURCE_ROOTS = ['apps/server/src', 'packages/shared/src'];
const ERRORS_FILE = path.join(REPO, 'packages/shared/src/errors.ts');

/** The product's source files: no tests, no test helpers, not the list itself. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && full !== ERRORS_FILE ? [full] : [];
  });
}

const sourceText = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(REPO, root)))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Every other test file (server, shared, web, browser): where codes are expected. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    const isTest = /\.(test|spec)\.tsx?$/.test(entry.name);
    return isTest && !/error-(codes|messages)\.test/.test(entry.name) ? [full] : [];
  });
}

const testText = ['apps', 'packages', 'e2e']
  .flatMap((root) => testFiles(path.join(REPO, root)))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('the error code list', () => {
  it('reads the source (the scan itself works)', () => {
    expect(sourceText).toContain("new AppError('not_found'");
    // A code that is not in the list is not found by the scan as one.
    expect(sourceText).not.toContain("'too-many-requests'");
  });

  it.each(errorCodes)('%s is used by the server (thrown or sent)', (code) => {
    expect(sourceText).toContain(`'${code}'`);
  });

  it.each(errorCodes)('%s is expected by a test of the code that answers it', (code) => {
    expect(testText).toContain(`'${code}'`);
  });

  it('is one snake_case style without duplicates', () => {
    for (const code of errorCodes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it.each(errorCodes)('%s answers the status statusByCode gives it', (code) => {
    expect(Object.hasOwn(statusByCode, code)).toBe(true);
    expect(new AppError(code, 'x').status).toBe(statusByCode[code]);
    // Only the statuses the API answers with (docs/domain.md#errors, plus 405 and 500); 410 is
    // for a link that was used, revoked or has expired.
    expect([400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 429, 500]).toContain(
      new AppError(code, 'x').status,
    );
  });

  it('keeps the statuses of the renamed identity codes', () => {
    expect(new AppError('invalid_credential', 'x').status).toBe(401);
    expect(new AppError('user_disabled', 'x').status).toBe(403);
    expect(new AppError('rate_limited', 'x').status).toBe(429);
    expect(new AppError('oidc_failed', 'x').status).toBe(401);
    expect(new AppError('link_required', 'x').status).toBe(409);
  });
});
