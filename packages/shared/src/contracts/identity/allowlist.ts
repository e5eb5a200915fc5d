import { z } from 'zod';
import {
  accessAllowedSchema,
  accessPendingSchema,
  accessRequestEntrySchema,
  accessRequestParamsSchema,
  accessRequestSchema,
  accessRequestSubmittedSchema,
  accessStatusSchema,
  allowlistEmailParamsSchema,
  allowlistEntrySchema,
  approveAccessRequestSchema,
  createdUserSchema,
  createUserSchema,
  upsertAllowlistQuerySchema,
} from '../../schemas/identity.ts';
import { defineContract } from '../endpoint.ts';

/**
 * Who may use the app, and as what: the owner's allowlist, password accounts and the access
 * requests waiting for them (under `/api/admin`), and where a caller not (or no longer)
 * allowlisted stands, and their request (under `/api/auth`). Each part keeps its path and tag.
 */
const ownerEndpoints = defineContract('admin', {
  listUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'users.manage',
    summary: 'The allowlist',
    responses: { 200: z.array(allowlistEntrySchema) },
    errors: [],
  },
  saveUser: {
    method: 'POST',
    path: '/api/admin/users',
    access: 'users.manage',
    summary: 'Add or update an allowlist entry (query parameters email, role, allowed, contact_id)',
    description:
      "Revoking ends the user's sessions at once. 409 when the owner would demote or revoke " +
      'themself, or another owner the founding owner. An owner change is recorded in the ' +
      'activity feed and mailed to every owner. A trade names its contact (422 without one, or ' +
      'for a contact that does not exist); any other role clears it.',
    query: upsertAllowlistQuerySchema,
    responses: { 200: allowlistEntrySchema },
    errors: ['conflict', 'unprocessable'],
  },
  removeUser: {
    method: 'DELETE',
    path: '/api/admin/users/:email',
    access: 'users.manage',
    summary: 'Remove an e-mail from the allowlist (its sessions end at once)',
    params: allowlistEmailParamsSchema,
    responses: { 204: null },
    errors: ['not_found', 'conflict'],
  },
  listAccessRequests: {
    method: 'GET',
    path: '/api/admin/access-requests',
    access: 'users.manage',
    summary: 'Access requests, pending first',
    responses: { 200: z.array(accessRequestEntrySchema) },
    errors: [],
  },
  approveAccessRequest: {
    method: 'POST',
    path: '/api/admin/access-requests/:id/approve',
    access: 'users.manage',
    summary: 'Allowlist the requester with a role',
    params: accessRequestParamsSchema,
    body: approveAccessRequestSchema,
    responses: { 200: allowlistEntrySchema },
    // conflict: the allowlist rules of saveUser (the owner's own entry, the founding owner);
    // unprocessable: a trade without its contact, or with one that does not exist.
    errors: ['not_found', 'conflict', 'unprocessable'],
  },
  declineAccessRequest: {
    method: 'POST',
    path: '/api/admin/access-requests/:id/decline',
    access: 'users.manage',
    summary: 'Decline an access request',
    params: accessRequestParamsSchema,
    responses: { 204: null },
    errors: ['not_found'],
  },
});

const callerEndpoints = defineContract('auth', {
  accessStatus: {
    method: 'GET',
    path: '/api/auth/access-status',
    // Its purpose is to tell a signed-in but not (or no longer) allowlisted user where they stand.
    access: 'token',
    summary: "Whether the token's e-mail is allowed, pending, revoked or unknown",
    responses: { 200: accessStatusSchema },
    errors: [],
  },
  requestAccess: {
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

export const allowlistContract = { ...ownerEndpoints, ...callerEndpoints };
