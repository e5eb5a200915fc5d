import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import { roles } from '../roles.ts';
import { emailSchema, exactText, isoTimestamp, lineText } from './common.ts';
import { contactIdField } from './contact-id.ts';

export const roleSchema = z.enum(roles);

/** The identity provider's password policy. */
export const MIN_PASSWORD_LENGTH = 8;
export const passwordSchema = exactText(256, 'That password is too long.').min(
  MIN_PASSWORD_LENGTH,
  `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
);

export const signInSchema = z.object({
  email: emailSchema,
  password: exactText(256).min(1, 'Password is required.'),
});

/** The sign-in form says one thing when either field is empty. */
export const MISSING_CREDENTIALS_MESSAGE = 'Please enter both email and password';
export const signInFormSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .refine((form) => form.email !== '' && form.password !== '', {
    message: MISSING_CREDENTIALS_MESSAGE,
  });
export type SignInFormValues = z.input<typeof signInFormSchema>;
/**
 * A new session as the client sees it. The refresh token is not in it: it travels only in an
 * HttpOnly cookie scoped to POST /api/identity/refresh (decision 020).
 */
export const tokenResponseSchema = z.object({
  idToken: z.string(),
  /** Seconds until the ID token expires. */
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The header (value '1') every refresh must carry: CSRF defence beside SameSite=Strict. */
export const REFRESH_CSRF_HEADER = 'x-hrt-csrf';

export const signOutSchema = z.object({ refreshToken: exactText(512).min(1).optional() });

export const meSchema = z.object({
  email: z.email(),
  displayName: z.string().nullable(),
  role: roleSchema,
  /** The contact a trade is (its own work is all it reads); null for the household's roles. */
  contact_id: z.uuid().nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const accessStatusSchema = z.object({
  status: z.enum(['allowed', 'pending', 'revoked', 'none']),
});
export type AccessStatus = z.infer<typeof accessStatusSchema>['status'];

/** What the sign-in screen offers, and whether first-run setup is pending. */
export const identityConfigSchema = z.object({
  oidc: z.object({ enabled: z.boolean(), name: z.string().nullable() }),
  setupRequired: z.boolean(),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/** {} with a bearer token, or {email} without one. */
export const accessRequestSchema = z.object({ email: emailSchema.optional() });

/** The words shown when a signed-out visitor leaves the e-mail empty. */
const EMAIL_REQUIRED_MESSAGE = 'Email is required';

/**
 * The Request Access form of a signed-out visitor: the API's e-mail rules, with its own
 * message for an empty box. A signed-in user sends no field at all.
 */
export const accessRequestFormSchema = z.object({
  email: z.string().trim().min(1, EMAIL_REQUIRED_MESSAGE).pipe(emailSchema),
});
export type AccessRequestFormValues = z.input<typeof accessRequestFormSchema>;

/** The words on success, the same whoever asks (docs/domain.md#sign-in-and-access). */
export const ACCESS_REQUEST_SUBMITTED_MESSAGE =
  "Your request has been submitted. We'll review and get back to you.";

/**
 * Without a token the answer is always `submitted`, whatever the e-mail, so the endpoint does
 * not tell strangers who is on the allowlist; a signed-in caller learns their own status.
 */
export const accessRequestSubmittedSchema = z.object({
  status: z.literal('submitted'),
  message: z.literal(ACCESS_REQUEST_SUBMITTED_MESSAGE),
});
/** A signed-in caller who is on the allowlist already: nothing to ask (200). */
export const accessAllowedSchema = z.object({ status: z.literal('allowed') });
/** A signed-in caller's request, filed or still waiting (201). */
export const accessPendingSchema = z.object({ status: z.literal('pending') });
const accessRequestAnswerSchema = z.union([
  accessAllowedSchema,
  accessPendingSchema,
  accessRequestSubmittedSchema,
]);
export type AccessRequestAnswer = z.infer<typeof accessRequestAnswerSchema>;

export const displayNameSchema = lineText(100);

export const createUserSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  display_name: displayNameSchema.optional(),
});
export type CreateUserFormValues = z.input<typeof createUserSchema>;
/** The account the owner made (its e-mail as stored: trimmed and lower-case). */
export const createdUserSchema = z.object({ email: z.email() });
export type CreateUserFormOutput = z.output<typeof createUserSchema>;

/** The first-run owner account, made with the one-time setup token the server printed. */
export const ownerSetupSchema = z.object({
  token: exactText(256).min(1),
  email: emailSchema,
  password: passwordSchema,
  display_name: displayNameSchema.optional(),
});

/** The set-up page's form: the API's fields (the token comes from the link) plus a confirmation. */
export const ownerSetupFormSchema = ownerSetupSchema
  .omit({ token: true })
  .extend({ confirm: z.string() })
  .refine((form) => form.password === form.confirm, {
    message: 'The passwords do not match.',
    path: ['confirm'],
  });
export type OwnerSetupFormValues = z.input<typeof ownerSetupFormSchema>;
export type OwnerSetupFormOutput = z.output<typeof ownerSetupFormSchema>;

/** A trade is always one contact: the words when the role is chosen without one (422). */
export const TRADE_CONTACT_REQUIRED_MESSAGE = 'Choose the contact this trade is.';

/** Whether a role and contact go together: a trade needs its contact, other roles need none. */
export const tradeHasContact = (values: { role: string; contact_id?: string | null }) =>
  values.role !== 'trade' || Boolean(values.contact_id);

export const allowlistEntrySchema = z.object({
  email: z.email(),
  role: roleSchema,
  allowed: z.boolean(),
  created_at: isoTimestamp,
  /** The contact a trade is; null for every other role. */
  contact_id: z.uuid().nullable(),
  /** That contact's company, or its name when it has none; null when none (or not there). */
  contact_name: z.string().nullable(),
});
export type AllowlistEntry = z.infer<typeof allowlistEntrySchema>;

/** The Admin page's form for adding or updating one allowlist entry. */
export const allowlistFormSchema = z
  .object({
    email: emailSchema,
    role: roleSchema,
    allowed: z.boolean(),
    contact_id: contactIdField.optional(),
  })
  .refine(tradeHasContact, { message: TRADE_CONTACT_REQUIRED_MESSAGE, path: ['contact_id'] });
export type AllowlistFormValues = z.input<typeof allowlistFormSchema>;
export type AllowlistFormOutput = z.output<typeof allowlistFormSchema>;

/** The contact a trade is, as the owner's writes take it (the server's checks are described). */
export const tradeContactField = z
  .uuid()
  .optional()
  .meta({
    description:
      "Required when role is 'trade': the contact the trade is (422 without one, or when no " +
      'contact has this id). Ignored and cleared for every other role.',
  });

/**
 * POST /api/admin/users takes query parameters email, role, allowed and contact_id. The rules
 * the server adds are stated on the fields, so the published document says them.
 */
export const upsertAllowlistQuerySchema = z.object({
  email: emailSchema.meta({
    description:
      'Listed once: an e-mail already on the allowlist is updated. The owner cannot demote or ' +
      'revoke themself, and no other owner can demote or revoke the founding owner (409).',
  }),
  role: roleSchema.default('viewer'),
  allowed: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .meta({ description: "'false' revokes access: the user's sessions end at once." }),
  contact_id: tradeContactField,
});

/** DELETE /api/admin/users/{email}: the entry to remove. */
export const allowlistEmailParamsSchema = z.object({
  email: emailSchema.meta({
    description:
      'Not the owner themself, nor (for another owner) the founding owner (409); 404 when ' +
      'the e-mail is not listed.',
  }),
});

export const accessRequestEntrySchema = z.object({
  id: z.uuid(),
  email: z.email(),
  status: z.enum(['pending', 'approved', 'declined']),
  created_at: isoTimestamp,
});
export type AccessRequestEntry = z.infer<typeof accessRequestEntrySchema>;

/** /api/admin/access-requests/{id}/...: the request's id. */
export const accessRequestParamsSchema = z.object({ id: z.uuid() });

/** POST /api/admin/access-requests/{id}/approve: the role the new user gets (a trade, its contact). */
export const approveAccessRequestSchema = z.object({
  role: roleSchema.default('viewer'),
  contact_id: tradeContactField,
});

/** POST /api/identity/oidc/link: the web app's origin, for the popup's answer. */
export const oidcLinkRequestSchema = z.object({ origin: exactText(200).optional() });
/** The provider URL the link popup opens. */
export const oidcLinkStartSchema = z.object({ url: z.string() });

/** GET /api/identity/oidc/start: the web app's origin, for the popup's answer. */
export const oidcStartQuerySchema = z.object({ origin: z.string().max(200).optional() });

/** The public keys that verify ID tokens (a JSON Web Key Set). */
export const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** Why a federated sign-in failed, as the callback page tells the opener (API error codes). */
const oidcFailureCodes = [
  'user_disabled',
  'access_denied',
  'oidc_failed',
  'link_required',
] as const satisfies readonly ErrorCode[];
const oidcFailureCodeSchema = z.enum(oidcFailureCodes);
export type OidcFailureCode = z.infer<typeof oidcFailureCodeSchema>;

/**
 * What the OIDC callback page posts to its opener: a new session (its refresh token went into
 * the cookie), a linked provider account, or a failure.
 */
export const oidcPopupMessageSchema = z.union([
  z.object({ type: z.literal('hrt-oidc'), ok: z.literal(true), ...tokenResponseSchema.shape }),
  z.object({ type: z.literal('hrt-oidc'), ok: z.literal(true), linked: z.literal(true) }),
  z.object({
    type: z.literal('hrt-oidc'),
    ok: z.literal(false),
    code: oidcFailureCodeSchema,
    message: z.string(),
  }),
]);
export type OidcPopupMessage = z.infer<typeof oidcPopupMessageSchema>;
