import { z } from 'zod';
import { emailSchema, exactText, isoTimestamp } from './common.ts';
import { contactIdField } from './contact-id.ts';
import {
  displayNameSchema,
  passwordSchema,
  roleSchema,
  TRADE_CONTACT_REQUIRED_MESSAGE,
  tradeContactField,
  tradeHasContact,
} from './identity.ts';

/** An invitation link works for 48 hours, once. */
export const INVITATION_TTL_HOURS = 48;

/** What the owner reads of an invitation that is still open: waiting, or past its 48 hours. */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  role: roleSchema,
  expires_at: isoTimestamp,
  status: z.enum(['pending', 'expired']),
  /** When the current link was sent (the first send, or the latest resend). */
  sent_at: isoTimestamp,
  invited_by: z.string().nullable(),
  /** The contact a trade is invited as; null for every other role. */
  contact_id: z.uuid().nullable(),
  /** That contact's company, or its name when it has none; null when none (or not there). */
  contact_name: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * A sent invitation. `link` is there only when no mail server is configured: the owner copies
 * it, once (the server keeps only its hash).
 */
export const sentInvitationSchema = invitationSchema.extend({
  link: z
    .url()
    .optional()
    .meta({
      description:
        'Only when no SMTP server is configured, and only in this answer: the one-time link to ' +
        'pass on. With SMTP the link goes by e-mail to the invited address.',
    }),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** POST /api/admin/invitations: who, and the role their allowlist entry gets. */
export const createInvitationSchema = z.object({
  email: emailSchema.meta({
    description:
      'Added to the allowlist with the role (an entry already listed is updated to it). 409 ' +
      'when the e-mail has an account already: they can sign in.',
  }),
  role: roleSchema.default('viewer'),
  contact_id: tradeContactField,
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

/** The Admin page's invitation form: who, as what, and a trade's contact (required for one). */
export const invitationFormSchema = z
  .object({
    email: emailSchema,
    role: roleSchema,
    contact_id: contactIdField.optional(),
  })
  .refine(tradeHasContact, { message: TRADE_CONTACT_REQUIRED_MESSAGE, path: ['contact_id'] });
export type InvitationFormValues = z.input<typeof invitationFormSchema>;
export type InvitationFormOutput = z.output<typeof invitationFormSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid() });

/** POST /api/identity/invitations/accept: the link's token and the new account's details. */
export const acceptInvitationSchema = z.object({
  token: exactText(256).min(1),
  password: passwordSchema,
  display_name: displayNameSchema.min(1, 'Enter your name.'),
});

const passwordsMatch = (form: { password: string; confirm: string }) =>
  form.password === form.confirm;

/** The invitation page's form: the API's fields (the token comes from the link) plus a confirmation. */
export const acceptInvitationFormSchema = z
  .object({ ...acceptInvitationSchema.omit({ token: true }).shape, confirm: z.string() })
  .refine(passwordsMatch, { message: 'The passwords do not match.', path: ['confirm'] });
export type AcceptInvitationFormValues = z.input<typeof acceptInvitationFormSchema>;
export type AcceptInvitationFormOutput = z.output<typeof acceptInvitationFormSchema>;
