/**
 * The order of names people give things (rooms, tasks), as `localeCompare` gives it: as a
 * dictionary orders them, case aside, then lower case first. Names of plain letters, digits,
 * spaces and the usual marks are compared here, without `localeCompare`, whose first call loads
 * the locale's collation data: about 80 ms of script on a phone as /schedule first draws
 * (decision 050). Any other name (an accent, a symbol) is left to `localeCompare`.
 */
export function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  if (!PLAIN.test(a) || !PLAIN.test(b)) return a.localeCompare(b);
  const left = sortKey(a);
  const right = sortKey(b);
  if (left !== right) return left < right ? -1 : 1;
  // The same letters: the lower-case name first, as the collation orders them.
  return a > b ? -1 : 1;
}

const PLAIN = /^[A-Za-z0-9 \-,.'()/&]*$/;

// The marks in the collation's order (space, then - , . ' ( ) / &), all before digits and
// letters, whose order in ASCII is already the collation's once case is set aside.
const MARK_ORDER = " -,.'()/&";
const MARK_KEYS = new Map(
  [...MARK_ORDER].map((mark, index) => [mark, String.fromCharCode(index + 1)]),
);

function sortKey(name: string): string {
  return name.toLowerCase().replace(/[ \-,.'()/&]/g, (mark) => MARK_KEYS.get(mark) ?? mark);
}
