import {
  ArrowRight,
  Building2,
  CalendarDays,
  type LucideIcon,
  Receipt,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
  to: string;
}

/** The four features the landing page advertises. */
const features: readonly Feature[] = [
  {
    title: 'Room Management',
    description: 'Track components and rooms',
    icon: Building2,
    to: paths.rooms.href(),
  },
  {
    title: 'Expense Tracking',
    description: 'Costs and budgets across components',
    icon: Receipt,
    to: paths.expenses.href(),
  },
  {
    title: 'Project Schedule',
    description: 'The renovation timeline',
    icon: CalendarDays,
    to: paths.schedule.href(),
  },
  {
    title: 'Insurance Management',
    description: 'Policies and documents',
    icon: ShieldCheck,
    to: paths.insurances.href(),
  },
];

function FeatureBody({ feature, linked }: { feature: Feature; linked: boolean }) {
  const Icon = feature.icon;
  return (
    <>
      <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">{feature.title}</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{feature.description}</p>
      </div>
      {linked && (
        <ArrowRight
          className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      )}
    </>
  );
}

const tileClasses = 'flex items-start gap-3 rounded-xl border bg-card p-4 shadow-sm';

/**
 * The features as tiles. For a visitor they describe the product; for a signed-in user the same
 * tiles are shortcuts into each area.
 */
export function FeatureList({ linked, className }: { linked: boolean; className?: string }) {
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature.title} className="flex">
          {linked ? (
            <Link
              to={feature.to}
              className={`${tileClasses} group w-full transition-colors hover:border-primary/40 hover:bg-accent/40`}
            >
              <FeatureBody feature={feature} linked />
            </Link>
          ) : (
            <div className={`${tileClasses} w-full`}>
              <FeatureBody feature={feature} linked={false} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
