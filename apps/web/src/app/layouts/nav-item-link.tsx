import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

/** A top-bar link; the current section is marked (aria-current) and highlighted. */
export function NavItemLink({
  to,
  end = false,
  children,
}: {
  to: string;
  end?: boolean;
  children: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          'inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm lg:max-xl:px-2 font-medium whitespace-nowrap transition-colors',
          isActive
            ? 'bg-accent text-accent-foreground'
            : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
        )
      }
    >
      {children}
    </NavLink>
  );
}
