#!/usr/bin/env node
// `npm test`: unit and API integration tests (vitest), then the browser tests (Playwright in
// Debian's Chromium). Without a Chromium the browser tests are skipped loudly, or fail the run
// when E2E_REQUIRED=1 (as CI sets it). Ends with one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'hrt-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return false;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numTotalTestSuites ? 0 : 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
  return true;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return false;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  return true;
}

const vitestReport = path.join(reports, 'vitest.json');
let failed =
  run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]) !== 0;
if (!countVitest(vitestReport)) failed = true;

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  const playwrightReport = path.join(reports, 'playwright.json');
  const buildFailed = run('npm', ['run', 'build']) !== 0;
  const e2eFailed =
    buildFailed ||
    run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    }) !== 0;
  if (!countPlaywright(playwrightReport) || e2eFailed) failed = true;
} else {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! BROWSER TESTS SKIPPED: no Chromium at ${chromium}.`);
  console.error('!! Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.');
  console.error(`${banner}\n`);
  if (process.env.E2E_REQUIRED === '1') {
    console.error('E2E_REQUIRED=1: failing because the browser tests could not run.');
    failed = true;
  }
}

fs.rmSync(reports, { recursive: true, force: true });
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
