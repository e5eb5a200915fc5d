/**
 * npm run eval:extraction [-- <dir>] [--pass=einvoice|layout] [--only=<text>] [--verbose]
 *
 * Without a directory: the team's own 21 generated documents (apps/server/test/fixtures/
 * invoices), exit 1 below their acceptance figures. With one: a development set in the
 * dev-data formats (an invoice set scored with embedded e-invoices used, then ignored; a
 * receipt set once), one line per document and the summary line per pass. EVAL_ONLY and
 * EVAL_VERBOSE still work as before.
 */
import { evaluateDevSet } from './eval-dev-set.ts';
import { evaluateOwnFixtures } from './eval-own-fixtures.ts';

const args = process.argv.slice(2);
const flag = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const dir = args.find((arg) => !arg.startsWith('--'));
const only = flag('only') ?? process.env.EVAL_ONLY;
const verbose = args.includes('--verbose') || Boolean(process.env.EVAL_VERBOSE);
const pass = flag('pass');
if (pass !== undefined && pass !== 'einvoice' && pass !== 'layout') {
  console.error('--pass must be einvoice or layout.');
  process.exit(2);
}

process.exitCode = dir
  ? await evaluateDevSet(dir, { only, verbose, pass })
  : await evaluateOwnFixtures(only);
