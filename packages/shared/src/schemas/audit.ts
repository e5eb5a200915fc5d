import { z } from 'zod';

/**
 * The audit fields every row carries, in a module of their own: the answer shapes a visitor's
 * first page parses (the journal) need them, but not the input rules beside them in common.ts.
 */
export const isoTimestamp = z.iso.datetime({ offset: true });

/** Every row's audit fields, as the API exchanges them. */
export const auditFields = {
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  created_by: z.string().nullable(),
};

/** The version a client saw; an update from a stale one answers 409. */
export const expectedVersion = {
  updated_at: isoTimestamp.optional(),
};
