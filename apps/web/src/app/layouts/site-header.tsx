import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session-context';
import { useAfterFirstContent } from '@/lib/first-content';
import { lazyComponent } from '@/lib/lazy-component';
import { DesktopNav } from './desktop-nav';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

// Signed-in only, and built on Radix popovers and menus: loaded when someone is signed in,
// so a visitor's first page does not download them, and after the page's own content
// (lib/first-content.ts), so a phone shows the page's figures first.
const NotificationBell = lazyComponent(() =>
  import('@/features/notifications/components/notification-bell').then(
    (module) => module.NotificationBell,
  ),
);
const UserMenu = lazyComponent(() => import('./user-menu').then((module) => module.UserMenu));

/** The sticky header: home link, navigation, bell, theme toggle and the account controls. */
export function SiteHeader() {
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const signedIn = session.status === 'signed-in';
  const showExtras = useAfterFirstContent();
  // The menu belongs to the page it was opened on, so following a link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);

  // Escape or a tap outside the header closes the menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      menuButton.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setMenuOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:px-6">
        <Link
          to={paths.home.href()}
          className="flex shrink-0 items-center gap-2.5 rounded-md font-semibold tracking-tight"
        >
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8 rounded-lg" />
          <span className="max-sm:sr-only lg:max-xl:sr-only">Home Renovation Tracker</span>
        </Link>
        <div className="ml-2 hidden lg:block">
          <DesktopNav />
        </div>
        <div className="ml-auto flex items-center gap-1">
          {signedIn && (
            <Suspense fallback={<span className="size-9" />}>
              {showExtras ? <NotificationBell /> : <span className="size-9" />}
            </Suspense>
          )}
          <ThemeToggle />
          {signedIn ? (
            <div className="hidden lg:block">
              <Suspense fallback={<span className="inline-block h-9 w-32" />}>
                {showExtras ? <UserMenu /> : <span className="inline-block h-9 w-32" />}
              </Suspense>
            </div>
          ) : (
            <Button asChild size="sm" className="ml-1 hidden lg:inline-flex">
              <Link to={paths.login.href()}>Login</Link>
            </Button>
          )}
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen && <MobileMenu />}
      {navigation.state === 'loading' && (
        // A thin bar while the next page's code loads; the current page stays usable.
        <div
          role="progressbar"
          aria-label="Loading page"
          className="absolute inset-x-0 -bottom-px h-0.5 animate-pulse bg-primary"
        />
      )}
    </header>
  );
}
