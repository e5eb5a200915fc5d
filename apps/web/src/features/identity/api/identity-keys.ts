import { queryKeys } from '@/lib/query-keys';

/** The identity feature's queries: the sign-in screen's config, and the owner's lists. */
export const identityKeys = {
  config: ['identity', 'config'] as const,
  accessStatus: ['identity', 'access-status'] as const,
  /** Shared with the home page's guided start (lib/shared-queries/allowlist.ts). */
  users: queryKeys.allowlist,
  accessRequests: ['admin', 'access-requests'] as const,
  invitations: ['admin', 'invitations'] as const,
  /** The contacts a trade may be, for the role pickers' contact select. */
  contactChoices: ['admin', 'contact-choices'] as const,
};
