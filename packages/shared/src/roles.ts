/**
 * The single source of truth for who may do what (docs/domain.md#roles-and-permissions). The
 * server enforces it on every route; the web app reads the same table to hide what a role may
 * not do.
 */

export const roles = [
  'owner',
  'project_manager',
  'build_manager',
  'interior_designer',
  'viewer',
  'trade',
] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  owner: 'Owner',
  project_manager: 'Project manager',
  build_manager: 'Build manager',
  interior_designer: 'Interior designer',
  viewer: 'Viewer',
  trade: 'Trade',
};

/**
 * The five household roles see the whole project. A trade is a contractor given a login: always
 * tied to one contact, it sees only its own work (decision 063).
 */
const householdRoles = roles.filter((role) => role !== 'trade');

export const capabilities = [
  /**
   * The routes a trade may also call, each narrowed to the trade's own rows by its service:
   * components it works on, its tasks, its expenses, insurance and documents, notifications.
   */
  'work.read',
  /** components, expenses, schedule, ideas, documents, timeline, contractor insurance */
  'project.read',
  /**
   * What a trade may add to its own work (a task's status, a document, a journal photo), beside
   * the household's editors; each service checks the row: a trade only its own, the household
   * by the route's usual capability.
   */
  'work.contribute',
  /** components, budgets, expenses, receipts, extraction (interior designers: design items only) */
  'money.edit',
  'schedule.edit',
  /** ideas, price monitoring, component documents (interior designers: of design items only), timeline */
  'content.edit',
  /** credit accounts and personal insurance, read and write */
  'finance.manage',
  'contractor_insurance.edit',
  /** the household's working calendar: its working days and public holidays */
  'household.edit',
  'users.manage',
] as const;
export type Capability = (typeof capabilities)[number];

const all: readonly Role[] = roles;
const managers: readonly Role[] = ['owner', 'project_manager', 'build_manager'];

const permissionTable: Record<Capability, readonly Role[]> = {
  'work.read': all,
  'project.read': householdRoles,
  'work.contribute': [...managers, 'interior_designer', 'trade'],
  'money.edit': [...managers, 'interior_designer'],
  'schedule.edit': managers,
  'content.edit': [...managers, 'interior_designer'],
  'finance.manage': ['owner', 'project_manager'],
  'contractor_insurance.edit': managers,
  'household.edit': ['owner', 'project_manager'],
  'users.manage': ['owner'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** A trade reads only its own rows of the routes it shares with the household. */
export function isTrade(role: Role): boolean {
  return role === 'trade';
}

export function can(role: Role, capability: Capability): boolean {
  return permissionTable[capability].includes(role);
}
