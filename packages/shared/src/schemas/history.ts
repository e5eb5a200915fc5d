import { z } from 'zod';
import { isoTimestamp } from './audit.ts';

/** The items whose changes are listed in their 'History'. */
const historyResourceTypes = [
  'expense',
  'component',
  'task',
  'insurance',
  'credit_account',
  'contact',
] as const;
export type HistoryResourceType = (typeof historyResourceTypes)[number];

export const historyParamsSchema = z.object({
  resource_type: z.enum(historyResourceTypes),
  resource_id: z.uuid(),
});

/** One field's change, in words: 'Amount paid: £120.00 -> £340.00'. */
const historyFieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  /** null: the field was empty (or the item did not exist yet). */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type HistoryFieldChange = z.infer<typeof historyFieldChangeSchema>;

const historyEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(['created', 'updated', 'deleted', 'restored']),
  actor_email: z.string(),
  /** Their account's display name, as the notification feed names them; null when none. */
  actor_name: z.string().nullable(),
  at: isoTimestamp,
  changes: z.array(historyFieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historySchema = z.object({ items: z.array(historyEntrySchema) });
export type History = z.infer<typeof historySchema>;
