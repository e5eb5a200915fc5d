import {
  accessAllowedSchema,
  accessPendingSchema,
  accessRequestSchema,
  accessRequestSubmittedSchema,
  accessStatusSchema,
  createdUserSchema,
  createUserSchema,
  meSchema,
} from '../schemas/auth.ts';
import { defineContract } from './endpoint.ts';
import { ME_PATH } from './first-paths.ts';

/**
 * Who the caller is and where they stand (`/api/auth`): the signed-in user, the access status
 * and request of someone not (or no longer) allowlisted, and the owner's password accounts.
 */
export const accessContract = defineContract('auth', {
  me: {
    method: 'GET',
    path: ME_PATH,
    access: 'signed-in',
    summary: 'The signed-in user and their role',
    responses: { 200: meSchema },
    errors: [],
  },
  status: {
    method: 'GET',
    path: '/api/auth/access-status',
    // Its purpose is to tell a signed-in but not (or no longer) allowlisted user where they stand.
    access: 'token',
    summary: "Whether the token's e-mail is allowed, pending, revoked or unknown",
    responses: { 200: accessStatusSchema },
    errors: [],
  },
  request: {
    method: 'POST',
    path: '/api/auth/access-request',
    access: 'public',
    summary: 'Ask the owner for access ({} with a bearer token, or {email} without one)',
    description:
      'Without a token the answer is 202 submitted whatever the e-mail (no allowlist ' +
      'enumeration); with one, 200 allowed or 201 pending for the caller.',
    body: accessRequestSchema,
    responses: {
      200: accessAllowedSchema,
      201: accessPendingSchema,
      202: accessRequestSubmittedSchema,
    },
    errors: [],
  },
  createUser: {
    method: 'POST',
    path: '/api/auth/admin/create-user',
    access: 'users.manage',
    summary: 'Create a password account (allowlisted as viewer when not listed yet)',
    body: createUserSchema,
    responses: { 201: createdUserSchema },
    // An account for the e-mail exists already.
    errors: ['conflict'],
  },
});
