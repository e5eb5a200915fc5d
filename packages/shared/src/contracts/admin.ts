import { z } from 'zod';
import {
  accessRequestEntrySchema,
  accessRequestParamsSchema,
  allowlistEmailParamsSchema,
  allowlistEntrySchema,
  approveAccessRequestSchema,
  upsertAllowlistQuerySchema,
} from '../schemas/auth.ts';
import { defineContract } from './endpoint.ts';

/** The owner's allowlist and the access requests waiting for them. */
export const adminContract = defineContract('admin', {
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
    summary: 'Add or update an allowlist entry (query parameters email, role, allowed)',
    description:
      "Revoking ends the user's sessions at once. 409 when the owner would demote or revoke " +
      'themself, or another owner the founding owner. An owner change is recorded in the ' +
      'activity feed and mailed to every owner.',
    query: upsertAllowlistQuerySchema,
    responses: { 200: allowlistEntrySchema },
    errors: ['conflict'],
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
    // conflict: the allowlist rules of saveUser (the owner's own entry, the founding owner).
    errors: ['not_found', 'conflict'],
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
