import { useSession } from '@/lib/auth/session-context';
import { BuildComponentsNavItem } from './build-components-nav-item';
import { NavItemLink } from './nav-item-link';
import { signedInNav, signedOutNav, visibleNav } from './nav-items';

/** The desktop top navigation (1024 px and up). */
export function DesktopNav() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const items = signedIn ? visibleNav(signedInNav, session.role) : signedOutNav;
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item) =>
          signedIn && item.to === '/rooms' ? (
            <BuildComponentsNavItem key={item.to} />
          ) : (
            <li key={item.to}>
              <NavItemLink to={item.to}>{item.label}</NavItemLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
