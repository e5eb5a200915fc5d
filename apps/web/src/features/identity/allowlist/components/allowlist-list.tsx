import type { AllowlistEntry, AllowlistFormOutput } from '@hrt/shared/schemas/identity';
import { format } from 'date-fns';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { roleWithContact } from '../../components/role-with-contact';
import { TradeContactSelect } from '../../components/trade-contact-select';
import { RoleSelect } from './role-select';

interface AllowlistListProps {
  entries: readonly AllowlistEntry[];
  /** The signed-in owner: they cannot revoke, demote or remove themself. */
  currentEmail: string | null;
  busyEmail: string | null;
  onSave: (entry: AllowlistFormOutput) => void;
  onRemove: (email: string) => void;
}

/**
 * The allowlisted users, each with status, role and actions. A trade reads "Trade · <contact>"
 * and keeps a contact select; choosing Trade for someone asks for the contact first, and saves
 * once it is chosen.
 */
export function AllowlistList({
  entries,
  currentEmail,
  busyEmail,
  onSave,
  onRemove,
}: AllowlistListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  // Kept while the dialog closes so its title does not flicker.
  const [lastTarget, setLastTarget] = useState('');
  // The row turning into a trade, waiting for its contact.
  const [becomingTrade, setBecomingTrade] = useState<string | null>(null);

  if (entries.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No users yet"
        description="Add an e-mail address above to let someone in."
      />
    );
  }

  return (
    <>
      <ul className="divide-y rounded-lg border" aria-label="Allowlisted users">
        {entries.map((entry) => {
          const self = entry.email.toLowerCase() === currentEmail?.toLowerCase();
          const busy = busyEmail === entry.email;
          const choosingContact = becomingTrade === entry.email;
          const changeRole = (role: AllowlistEntry['role']) => {
            if (role === 'trade') {
              setBecomingTrade(entry.email);
              return;
            }
            setBecomingTrade(null);
            onSave({ ...entry, role, contact_id: null });
          };
          return (
            <li
              key={entry.email}
              className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{entry.email}</span>
                  {self && <span className="text-xs text-muted-foreground">(you)</span>}
                  <Badge variant={entry.allowed ? 'success' : 'destructive'}>
                    {entry.allowed ? 'Allowed' : 'Revoked'}
                  </Badge>
                </div>
                <span className="text-xs text-muted-foreground">
                  {entry.role === 'trade' &&
                    `${roleWithContact(entry.role, entry.contact_name)} · `}
                  Added {format(new Date(entry.created_at), 'd MMM yyyy')}
                </span>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
                <RoleSelect
                  aria-label={`Role for ${entry.email}`}
                  className="col-span-2 sm:w-48"
                  value={choosingContact ? 'trade' : entry.role}
                  disabled={self || busy}
                  onChange={changeRole}
                />
                <Button
                  variant="outline"
                  size="sm"
                  className="sm:w-20"
                  disabled={self || busy}
                  aria-label={`${entry.allowed ? 'Revoke' : 'Allow'} ${entry.email}`}
                  onClick={() => onSave({ ...entry, allowed: !entry.allowed })}
                >
                  {entry.allowed ? 'Revoke' : 'Allow'}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  disabled={self || busy}
                  aria-label={`Remove ${entry.email}`}
                  onClick={() => {
                    setLastTarget(entry.email);
                    setConfirming(entry.email);
                  }}
                >
                  Remove
                </Button>
              </div>
              {(entry.role === 'trade' || choosingContact) && (
                <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
                  <TradeContactSelect
                    aria-label={`Contact ${entry.email} is`}
                    className="sm:w-80"
                    value={choosingContact ? null : entry.contact_id}
                    disabled={self || busy}
                    onChange={(contactId) => {
                      if (!contactId) return;
                      setBecomingTrade(null);
                      onSave({ ...entry, role: 'trade', contact_id: contactId });
                    }}
                  />
                  {choosingContact && (
                    <Button variant="ghost" size="sm" onClick={() => setBecomingTrade(null)}>
                      Keep {roleWithContact(entry.role, entry.contact_name)}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Remove ${confirming ?? lastTarget} from allowlist?`}
        description="They lose access at once. You can add them again later."
        confirmLabel="Remove"
        onConfirm={() => confirming && onRemove(confirming)}
      />
    </>
  );
}
