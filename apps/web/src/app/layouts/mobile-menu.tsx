import { canUseTrash } from '@hrt/shared/policies';
import { roleLabels } from '@hrt/shared/roles';
import { CircleUser, LogIn, LogOut, Trash2 } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session-context';
import { cn } from '@/lib/cn';
import { type NavItem, signedInNav, signedOutNav, visibleNav } from './nav-items';
import { useSignOut } from './use-sign-out';

export const MOBILE_MENU_ID = 'mobile-menu';

function MenuLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.to === '/'}
        className={({ isActive }) =>
          cn(
            'flex min-h-11 items-center gap-3 rounded-lg px-3 text-base font-medium transition-colors',
            isActive ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
          )
        }
      >
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
        {item.label}
      </NavLink>
    </li>
  );
}

/** The collapsible menu below 1024 px; it closes itself on navigation (see SiteHeader). */
export function MobileMenu() {
  const session = useSession();
  const signOut = useSignOut();
  const signedIn = session.status === 'signed-in';
  const items = signedIn
    ? visibleNav(signedInNav, session.role)
    : [...signedOutNav, { label: 'Login', to: paths.login.href(), icon: LogIn }];
  const name = session.user?.displayName?.trim() || session.user?.email;

  return (
    <div
      id={MOBILE_MENU_ID}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y bg-background px-4 pt-2 pb-4 shadow-lg lg:hidden"
    >
      <nav aria-label="Main">
        <ul className="grid gap-0.5">
          {items.map((item) => (
            <MenuLink key={item.to} item={item} />
          ))}
        </ul>
      </nav>
      {signedIn && canUseTrash(session.role) && (
        <ul aria-label="Account" className="mt-3 grid gap-0.5 border-t pt-3">
          <MenuLink item={{ label: 'Trash', to: paths.trash.href(), icon: Trash2 }} />
        </ul>
      )}
      {signedIn && (
        <div className="mt-3 flex items-center gap-3 border-t pt-3">
          <CircleUser className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{name}</p>
            <p className="text-xs text-muted-foreground">{roleLabels[session.role]}</p>
          </div>
          <Button variant="outline" onClick={signOut}>
            <LogOut aria-hidden="true" />
            Log out
          </Button>
        </div>
      )}
    </div>
  );
}
