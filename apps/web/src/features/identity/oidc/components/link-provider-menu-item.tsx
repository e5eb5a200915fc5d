import { Link2 } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useIdentityConfig } from '../../sessions/api/get-identity-config';
import { useLinkFederatedAccount } from '../hooks/use-link-federated-account';

/** The account menu's 'Link <provider> sign-in', shown when federated sign-in is set up. */
export function LinkProviderMenuItem() {
  const config = useIdentityConfig();
  const link = useLinkFederatedAccount();
  const oidc = config.data?.oidc;
  if (!oidc?.enabled) return null;
  const provider = oidc.name || 'single sign-on';
  return (
    <DropdownMenuItem onSelect={() => void link(provider)}>
      <Link2 className="size-4" aria-hidden="true" />
      Link {provider} sign-in
    </DropdownMenuItem>
  );
}
