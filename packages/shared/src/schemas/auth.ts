import { z } from 'zod';
import { roles } from '../roles.ts';
import { emailSchema, exactText, isoTimestamp, lineText } from './common.ts';

export const roleSchema = z.enum(roles);

/** The identity provider's password policy. */
export const MIN_PASSWORD_LENGTH = 8;
const passwordSchema = exactText(256, 'That password is too long.').min(
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

/** The spec's words when a signed-out visitor leaves the e-mail empty. */
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';

/**
 * The Request Access form of a signed-out visitor: the API's e-mail rules, with the spec's
 * message for an empty box. A signed-in user sends no field at all.
 */
export const accessRequestFormSchema = z.object({
  email: z.string().trim().min(1, EMAIL_REQUIRED_MESSAGE).pipe(emailSchema),
});
export type AccessRequestFormValues = z.input<typeof accessRequestFormSchema>;

/** The spec's words on success. */
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
export const accessRequestAnswerSchema = z.union([
  z.object({ status: z.literal('allowed') }),
  z.object({ status: z.literal('pending') }),
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

export const allowlistEntrySchema = z.object({
  email: z.string(),
  role: roleSchema,
  allowed: z.boolean(),
  created_at: isoTimestamp,
});
export type AllowlistEntry = z.infer<typeof allowlistEntrySchema>;

/** The Admin page's form for adding or updating one allowlist entry. */
export const allowlistFormSchema = z.object({
  email: emailSchema,
  role: roleSchema,
  allowed: z.boolean(),
});
export type AllowlistFormValues = z.input<typeof allowlistFormSchema>;
export type AllowlistFormOutput = z.output<typeof allowlistFormSchema>;

/** POST /api/admin/users takes query parameters email, role, allowed. */
export const upsertAllowlistQuerySchema = z.object({
  email: emailSchema,
  role: roleSchema.default('viewer'),
  allowed: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const accessRequestEntrySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  created_at: isoTimestamp,
});
export type AccessRequestEntry = z.infer<typeof accessRequestEntrySchema>;

/** POST /api/admin/access-requests/{id}/approve: the role the new user gets. */
export const approveAccessRequestSchema = z.object({ role: roleSchema.default('viewer') });

/** POST /api/identity/oidc/link: the web app's origin, for the popup's answer. */
export const oidcLinkRequestSchema = z.object({ origin: exactText(200).optional() });
/** The provider URL the link popup opens. */
export const oidcLinkStartSchema = z.object({ url: z.string() });
