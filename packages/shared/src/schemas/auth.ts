import { z } from 'zod';
import { roles } from '../roles.ts';
import { emailSchema, isoTimestamp, lineText } from './common.ts';

export const roleSchema = z.enum(roles);

/** The identity provider's password policy. */
export const MIN_PASSWORD_LENGTH = 8;
const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(256, 'That password is too long.');

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required.').max(256),
});
export const tokenResponseSchema = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the ID token expires. */
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshSchema = z.object({ refreshToken: z.string().min(1).max(512) });
export const signOutSchema = z.object({ refreshToken: z.string().min(1).max(512).optional() });

export const meSchema = z.object({
  email: z.email(),
  displayName: z.string().nullable(),
  role: roleSchema,
});
export type Me = z.infer<typeof meSchema>;

export const accessStatusSchema = z.object({
  status: z.enum(['allowed', 'pending', 'revoked', 'none']),
});

/** {} with a bearer token, or {email} without one. */
export const accessRequestSchema = z.object({ email: emailSchema.optional() });

export const displayNameSchema = lineText(100);

export const createUserSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  display_name: displayNameSchema.optional(),
});

/** The first-run owner account, made with the one-time setup token the server printed. */
export const ownerSetupSchema = z.object({
  token: z.string().min(1).max(256),
  email: emailSchema,
  password: passwordSchema,
  display_name: displayNameSchema.optional(),
});

export const allowlistEntrySchema = z.object({
  email: z.string(),
  role: roleSchema,
  allowed: z.boolean(),
  created_at: isoTimestamp,
});
export type AllowlistEntry = z.infer<typeof allowlistEntrySchema>;

/** POST /api/admin/users takes query parameters email, role, allowed (spec part 1, section 7). */
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
