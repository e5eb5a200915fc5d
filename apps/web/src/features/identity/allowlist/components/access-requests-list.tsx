import type { Role } from '@hrt/shared/roles';
import {
  type AccessRequestEntry,
  TRADE_CONTACT_REQUIRED_MESSAGE,
} from '@hrt/shared/schemas/identity';
import { format } from 'date-fns';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TradeContactSelect } from '../../components/trade-contact-select';
import type { Approval } from '../api/approve-access-request';
import { RoleSelect } from './role-select';

interface AccessRequestsListProps {
  requests: readonly AccessRequestEntry[];
  busyId: string | null;
  onApprove: (approval: Approval) => void;
  onDecline: (id: string) => void;
}

/** Pending access requests: approve with a chosen role (a trade, with its contact), or decline. */
export function AccessRequestsList({
  requests,
  busyId,
  onApprove,
  onDecline,
}: AccessRequestsListProps) {
  const [roleById, setRoleById] = useState<Record<string, Role>>({});
  const [contactById, setContactById] = useState<Record<string, string | null>>({});
  // The requests whose Approve was pressed as a trade without a contact.
  const [missingContact, setMissingContact] = useState<ReadonlySet<string>>(new Set());
  const pending = requests.filter((request) => request.status === 'pending');

  if (pending.length === 0) {
    return <EmptyState icon={Inbox} title="No pending requests" className="p-6" />;
  }

  return (
    <ul className="divide-y rounded-lg border" aria-label="Pending access requests">
      {pending.map((request) => {
        const role = roleById[request.id] ?? 'viewer';
        const contactId = contactById[request.id] ?? null;
        const busy = busyId === request.id;
        const showMissing = role === 'trade' && !contactId && missingContact.has(request.id);
        const approve = () => {
          if (role === 'trade' && !contactId) {
            setMissingContact((current) => new Set(current).add(request.id));
            return;
          }
          onApprove({ id: request.id, role, contactId });
        };
        return (
          <li
            key={request.id}
            className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <span className="truncate font-medium">{request.email}</span>
              <span className="text-xs text-muted-foreground">
                Requested {format(new Date(request.created_at), 'd MMM yyyy')}
              </span>
            </div>
            <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
              <RoleSelect
                aria-label={`Role to grant ${request.email}`}
                className="col-span-2 sm:w-48"
                value={role}
                disabled={busy}
                onChange={(next) => setRoleById((current) => ({ ...current, [request.id]: next }))}
              />
              <Button
                size="sm"
                disabled={busy}
                aria-label={`Approve ${request.email}`}
                onClick={approve}
              >
                Approve
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={`Decline ${request.email}`}
                onClick={() => onDecline(request.id)}
              >
                Decline
              </Button>
            </div>
            {role === 'trade' && (
              <div className="grid gap-1 sm:col-span-2">
                <TradeContactSelect
                  aria-label={`Contact ${request.email} is`}
                  aria-invalid={showMissing || undefined}
                  value={contactId}
                  disabled={busy}
                  onChange={(next) =>
                    setContactById((current) => ({ ...current, [request.id]: next }))
                  }
                />
                {showMissing && (
                  <p className="text-xs text-destructive" role="alert">
                    {TRADE_CONTACT_REQUIRED_MESSAGE}
                  </p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
