/**
 * The journal list's path, apart from its contract (timeline-reads.ts): the home page's journal
 * card fetches it on a visitor's first page without loading the contract's schemas, and so zod
 * (issue 30: that page's first JavaScript under 150 kB). The contract takes its path from here.
 */
export const TIMELINE_ENTRIES_PATH = '/api/timeline/entries';
