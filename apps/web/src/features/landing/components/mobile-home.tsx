import { Building2, CalendarDays, Camera, History, type LucideIcon, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LazyGuidedStart } from './lazy-guided-start';
import { RecentUpdatesCard } from './recent-updates-card';

interface QuickLink {
  label: string;
  hint: string;
  icon: LucideIcon;
  to: string;
}

/**
 * What people reach for on site with a phone in one hand: snap a receipt, check costs and
 * the plan, add to the journal. Large targets, two columns.
 */
const quickLinks: readonly QuickLink[] = [
  {
    label: 'Snap a receipt',
    hint: 'Add expenses from a photo',
    icon: Camera,
    to: paths.extractExpenses.href(),
  },
  { label: 'Expenses', hint: 'Costs, payments', icon: Receipt, to: paths.expenses.href() },
  { label: 'Rooms', hint: 'Budgets, progress', icon: Building2, to: paths.rooms.href() },
  { label: 'Schedule', hint: 'Tasks by week', icon: CalendarDays, to: paths.schedule.href() },
  { label: 'Timeline', hint: 'Photos, milestones', icon: History, to: paths.timeline.href() },
];

/** The separate home view for signed-in users on small screens. */
export function MobileHome({ name }: { name: string | null }) {
  return (
    <div className="grid gap-5">
      <header className="flex items-center gap-3">
        <img src="/logo.svg" alt="" width={40} height={40} className="size-10 rounded-xl" />
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold tracking-tight">
            {name ? `Hello, ${name}` : 'Home Renovation Tracker'}
          </h1>
          <p className="text-sm text-muted-foreground">What would you like to do?</p>
        </div>
      </header>
      <LazyGuidedStart />
      <nav aria-label="Quick links">
        <ul className="grid grid-cols-2 gap-3">
          {quickLinks.map((link) => {
            const Icon = link.icon;
            return (
              <li key={link.label} className="first:col-span-2">
                <Link
                  to={link.to}
                  className="flex min-h-20 items-center gap-3 rounded-xl border bg-card p-3 shadow-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="grid min-w-0">
                    <span className="font-medium">{link.label}</span>
                    <span className="text-xs text-muted-foreground">{link.hint}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <RecentUpdatesCard />
    </div>
  );
}
