import { type Capability, can, type Role } from '@hrt/shared/roles';
import {
  Building2,
  CalendarDays,
  CreditCard,
  History,
  type LucideIcon,
  Receipt,
  ShieldCheck,
  UserCog,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only roles with this capability see the item (the rule of its route and its API). */
  capability?: Capability;
}

/** The signed-in navigation, in the order the header shows it: Rooms first. */
export const signedInNav: readonly NavItem[] = [
  { label: 'Rooms', to: paths.rooms.href(), icon: Building2 },
  { label: 'Schedule', to: paths.schedule.href(), icon: CalendarDays },
  { label: 'Expenses', to: paths.expenses.href(), icon: Receipt },
  { label: 'Insurance', to: paths.insurances.href(), icon: ShieldCheck },
  {
    label: 'Credit Tracking',
    to: paths.creditTracking.href(),
    icon: CreditCard,
    capability: 'finance.manage',
  },
  { label: 'Timeline', to: paths.timeline.href(), icon: History },
  { label: 'Admin', to: paths.admin.href(), icon: UserCog, capability: 'users.manage' },
];

export const signedOutNav: readonly NavItem[] = [
  { label: 'Timeline', to: paths.timeline.href(), icon: History },
];

/** The phone's bottom bar: the four places used on site, around the add button. */
export const bottomBarNav: readonly NavItem[] = [
  { label: 'Rooms', to: paths.rooms.href(), icon: Building2 },
  { label: 'Expenses', to: paths.expenses.href(), icon: Receipt },
  { label: 'Schedule', to: paths.schedule.href(), icon: CalendarDays },
  { label: 'Insurance', to: paths.insurances.href(), icon: ShieldCheck },
];

export function visibleNav(items: readonly NavItem[], role: Role): NavItem[] {
  return items.filter((item) => !item.capability || can(role, item.capability));
}
