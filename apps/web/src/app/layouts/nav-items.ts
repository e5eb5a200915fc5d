import { type Capability, can, isTrade, type Role } from '@hrt/shared/roles';
import {
  Building2,
  CalendarDays,
  CreditCard,
  HardHat,
  History,
  type LucideIcon,
  Receipt,
  ShieldCheck,
  UserCog,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only roles with this capability see the item (the rule of its route and its API). */
  capability?: Capability;
  /** Only roles this lets in see the item: a rule that is not one capability (My work: a trade). */
  allows?: (role: Role) => boolean;
}

/** A trade's own page: its work, tasks, invoices and documents. */
const myWorkItem: NavItem = {
  label: 'My work',
  to: paths.myWork.href(),
  icon: HardHat,
  allows: isTrade,
};
const timelineItem: NavItem = { label: 'Timeline', to: paths.timeline.href(), icon: History };

/**
 * The signed-in navigation, in the order the header shows it: Rooms first for the household,
 * My work first for a trade, which sees only that and the public journal (decision 063).
 */
export const signedInNav: readonly NavItem[] = [
  myWorkItem,
  { label: 'Rooms', to: paths.rooms.href(), icon: Building2, capability: 'project.read' },
  { label: 'Schedule', to: paths.schedule.href(), icon: CalendarDays, capability: 'project.read' },
  { label: 'Expenses', to: paths.expenses.href(), icon: Receipt, capability: 'project.read' },
  {
    label: 'Insurance',
    to: paths.insurances.href(),
    icon: ShieldCheck,
    capability: 'project.read',
  },
  {
    label: 'Credit Tracking',
    to: paths.creditTracking.href(),
    icon: CreditCard,
    capability: 'finance.manage',
  },
  { label: 'Contacts', to: paths.contacts.href(), icon: Users, capability: 'project.read' },
  timelineItem,
  { label: 'Admin', to: paths.admin.href(), icon: UserCog, capability: 'users.manage' },
];

export const signedOutNav: readonly NavItem[] = [timelineItem];

/**
 * The phone's bottom bar: the household's four places used on site, around the add button; a
 * trade's My work and the journal.
 */
export const bottomBarNav: readonly NavItem[] = [
  { label: 'Rooms', to: paths.rooms.href(), icon: Building2, capability: 'project.read' },
  { label: 'Expenses', to: paths.expenses.href(), icon: Receipt, capability: 'project.read' },
  { label: 'Schedule', to: paths.schedule.href(), icon: CalendarDays, capability: 'project.read' },
  {
    label: 'Insurance',
    to: paths.insurances.href(),
    icon: ShieldCheck,
    capability: 'project.read',
  },
  myWorkItem,
  { ...timelineItem, allows: isTrade },
];

export function visibleNav(items: readonly NavItem[], role: Role): NavItem[] {
  return items.filter(
    (item) =>
      (!item.capability || can(role, item.capability)) && (!item.allows || item.allows(role)),
  );
}
