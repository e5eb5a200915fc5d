#!/usr/bin/env node
// `npm run check:functions`: fails when a production function (apps/ and packages/, tests,
// benches and test helpers aside) spans more than 150 lines, first line to last, as a reader
// scrolls it. Biome's own rule counts statements of the body and lets a 250-line component
// with one JSX return through, so the count is done here on TypeScript's syntax tree.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MAX_LINES = 150;
const root = path.resolve(import.meta.dirname, '..');
const notProduction = /\.test\.tsx?$|\/test\/|\/bench\/|test-support\.ts$|test-fixture\.ts$/;

/** Every tracked (or new, not ignored) TypeScript file of the apps and the shared package. */
function productionFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'],
    { cwd: root, encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !notProduction.test(file))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** Functions longer than the limit in one file: `[lines, 'file:line name']`. */
export function longFunctions(file, text, maxLines = MAX_LINES) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      const lines = last - first + 1;
      if (lines > maxLines) found.push([lines, `${file}:${first + 1} ${functionName(node)}`]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = productionFiles().flatMap((file) =>
    longFunctions(file, fs.readFileSync(path.join(root, file), 'utf8')),
  );
  if (found.length) {
    console.error(`Functions over ${MAX_LINES} lines (split them into named parts):`);
    for (const [lines, where] of found.sort((a, b) => b[0] - a[0])) {
      console.error(`  ${lines} lines  ${where}`);
    }
    process.exit(1);
  }
  console.log(`No production function over ${MAX_LINES} lines.`);
}
