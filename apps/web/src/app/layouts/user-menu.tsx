import { canUseTrash } from '@hrt/shared/policies';
import { roleLabels } from '@hrt/shared/roles';
import { ChevronDown, CircleUser, LogOut, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { LinkProviderMenuItem } from '@/features/identity/oidc/components/link-provider-menu-item';
import { useSession } from '@/lib/auth/session-context';
import { useSignOut } from './use-sign-out';

/**
 * The signed-in user's name (or e-mail), 'Trash' for whoever may delete things, linking a
 * sign-in provider, and 'Log out'.
 */
export function UserMenu() {
  const session = useSession();
  const signOut = useSignOut();
  const user = session.user;
  if (!user) return null;
  const name = user.displayName?.trim() || user.email;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="max-w-64 gap-1.5 px-2.5 lg:max-xl:max-w-40"
          aria-label={`Account: ${name}`}
        >
          <CircleUser aria-hidden="true" />
          <span className="truncate">{name}</span>
          <ChevronDown className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate text-sm font-medium text-foreground">{name}</span>
          {name !== user.email && <span className="truncate">{user.email}</span>}
          <span>{roleLabels[session.role]}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {canUseTrash(session.role) && (
          <DropdownMenuItem asChild>
            <Link to={paths.trash.href()}>
              <Trash2 className="size-4" aria-hidden="true" />
              Trash
            </Link>
          </DropdownMenuItem>
        )}
        <LinkProviderMenuItem />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut className="size-4" aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
