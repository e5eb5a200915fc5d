import {
  oidcLinkRequestSchema,
  oidcLinkStartSchema,
  oidcStartQuerySchema,
} from '../../schemas/identity.ts';
import { defineContract } from '../endpoint.ts';

/** The callback page's answer: HTML whose script posts the outcome to the opener and closes. */
const popupPage = {
  mediaType: 'text/html',
  description:
    "A page that posts {type: 'hrt-oidc', ok, ...} to the opener window (a new session's ID " +
    'token, {linked: true}, or {code, message}) and closes.',
} as const;

/**
 * Federated sign-in through the OpenID Connect provider, in a popup, and linking that provider
 * to the signed-in account. Public by nature, except linking.
 */
export const oidcContract = defineContract('identity', {
  start: {
    method: 'GET',
    path: '/api/identity/oidc/start',
    access: 'public',
    summary: "Opens in the popup; redirects to the provider's sign-in",
    description:
      "302 to the provider's authorization URL; when federated sign-in is not set up or the " +
      'provider cannot be reached, 200 with the popup page carrying the failure.',
    query: oidcStartQuerySchema,
    responses: {
      200: popupPage,
      302: { mediaType: 'text/plain', description: "The provider's sign-in (Location header)" },
    },
    errors: [],
  },
  link: {
    method: 'POST',
    path: '/api/identity/oidc/link',
    access: 'signed-in',
    summary: "Start linking the provider to the signed-in account: the popup's first URL",
    description:
      'Returns the provider URL the popup opens; the callback links that provider account ' +
      'to the caller and posts {ok: true, linked: true}.',
    body: oidcLinkRequestSchema,
    responses: { 200: oidcLinkStartSchema },
    errors: ['not_found'],
  },
  callback: {
    method: 'GET',
    path: '/api/identity/oidc/callback',
    access: 'public',
    summary: "The provider's redirect back; posts the result to the opener and closes",
    responses: { 200: popupPage },
    errors: [],
  },
});
