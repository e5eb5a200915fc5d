import { z } from 'zod/mini';

/**
 * The audit fields every row carries, in a module of their own: the answer shapes a visitor's
 * first page parses (the journal) need them, but not the input rules beside them in common.ts.
 * Written with zod's tree-shakable form (zod/mini), like the journal's shapes: that page then
 * loads only the parts of zod it uses (decision 039). The full form's objects take them as they are.
 */
export const isoTimestamp = z.iso.datetime({ offset: true });

/** Every row's audit fields, as the API exchanges them. */
export const auditFields = {
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  created_by: z.nullable(z.string()),
};

/** The version a client saw; an update from a stale one answers 409. */
export const expectedVersion = {
  updated_at: z.optional(isoTimestamp),
};
