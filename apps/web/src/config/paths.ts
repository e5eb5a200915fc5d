import { canUseTrash } from '@hrt/shared/policies';
import { type Capability, isTrade, type Role } from '@hrt/shared/roles';
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
  contacts: { pattern: '/contacts', href: () => '/contacts' },
  contact: { pattern: '/contacts/:contactId', href: (id: string) => `/contacts/${id}` },
  admin: { pattern: '/admin', href: () => '/admin' },
  adminOutbox: { pattern: '/admin/outbox', href: () => '/admin/outbox' },
  trash: { pattern: '/trash', href: () => '/trash' },
  myWork: { pattern: '/my-work', href: () => '/my-work' },
} as const;

export type PathName = keyof typeof paths;

/** Where a signed-in role starts, and lands when it opens a page that is not for it. */
export function signedInHome(role: Role): string {
  return isTrade(role) ? paths.myWork.href() : paths.home.href();
}

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
  // The household's pages: a trade reads only its own work, on My work (decision 063).
  rooms: { kind: 'signed-in', capability: 'project.read' },
  component: { kind: 'signed-in', capability: 'project.read' },
  expenses: { kind: 'signed-in', capability: 'project.read' },
  extractExpenses: { kind: 'signed-in', capability: 'project.read' },
  schedule: { kind: 'signed-in', capability: 'project.read' },
  insurances: { kind: 'signed-in', capability: 'project.read' },
  // Personal finances: only the roles that may see them (docs/domain.md#personal-finances).
  creditTracking: { kind: 'signed-in', capability: 'finance.manage' },
  // The household's directory and a contact's page; a trade reads its own work on My work.
  contacts: { kind: 'signed-in', capability: 'project.read' },
  contact: { kind: 'signed-in', capability: 'project.read' },
  admin: { kind: 'signed-in', capability: 'users.manage' },
  adminOutbox: { kind: 'signed-in', capability: 'users.manage' },
  trash: { kind: 'signed-in', allows: canUseTrash },
  // A trade's own page; the household reads a contact's work on the contact's page.
  myWork: { kind: 'signed-in', allows: isTrade },
};
