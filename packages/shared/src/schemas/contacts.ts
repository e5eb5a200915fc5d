import { z } from 'zod';
import { auditFields, expectedVersion, lineText, multilineText } from './common.ts';
import { componentDocumentSchema } from './documents.ts';
import { expenseSchema } from './expenses.ts';
import { insuranceSchema } from './insurance.ts';
import { taskSchema } from './schedule.ts';

/** What a contact does for the household; the directory's filter and a trade's badge. */
export const contactTrades = [
  'Builder',
  'Electrician',
  'Plumber',
  'Carpenter',
  'Plasterer',
  'Tiler',
  'Decorator',
  'Roofer',
  'Gas engineer',
  'Architect',
  'Structural engineer',
  'Supplier',
  'Other',
] as const;
export type ContactTrade = (typeof contactTrades)[number];

/** The contacts screens' messages, in one place so every screen and test uses the same words. */
export const contactMessages = {
  load: 'Failed to load contacts. Please try again.',
  save: 'Failed to save contact. Please try again.',
  delete: 'Failed to delete contact. Please try again.',
  confirmDelete: 'Are you sure you want to delete this contact?',
  nameRequired: 'Name is required.',
  notFound: 'Contact not found.',
  unknownContact: 'That contact does not exist. Pick another or leave it empty.',
} as const;

export const contactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company: z.string(),
  trade: z.enum(contactTrades),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
  ...auditFields,
});
export type Contact = z.infer<typeof contactSchema>;

/** A phone number as people write it: digits, spaces, +, brackets, dots and dashes. */
const phoneText = lineText(40).refine(
  (value) => value === '' || /^\+?[0-9 ().-]{3,40}$/.test(value),
  'Enter a phone number: digits, spaces, +, brackets and dashes only.',
);

/** An optional e-mail: empty, or an address (trimmed, lower-cased). */
const optionalEmail = lineText(254)
  .toLowerCase()
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Enter a valid e-mail address.',
  );

export const contactInputSchema = z.object({
  name: lineText(200).min(1, contactMessages.nameRequired),
  company: lineText(200).default(''),
  trade: z.enum(contactTrades).default('Other'),
  email: optionalEmail.default(''),
  phone: phoneText.default(''),
  notes: multilineText(5000).default(''),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const updateContactSchema = contactInputSchema.extend(expectedVersion);

export const contactListQuerySchema = z.object({
  /** Matches name, company, trade, e-mail or phone, ignoring case. */
  q: lineText(200).optional(),
});

/** A component a contact works on, as its page shows it: no budget (a trade reads this too). */
const contactComponentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(['room', 'design', 'service']),
  status: z.string(),
  /** The room it belongs to, by name; null when it stands alone. */
  room_name: z.string().nullable(),
});

/** Another contact's task, as a trade sees it: when the site is busy, nothing more. */
export const busyBlockSchema = z.object({ startAt: z.string(), endAt: z.string() });

/**
 * A contact's page, and a trade's own view of its work: the components it works on, its tasks,
 * what it quoted and was paid (its expenses and their totals), its contractor insurance and the
 * documents of its work. `busy` is the other contacts' tasks, without names (for a trade's
 * schedule); empty for the household, which sees the whole schedule.
 */
export const contactWorkSchema = z.object({
  contact: contactSchema,
  components: z.array(contactComponentSchema),
  tasks: z.array(taskSchema),
  busy: z.array(busyBlockSchema),
  expenses: z.array(expenseSchema),
  totals: z.object({ quoted: z.number(), paid: z.number(), due: z.number() }),
  insurance: z.array(insuranceSchema),
  documents: z.array(componentDocumentSchema),
});
export type ContactWork = z.infer<typeof contactWorkSchema>;
