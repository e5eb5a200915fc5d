import type { Role } from '@hrt/shared/roles';
import type {
  AccessRequestAnswer,
  AccessRequestEntry,
  AccessStatus,
  AllowlistEntry,
  IdentityConfig,
  TokenResponse,
} from '@hrt/shared/schemas/auth';
import { api } from '@/lib/api-client';

export const authKeys = {
  config: ['identity', 'config'] as const,
  users: ['admin', 'users'] as const,
  accessRequests: ['admin', 'access-requests'] as const,
};

export function fetchIdentityConfig() {
  return api.get<IdentityConfig>('/api/identity/config', { noAuthRetry: true });
}

export function fetchAccessStatus() {
  return api.get<{ status: AccessStatus }>('/api/auth/access-status', { noAuthRetry: true });
}

/**
 * With a stored token the server knows the e-mail and answers its status; without one the
 * form sends it and the answer is always `submitted`.
 */
export function requestAccess(email?: string) {
  return api.post<AccessRequestAnswer>('/api/auth/access-request', email ? { email } : {}, {
    noAuthRetry: true,
  });
}

/** Starts linking the provider to the signed-in account: the URL the popup opens. */
export function startFederatedLink() {
  return api.post<{ url: string }>('/api/identity/oidc/link', { origin: window.location.origin });
}

export function createUserAccount(input: { email: string; password: string; displayName: string }) {
  return api.post<{ email: string }>('/api/auth/admin/create-user', {
    email: input.email,
    password: input.password,
    ...(input.displayName.trim() ? { display_name: input.displayName.trim() } : {}),
  });
}

export function setupOwner(input: {
  token: string;
  email: string;
  password: string;
  displayName: string;
}) {
  return api.post<TokenResponse>(
    '/api/identity/setup',
    {
      token: input.token,
      email: input.email,
      password: input.password,
      ...(input.displayName.trim() ? { display_name: input.displayName.trim() } : {}),
    },
    { noAuthRetry: true },
  );
}

export function fetchAllowlist() {
  return api.get<AllowlistEntry[]>('/api/admin/users');
}

/** Creates or updates an entry: the spec's call takes query parameters. */
export function saveAllowlistEntry(entry: { email: string; role: Role; allowed: boolean }) {
  const query = new URLSearchParams({
    email: entry.email,
    role: entry.role,
    allowed: String(entry.allowed),
  });
  return api.post<AllowlistEntry>(`/api/admin/users?${query}`);
}

export function deleteAllowlistEntry(email: string) {
  return api.delete<void>(`/api/admin/users/${encodeURIComponent(email)}`);
}

export function fetchAccessRequests() {
  return api.get<AccessRequestEntry[]>('/api/admin/access-requests');
}

export function approveAccessRequest(id: string, role: Role) {
  return api.post<AllowlistEntry>(`/api/admin/access-requests/${id}/approve`, { role });
}

export function declineAccessRequest(id: string) {
  return api.post<void>(`/api/admin/access-requests/${id}/decline`);
}
