/**
 * Paths (and page sizes) a first page requests before its contracts' schemas have loaded (decision 046), apart from
 * those contracts so that this module carries no zod. The contracts take their paths from here.
 * - The journal's list: the home page's journal card fetches it on a visitor's first page
 *   without the contract's schemas, and so without zod (that page's JavaScript under 150 kB).
 * - The signed-in user: asked for as the app boots, while the schema that checks the answer
 *   loads alongside, not before it.
 */
export const TIMELINE_ENTRIES_PATH = '/api/timeline/entries';
/** The journal's page: /timeline asks for it before the list's schema has loaded. */
export const TIMELINE_PAGE_SIZE = 20;
export const ME_PATH = '/api/auth/me';
