import { z } from 'zod';
import { DEFAULT_COMPONENT_STATUS } from '../domain/status.ts';
import {
  amountInput,
  amountSchema,
  auditFields,
  expectedVersion,
  lineText,
  multilineText,
} from './common.ts';
import { contactIdField } from './contact-id.ts';

export const componentTypes = ['room', 'design', 'service'] as const;
export const componentTypeSchema = z.enum(componentTypes);
export type ComponentType = z.infer<typeof componentTypeSchema>;

export const componentTypeLabels: Record<
  ComponentType,
  { singular: string; plural: string; section: string }
> = {
  room: { singular: 'Room', plural: 'rooms', section: 'Rooms' },
  design: { singular: 'Design', plural: 'designs', section: 'Design' },
  service: { singular: 'Service', plural: 'services', section: 'Services' },
};

export const componentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: componentTypeSchema,
  status: z.string(),
  budget: z.number(),
  description: z.string().nullable(),
  /**
   * The room a design item or service belongs to; null for rooms, for components that stand
   * alone and while the room is in the trash (decision 057). An answer without it (from a
   * server before rooms held anything) reads as standing alone.
   */
  parent_id: z.uuid().nullable().default(null),
  /**
   * The contact who does a service (a trade, a supplier); null when none. An answer without it
   * (from a server before contacts) reads as none.
   */
  contact_id: contactIdField.default(null),
  ...auditFields,
});
export type BuildComponent = z.infer<typeof componentSchema>;

const name = lineText(120).min(1, 'Name is required.');
const status = lineText(60);
/** Only a room may be a parent, checked by the server against the rows (422 otherwise). */
const parentId = z.uuid('Choose a room from the list.').nullable();

export const createComponentSchema = z.object({
  name,
  type: componentTypeSchema,
  status: status.default(DEFAULT_COMPONENT_STATUS),
  budget: amountSchema.default(0),
  description: multilineText(2000).nullable().optional(),
  parent_id: parentId.optional(),
  /** The contact who does it; the server checks it exists (422 otherwise). */
  contact_id: contactIdField.optional(),
});
export type CreateComponentInput = z.input<typeof createComponentSchema>;

export const updateComponentSchema = z.object({
  name: name.optional(),
  status: status.optional(),
  budget: amountSchema.optional(),
  description: multilineText(2000).nullable().optional(),
  /** A room's id, or null to take the component out of its room; left out, it stays. */
  parent_id: parentId.optional(),
  /** A contact's id, or null for none; left out, it stays. */
  contact_id: contactIdField.optional(),
  ...expectedVersion,
});
export type UpdateComponentInput = z.input<typeof updateComponentSchema>;

/**
 * The add/edit dialog's fields as the form holds them: the API's rules for name, status and
 * budget, with the budget typed as text (an empty status is saved empty, shown as No status).
 */
export const componentFormSchema = z.object({
  name,
  status: z.union([z.literal(''), status]),
  budget: amountInput('Enter a budget of £0 or more.'),
  /** The room's id, or '' for "No room" (design items and services only). */
  parent_id: z.string().optional(),
});
export type ComponentFormValues = z.input<typeof componentFormSchema>;
export type ComponentFormOutput = z.output<typeof componentFormSchema>;

export const componentParamsSchema = z.object({ type: componentTypeSchema, id: z.uuid() });
