/** The auth feature's queries: the sign-in screen's config, and the owner's admin lists. */
export const authKeys = {
  config: ['identity', 'config'] as const,
  accessStatus: ['identity', 'access-status'] as const,
  users: ['admin', 'users'] as const,
  accessRequests: ['admin', 'access-requests'] as const,
  invitations: ['admin', 'invitations'] as const,
};
