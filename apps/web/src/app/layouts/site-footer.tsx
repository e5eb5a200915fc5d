import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The desktop layout's footer. */
export function SiteFooter() {
  return (
    <footer className="hidden border-t lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-6 py-5 text-sm text-muted-foreground">
        <p className="flex items-center gap-2">
          <img src="/logo.svg" alt="" width={20} height={20} className="size-5 rounded" />
          Home Renovation Tracker
        </p>
        <nav aria-label="Footer">
          <ul className="flex items-center gap-4">
            <li>
              <Link to={paths.home.href()} className="hover:text-foreground hover:underline">
                Home
              </Link>
            </li>
            <li>
              <Link to={paths.timeline.href()} className="hover:text-foreground hover:underline">
                The Journey
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
