import { type Role, roleLabels } from '@hrt/shared/roles';

/** How a role reads in the owner's lists: a trade with the contact it is ("Trade · Mason & Sons"). */
export function roleWithContact(role: Role, contactName: string | null | undefined): string {
  if (role !== 'trade') return roleLabels[role];
  return `${roleLabels.trade} · ${contactName ?? 'contact not found'}`;
}
