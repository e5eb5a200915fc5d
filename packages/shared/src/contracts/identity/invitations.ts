import { z } from 'zod';
import { tokenResponseSchema } from '../../schemas/identity.ts';
import {
  acceptInvitationSchema,
  createInvitationSchema,
  invitationParamsSchema,
  invitationSchema,
  sentInvitationSchema,
} from '../../schemas/invitations.ts';
import { defineContract } from '../endpoint.ts';

/**
 * Invitations: the owner invites an e-mail with a role; the person opens the one-time
 * link (48 hours, single use, stored hashed) and sets their own password and display name.
 */
export const invitationsContract = defineContract('invitations', {
  create: {
    method: 'POST',
    path: '/api/admin/invitations',
    access: 'users.manage',
    summary: 'Invite an e-mail with a role (allowlists it, and mails the one-time link)',
    description:
      'The e-mail is allowlisted with the role. The link is mailed to it; with no SMTP server ' +
      'configured the answer carries it instead (`link`), once. An open invitation of the same ' +
      'e-mail is replaced. 409 when the e-mail has an account, or by the allowlist rules; 422 ' +
      'when a trade names no contact, or one that does not exist.',
    body: createInvitationSchema,
    responses: { 201: sentInvitationSchema },
    errors: ['conflict', 'unprocessable'],
  },
  list: {
    method: 'GET',
    path: '/api/admin/invitations',
    access: 'users.manage',
    summary: 'Open invitations (neither accepted nor revoked), newest first',
    responses: { 200: z.array(invitationSchema) },
    errors: [],
  },
  revoke: {
    method: 'DELETE',
    path: '/api/admin/invitations/:id',
    access: 'users.manage',
    summary: 'Revoke an open invitation: its link stops working (the allowlist entry stays)',
    params: invitationParamsSchema,
    responses: { 204: null },
    // invitation_gone: accepted or revoked already.
    errors: ['not_found', 'invitation_gone'],
  },
  resend: {
    method: 'POST',
    path: '/api/admin/invitations/:id/resend',
    access: 'users.manage',
    summary: 'A new link for 48 hours; the old one stops working',
    description: 'Like create: the link is mailed, or (no SMTP) in the answer once.',
    params: invitationParamsSchema,
    responses: { 200: sentInvitationSchema },
    // invitation_gone: accepted or revoked already; conflict: the e-mail has an account now.
    errors: ['not_found', 'invitation_gone', 'conflict'],
  },
  accept: {
    method: 'POST',
    path: '/api/identity/invitations/accept',
    access: 'public',
    summary: "Set a password and display name with an invitation's link: signed in",
    description:
      'Answers as sign-in does (the ID token; the refresh token in its cookie). 410 when the ' +
      'link was used, revoked, replaced by a resend or has expired; 409 when the e-mail has ' +
      'an account already.',
    body: acceptInvitationSchema,
    responses: { 200: tokenResponseSchema },
    errors: ['invitation_gone', 'conflict'],
  },
});
