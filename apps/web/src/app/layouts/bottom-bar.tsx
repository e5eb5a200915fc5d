import { isTrade } from '@hrt/shared/roles';
import { Plus } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCan, useSession } from '@/lib/auth/session-context';
import { cn } from '@/lib/cn';
import { bottomBarNav, type NavItem, visibleNav } from './nav-items';

/** Navigation state that asks the expenses page to open its new-expense form at once. */
interface OpenNewExpenseState {
  openNew: true;
}

function BarLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <li>
      <NavLink
        to={item.to}
        className={({ isActive }) =>
          cn(
            'flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-medium transition-colors',
            isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
          )
        }
      >
        <Icon className="size-5" aria-hidden="true" />
        {item.label}
      </NavLink>
    </li>
  );
}

/**
 * The phone layout's bottom bar (below 768 px, signed in only): the role's places and, in the
 * middle, the add button for those who may add. Recording a cost on site is the most frequent
 * action, so it adds an expense. A trade has two places (My work, Timeline) and no add button.
 */
export function BottomBar() {
  const navigate = useNavigate();
  const session = useSession();
  // The UI hides what a role may not do: viewers get no add button.
  const canAdd = useCan('money.edit');
  const items = visibleNav(bottomBarNav, session.role);
  const household = !isTrade(session.role);
  const half = Math.ceil(items.length / 2);
  const addExpense = () => {
    const state: OpenNewExpenseState = { openNew: true };
    navigate(paths.expenses.href(), { state });
  };
  return (
    <nav
      aria-label="Quick navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_8px_rgb(0_0_0/0.04)] backdrop-blur md:hidden"
    >
      <ul
        className={cn(
          'mx-auto grid max-w-md items-center px-2',
          household ? 'grid-cols-5' : 'grid-cols-2',
        )}
      >
        {items.slice(0, half).map((item) => (
          <BarLink key={item.to} item={item} />
        ))}
        {household && (
          // The add button's place stays for a viewer too, so the four places never move.
          <li className="flex justify-center">
            {canAdd && (
              <button
                type="button"
                onClick={addExpense}
                aria-label="Add expense"
                className="-mt-5 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-4 ring-background transition-transform active:scale-95"
              >
                <Plus className="size-6" aria-hidden="true" />
              </button>
            )}
          </li>
        )}
        {items.slice(half).map((item) => (
          <BarLink key={item.to} item={item} />
        ))}
      </ul>
    </nav>
  );
}
