/**
 * Row-level rules (DESIGN.md section 7): what a role may do with a particular row, beyond the
 * route's capability in roles.ts. The server's services enforce these; the web app reads the
 * same functions to hide what a role may not do.
 */
import { can, type Role } from './roles.ts';
import type { ComponentType } from './schemas/components.ts';

/** Interior designers may edit money only on design items; every other editor on all. */
export function canEditComponentType(role: Role, type: ComponentType): boolean {
  if (!can(role, 'money.edit')) return false;
  return role !== 'interior_designer' || type === 'design';
}

/**
 * A component's documents follow its money rule (issue 23 L7, decision 019): interior designers
 * add and delete documents of design items only; every other content editor on all. The
 * contracts, quotes and certificates of rooms and services belong to the build side.
 */
export function canEditComponentDocuments(role: Role, type: ComponentType): boolean {
  if (!can(role, 'content.edit')) return false;
  return role !== 'interior_designer' || type === 'design';
}

/** Insurance documents are the household's own (personal) or the trades' (contractor). */
export type InsuranceCategory = 'personal' | 'contractor';

/** Everyone reads contractor insurance; personal insurance is the household's finances. */
export function canSeeInsuranceCategory(role: Role, category: InsuranceCategory): boolean {
  return category === 'contractor' ? can(role, 'project.read') : can(role, 'finance.manage');
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
