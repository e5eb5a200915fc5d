#!/usr/bin/env node
// `npm run check:comments`: fails when a code comment points its reader at something the
// repository does not hold: an issue number of the old tracker, the architecture notes' file
// or the product specification. A comment states the rule or the reason itself, or cites
// docs/domain.md#<anchor> or a record in docs/decisions/ where the rule is long.
//
// Only comments count (line, block and JSDoc, JSX's `{/* */}` included): they are read from
// TypeScript's syntax tree, so a string literal or a template (a message on screen may say
// "issue") is never mistaken for one. A comment that runs over several lines is read as one
// text, so a citation split by a line break is found too.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;
const SKIPPED = /(^|\/)(node_modules|dist|coverage)\//;

/** What a comment may not cite, each with the words a failure prints. */
export const CITATIONS = [
  // The word issue or issues followed by a number, with or without a hash before it.
  { pattern: /\bissues?\s+#?\d+/i, what: 'an issue number' },
  // The architecture notes by their file's capitalised name, with or without its extension.
  { pattern: /\bDESIGN\b/, what: 'the architecture notes (not in the repository)' },
  // The word spec after 'the' or 'per', before 'part', in brackets or with an apostrophe s;
  // not a Playwright test file (the word file after it, or a name such as schedule.spec.ts).
  {
    pattern: /\b(the|per)\s+spec\b(?!\s+files?\b)(?!\.\w)|\bspec\s+part\b|\(spec\)|\bspec's\b/i,
    what: 'the product specification (not in the repository)',
  },
];

/** Every tracked (or new, not ignored) source file under apps/, packages/, e2e/ and scripts/. */
function sourceFiles() {
  const listed = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      'apps',
      'packages',
      'e2e',
      'scripts',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !SKIPPED.test(file))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

function scriptKind(file) {
  if (/\.tsx$/.test(file)) return ts.ScriptKind.TSX;
  if (/\.(jsx)$/.test(file)) return ts.ScriptKind.JSX;
  if (/\.(mjs|cjs|js)$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/**
 * The comments of one file as `[start, end]` offsets, a run of `//` lines one under the other
 * joined into one. Comments live in the trivia before and after the tokens, so every token of
 * the tree is asked for its own (JSX text aside: its words are on screen, not comments).
 */
export function commentRanges(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const found = new Map();
  const keep = (pos, end) => {
    found.set(pos, end);
  };
  const visit = (node) => {
    const children = node.getChildren(source);
    if (children.length === 0 || node.kind === ts.SyntaxKind.EndOfFileToken) {
      if (node.kind !== ts.SyntaxKind.JsxText) ts.forEachLeadingCommentRange(text, node.pos, keep);
      ts.forEachTrailingCommentRange(text, node.end, keep);
    }
    for (const child of children) visit(child);
  };
  visit(source);
  const ranges = [...found].sort((a, b) => a[0] - b[0]);
  const joined = [];
  for (const [pos, end] of ranges) {
    const last = joined.at(-1);
    const between = last ? text.slice(last[1], pos) : '';
    const lineComments = last && text.startsWith('//', last[0]) && text.startsWith('//', pos);
    if (lineComments && /^[ \t]*\r?\n[ \t]*$/.test(between)) last[1] = end;
    else joined.push([pos, end]);
  }
  return joined;
}

/** One comment's text with its markers (`//`, `/*`, a leading `*`) blanked, offsets kept. */
function commentWords(raw) {
  return raw
    .replace(/^\/\*\*?|\*\/$/g, (marker) => ' '.repeat(marker.length))
    .replace(
      /(^|\n)([ \t]*)(\/\/|\*(?!\/))/g,
      (_, start, space, marker) => `${start}${space}${' '.repeat(marker.length)}`,
    );
}

/** The citations in one file's comments: `{ line, what, excerpt }`, line counted from 1. */
export function commentCitations(file, text) {
  const found = [];
  for (const [pos, end] of commentRanges(file, text)) {
    const words = commentWords(text.slice(pos, end));
    for (const { pattern, what } of CITATIONS) {
      const match = new RegExp(pattern.source, `${pattern.flags}g`);
      for (const hit of words.matchAll(match)) {
        const at = pos + hit.index;
        const line = text.slice(0, at).split('\n').length;
        found.push({ line, what, excerpt: hit[0].replace(/\s+/g, ' ') });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : sourceFiles();
  const found = files.flatMap((file) =>
    commentCitations(file, fs.readFileSync(path.resolve(root, file), 'utf8')).map(
      (hit) => `${file}:${hit.line}  '${hit.excerpt}': ${hit.what}`,
    ),
  );
  if (found.length) {
    console.error(
      'Comments that cite what the repository does not hold (state the rule or the reason, ' +
        'or cite docs/domain.md#<anchor> or docs/decisions/NNN-*.md):',
    );
    for (const where of found) console.error(`  ${where}`);
    process.exit(1);
  }
  console.log(`No comment cites an issue, the architecture notes or the specification.`);
}
