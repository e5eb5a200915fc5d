/**
 * Row-level rules (docs/domain.md#roles-and-permissions): what a role may do with a particular
 * row, beyond the route's capability in roles.ts. The server's services enforce these; the web
 * app reads the same functions to hide what a role may not do.
 */
import { type Capability, can, isTrade, type Role } from './roles.ts';
import type { ComponentType } from './schemas/build-components.ts';

/** Interior designers may edit money only on design items; every other editor on all. */
export function canEditComponentType(role: Role, type: ComponentType): boolean {
  if (!can(role, 'money.edit')) return false;
  return role !== 'interior_designer' || type === 'design';
}

/**
 * The project budget and its contingency bound every room's: whoever may set the budget of
 * every component may set them, so not an interior designer (design items only).
 */
export function canEditProjectBudget(role: Role): boolean {
  return can(role, 'money.edit') && role !== 'interior_designer';
}

/**
 * A component's documents follow its money rule (decision 019): interior designers add and
 * delete documents of design items only; every other content editor on all. The contracts,
 * quotes and certificates of rooms and services belong to the build side.
 */
export function canEditComponentDocuments(role: Role, type: ComponentType): boolean {
  if (!can(role, 'content.edit')) return false;
  return role !== 'interior_designer' || type === 'design';
}

/** Insurance documents are the household's own (personal) or the trades' (contractor). */
export type InsuranceCategory = 'personal' | 'contractor';

/**
 * Everyone reads contractor insurance (a trade only its own policies, which the server narrows
 * to); personal insurance is the household's finances.
 */
export function canSeeInsuranceCategory(role: Role, category: InsuranceCategory): boolean {
  return category === 'contractor' ? can(role, 'work.read') : can(role, 'finance.manage');
}

export function canEditInsuranceCategory(role: Role, category: InsuranceCategory): boolean {
  return category === 'contractor'
    ? can(role, 'contractor_insurance.edit')
    : can(role, 'finance.manage');
}

/** Credit accounts, personal insurance and who paid with what. */
export function canSeePersonalFinances(role: Role): boolean {
  return can(role, 'finance.manage');
}

/**
 * Who may restore a deleted item: whoever could have deleted it (docs/domain.md#trash). The
 * delete stores its rule with the trash entry: the capability, and the component type or
 * insurance category that narrows it.
 */
export interface RestoreRule {
  capability: Capability;
  /** The rule of a component's money (money.edit) or documents (content.edit). */
  component_type?: ComponentType;
  insurance_category?: InsuranceCategory;
}

export function canRestoreTrash(role: Role, rule: RestoreRule): boolean {
  if (rule.insurance_category) return canEditInsuranceCategory(role, rule.insurance_category);
  if (rule.component_type && rule.capability === 'money.edit') {
    return canEditComponentType(role, rule.component_type);
  }
  if (rule.component_type && rule.capability === 'content.edit') {
    return canEditComponentDocuments(role, rule.component_type);
  }
  return can(role, rule.capability);
}

/**
 * The trash is for those who may delete something: every household role but the viewer's. A
 * trade never: the trash holds everyone's deleted rows, prices and payments included.
 */
export function canUseTrash(role: Role): boolean {
  if (isTrade(role)) return false;
  return (
    can(role, 'money.edit') ||
    can(role, 'content.edit') ||
    can(role, 'schedule.edit') ||
    can(role, 'finance.manage')
  );
}
