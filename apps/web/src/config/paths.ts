import { canUseTrash } from '@hrt/shared/policies';
import type { Capability, Role } from '@hrt/shared/roles';
import type { ComponentType } from '@hrt/shared/schemas/build-components';

/**
 * The one typed registry of the app's routes. Links and the router
 * both read it, so a path is written once.
 */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  login: { pattern: '/login', href: () => '/login' },
  requestAccess: { pattern: '/request-access', href: () => '/request-access' },
  setup: { pattern: '/setup', href: () => '/setup' },
  invite: { pattern: '/invite', href: () => '/invite' },
  createAccount: { pattern: '/admin/create-account', href: () => '/admin/create-account' },
  timeline: { pattern: '/timeline', href: () => '/timeline' },
  rooms: { pattern: '/rooms', href: () => '/rooms' },
  component: {
    pattern: '/rooms/:type/:roomId',
    href: (type: ComponentType, id: string) => `/rooms/${type}/${id}`,
  },
  expenses: { pattern: '/expenses', href: () => '/expenses' },
  extractExpenses: { pattern: '/expenses/extract', href: () => '/expenses/extract' },
  schedule: { pattern: '/schedule', href: () => '/schedule' },
  insurances: { pattern: '/insurances', href: () => '/insurances' },
  creditTracking: { pattern: '/credit-tracking', href: () => '/credit-tracking' },
  admin: { pattern: '/admin', href: () => '/admin' },
  adminOutbox: { pattern: '/admin/outbox', href: () => '/admin/outbox' },
  trash: { pattern: '/trash', href: () => '/trash' },
} as const;

export type PathName = keyof typeof paths;

/**
 * Who may open a route: everyone, signed-in users, or signed-in users whose role has a
 * capability: the same `can(role, capability)` rule the server applies to the route's API.
 * `allows` is for a rule of several capabilities (the trash: whoever may delete something),
 * the same policy function the server applies.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in'; capability?: Capability; allows?: (role: Role) => boolean };

export const routeAccess: Record<PathName, RouteAccess> = {
  home: { kind: 'public' },
  login: { kind: 'public' },
  requestAccess: { kind: 'public' },
  setup: { kind: 'public' },
  invite: { kind: 'public' },
  createAccount: { kind: 'public' },
  timeline: { kind: 'public' },
  rooms: { kind: 'signed-in' },
  component: { kind: 'signed-in' },
  expenses: { kind: 'signed-in' },
  extractExpenses: { kind: 'signed-in' },
  schedule: { kind: 'signed-in' },
  insurances: { kind: 'signed-in' },
  // Personal finances: only the roles that may see them (docs/domain.md#personal-finances).
  creditTracking: { kind: 'signed-in', capability: 'finance.manage' },
  admin: { kind: 'signed-in', capability: 'users.manage' },
  adminOutbox: { kind: 'signed-in', capability: 'users.manage' },
  trash: { kind: 'signed-in', allows: canUseTrash },
};
