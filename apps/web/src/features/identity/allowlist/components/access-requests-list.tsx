import type { Role } from '@hrt/shared/roles';
import type { AccessRequestEntry } from '@hrt/shared/schemas/identity';
import { format } from 'date-fns';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RoleSelect } from './role-select';

interface AccessRequestsListProps {
  requests: readonly AccessRequestEntry[];
  busyId: string | null;
  onApprove: (id: string, role: Role) => void;
  onDecline: (id: string) => void;
}

/** Pending access requests: approve with a chosen role, or decline. */
export function AccessRequestsList({
  requests,
  busyId,
  onApprove,
  onDecline,
}: AccessRequestsListProps) {
  const [roleById, setRoleById] = useState<Record<string, Role>>({});
  const pending = requests.filter((request) => request.status === 'pending');

  if (pending.length === 0) {
    return <EmptyState icon={Inbox} title="No pending requests" className="p-6" />;
  }

  return (
    <ul className="divide-y rounded-lg border" aria-label="Pending access requests">
      {pending.map((request) => {
        const role = roleById[request.id] ?? 'viewer';
        const busy = busyId === request.id;
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
                onClick={() => onApprove(request.id, role)}
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
          </li>
        );
      })}
    </ul>
  );
}
