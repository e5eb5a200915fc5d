import { z } from 'zod';
import { isoTimestamp } from './audit.ts';
import { exactText } from './common.ts';

/** How long a deleted item waits in the trash before the purge job removes it for good. */
export const TRASH_DAYS = 30;

/** How long the 'Undo' of a delete or an edit stays on screen. */
export const UNDO_SECONDS = 10;

/** What can be deleted to the trash: one per delete route. */
export const trashResourceTypes = [
  'expense',
  'component',
  'document',
  'receipt',
  'idea',
  'task',
  'insurance',
  'credit_account',
  'timeline_entry',
  'timeline_photo',
  'contact',
] as const;
export type TrashResourceType = (typeof trashResourceTypes)[number];

/** How the trash and the undo toast name each kind ('Expense deleted.'). */
export const trashResourceTypeLabels: Record<TrashResourceType, string> = {
  expense: 'Expense',
  component: 'Component',
  document: 'Document',
  receipt: 'Receipt',
  idea: 'Idea',
  task: 'Task',
  insurance: 'Insurance policy',
  credit_account: 'Credit account',
  timeline_entry: 'Journal entry',
  timeline_photo: 'Photo',
  contact: 'Contact',
};

/** What went to the trash with an item, counted ('and its 12 expenses, 3 documents'). */
export const trashContentsSchema = z.object({
  expenses: z.number().int(),
  receipts: z.number().int(),
  documents: z.number().int(),
  ideas: z.number().int(),
  tasks: z.number().int(),
  photos: z.number().int(),
});
export type TrashContents = z.infer<typeof trashContentsSchema>;

export const emptyTrashContents: TrashContents = {
  expenses: 0,
  receipts: 0,
  documents: 0,
  ideas: 0,
  tasks: 0,
  photos: 0,
};

const contentNouns: Record<keyof TrashContents, [string, string]> = {
  expenses: ['expense', 'expenses'],
  receipts: ['receipt', 'receipts'],
  documents: ['document', 'documents'],
  ideas: ['idea', 'ideas'],
  tasks: ['task', 'tasks'],
  photos: ['photo', 'photos'],
};

/** 'Utility and its 12 expenses, 3 documents and 2 ideas'; just the name when nothing goes with it. */
export function describeTrashContents(name: string, contents: TrashContents): string {
  const parts = (Object.keys(contentNouns) as (keyof TrashContents)[])
    .filter((key) => contents[key] > 0)
    .map((key) => `${contents[key]} ${contentNouns[key][contents[key] === 1 ? 0 : 1]}`);
  if (!parts.length) return name;
  const last = parts.pop();
  return `${name} and its ${parts.length ? `${parts.join(', ')} and ${last}` : last}`;
}

export const trashEntrySchema = z.object({
  /** The trash entry's own id (restore and delete forever take it). */
  id: z.uuid(),
  resource_type: z.enum(trashResourceTypes),
  /** The deleted item's id, as it was and as it will be again after a restore. */
  resource_id: z.uuid(),
  /** 'Room', 'Expense', 'Insurance policy': the kind, in words. */
  label: z.string(),
  name: z.string(),
  deleted_at: isoTimestamp,
  deleted_by: z.string(),
  purge_at: isoTimestamp,
  contents: trashContentsSchema,
  /** Whether the reader may restore it: whoever could delete it. */
  can_restore: z.boolean(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

export const trashListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: exactText(200).optional(),
});
export type TrashListQuery = z.input<typeof trashListQuerySchema>;

export const trashPageSchema = z.object({
  items: z.array(trashEntrySchema),
  next_cursor: z.string().nullable(),
});
export type TrashPage = z.infer<typeof trashPageSchema>;

export const trashEntryParamsSchema = z.object({ id: z.uuid() });

/** What a delete would take with it, for the confirmation ('Utility and its 12 expenses'). */
export const trashPreviewParamsSchema = z.object({
  /** The kinds that take other things with them. */
  resource_type: z.enum(['component', 'timeline_entry']),
  resource_id: z.uuid(),
});
export const trashPreviewSchema = z.object({
  name: z.string(),
  contents: trashContentsSchema,
  /** The whole sentence: 'Utility and its 12 expenses, 3 documents and 2 ideas'. */
  description: z.string(),
});
export type TrashPreview = z.infer<typeof trashPreviewSchema>;
