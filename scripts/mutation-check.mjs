#!/usr/bin/env node
// `node scripts/mutation-check.mjs [name...]`: breaks rules the suite should guard, one at a
// time, runs the tests that guard each, and reports which break was caught (the tests failed)
// and which survived. The source is restored after every mutation, also on Ctrl-C. Not part
// of `npm test` (it runs the guarding tests once per rule); docs/decisions/028 gives its last
// result.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Each rule: where it lives, the break, and the tests that should catch it. */
const mutations = [
  {
    name: "'Target Met' at equality",
    file: 'packages/shared/src/schemas/ideas.ts',
    find: 'item.current_price <= item.target_price',
    replace: 'item.current_price < item.target_price',
    tests: ['--project', 'shared', 'src/schemas/ideas.test.ts'],
  },
  {
    name: 'blocked with two predecessors (the second one blocks)',
    file: 'packages/shared/src/domain/task-dependencies.ts',
    find: '  for (const id of task.dependencies) {\n    const predecessor = tasksById.get(id);\n    if (!predecessor) return',
    replace:
      '  for (const id of task.dependencies.slice(0, 1)) {\n    const predecessor = tasksById.get(id);\n    if (!predecessor) return',
    tests: ['--project', 'shared', 'src/domain/task-dependencies.test.ts'],
  },
  {
    name: 'critical-path tie goes to the chain with more tasks',
    file: 'packages/shared/src/domain/task-graph.ts',
    find: '(chain.count > current.count ||',
    replace: '(chain.count < current.count ||',
    tests: ['--project', 'shared', 'src/domain/task-graph.test.ts'],
  },
  {
    name: 'a card with no limit has no utilisation',
    file: 'packages/shared/src/domain/credit.ts',
    find: 'if (limit === null) return null;',
    replace: 'if (limit === null) return 0;',
    tests: ['--project', 'shared', 'src/domain/credit.test.ts'],
  },
  {
    name: 'SSRF: one private address among the DNS answers is refused',
    file: 'apps/server/src/net/safe-fetch.ts',
    find: 'addresses.some((entry) => isPrivateAddress(entry.address))',
    replace: 'addresses.every((entry) => isPrivateAddress(entry.address))',
    tests: ['--project', 'server-pglite', 'src/net/guarded-lookup.test.ts'],
  },
  {
    name: 'extraction reconciles + VAT rows within a penny per row',
    file: 'apps/server/src/modules/extraction/build-rows.ts',
    find: "rows.some((row) => row.add_vat === 'PLUS_VAT') ? rows.length : 0",
    replace: "rows.some((row) => row.add_vat === 'PLUS_VAT') ? 0 : 0",
    tests: ['--project', 'server-pglite', 'src/modules/extraction/build-rows.test.ts'],
  },
  {
    name: '+ VAT multiplies the line by 1 + rate (1.2 at the standard rate)',
    file: 'packages/shared/src/domain/money.ts',
    find: 'totalPence = mulDivRound(linePence, 100 + rate, 100);',
    replace: 'totalPence = mulDivRound(linePence, 100 + 20, 100);',
    tests: ['--project', 'shared', 'src/domain/money.test.ts'],
  },
  {
    name: "'Near Budget' from exactly 80 %",
    file: 'packages/shared/src/domain/status.ts',
    find: 'if (spentHundreds >= budgetPence * NEAR_BUDGET_PERCENT)',
    replace: 'if (spentHundreds > budgetPence * NEAR_BUDGET_PERCENT)',
    tests: ['--project', 'shared', 'src/domain/status.test.ts'],
  },
  {
    name: 'insurance expiring on the last warning day',
    file: 'packages/shared/src/domain/insurance.ts',
    find: 'if (days <= EXPIRY_WARNING_DAYS)',
    replace: 'if (days < EXPIRY_WARNING_DAYS)',
    tests: ['--project', 'shared', 'src/domain/insurance.test.ts'],
  },
  {
    name: 'a stale update is refused (409)',
    file: 'apps/server/src/db/write-guards.ts',
    find: 'if (seen === undefined) return;',
    replace: 'if (seen !== null) return;',
    tests: ['--project', 'server-pglite', 'src/modules/build-components'],
  },
  {
    name: 'the trash purges only what is TRASH_DAYS old',
    file: 'apps/server/src/modules/trash/trash-repository.ts',
    find: '.where(lte(trashEntries.purgeAt, now));',
    replace: '.where(lte(trashEntries.deletedAt, now));',
    tests: ['--project', 'server-pglite', 'src/modules/trash/trash-rules.test.ts'],
  },
  {
    name: 'a delete takes the expense out of its totals',
    file: 'apps/server/src/modules/expenses/trash-hook.ts',
    find: 'afterRemove: (tx, rows) => recomputeSummaries(tx, rows),',
    replace: 'afterRemove: async () => {},',
    tests: ['--project', 'server-pglite', 'src/modules/trash/trash-walk.test.ts'],
  },
  {
    name: 'a reused refresh token ends its whole family',
    file: 'apps/server/src/modules/identity/sessions/refresh-tokens.ts',
    find: '  if (!(await claimRefreshToken(db, row.id))) {\n    await endSession(db, row.familyId);',
    replace: '  if (!(await claimRefreshToken(db, row.id))) {\n    void row.familyId;',
    tests: ['--project', 'server-pglite', 'src/modules/identity/sessions/tokens.test.ts'],
  },
  {
    name: 'interior designers edit design items only',
    file: 'packages/shared/src/policies.ts',
    find: "if (!can(role, 'money.edit')) return false;\n  return role !== 'interior_designer' || type === 'design';",
    replace: "if (!can(role, 'money.edit')) return false;\n  return true;",
    tests: ['--project', 'server-pglite', 'src/modules/build-components'],
  },
  {
    name: 'control characters are refused',
    file: 'packages/shared/src/schemas/common.ts',
    find: 'const isControl = code < 0x20 ||',
    replace: 'const isControl = code < 0x08 ||',
    tests: ['--project', 'server-pglite', 'src/http/control-characters.test.ts'],
  },
  {
    name: 'a price alert fires at exactly the target',
    file: 'apps/server/src/modules/ideas/price-checks.ts',
    find: '  if (price > target) {',
    replace: '  if (price >= target) {',
    tests: ['--project', 'server-pglite', 'src/modules/ideas/price-alerts.test.ts'],
  },
];

const wanted = process.argv.slice(2);
const chosen = wanted.length
  ? mutations.filter((m) => wanted.some((w) => m.name.includes(w)))
  : mutations;

let restore = null;
process.on('SIGINT', () => {
  restore?.();
  process.exit(130);
});

const results = [];
for (const mutation of chosen) {
  const file = path.join(root, mutation.file);
  const original = fs.readFileSync(file, 'utf8');
  const count = original.split(mutation.find).length - 1;
  if (count !== 1) {
    results.push([mutation.name, `NOT APPLIED (found ${count} times in ${mutation.file})`]);
    continue;
  }
  restore = () => fs.writeFileSync(file, original);
  fs.writeFileSync(file, original.replace(mutation.find, mutation.replace));
  const run = spawnSync('npx', ['vitest', 'run', ...mutation.tests], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TEST_DATABASE_URL: '' },
  });
  restore();
  restore = null;
  results.push([mutation.name, run.status === 0 ? 'SURVIVED (tests passed)' : 'caught']);
  console.log(`${results.at(-1)[1].padEnd(8)}  ${mutation.name}`);
}
const caught = results.filter(([, verdict]) => verdict === 'caught').length;
console.log(`\n${caught} of ${results.length} broken rules caught.`);
for (const [name, verdict] of results)
  if (verdict !== 'caught') console.log(`  ${verdict}: ${name}`);
process.exit(caught === results.length ? 0 : 1);
