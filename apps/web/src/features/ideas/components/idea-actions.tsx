import {
  type Idea,
  type ItemPreference,
  type MonitoredItem,
  toggleAlerts,
  toggleMonitor,
} from '@hrt/shared/schemas/ideas';
import { Bell, BellOff, Eye, RefreshCw, Target, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useToastDeleted } from '@/lib/undo-delete';
import { useCheckNow } from '../api/check-now';
import { useDeleteIdea } from '../api/delete-idea';
import { useSetTarget } from '../api/set-target';
import { useUpdatePreference } from '../api/update-preference';
import { useRefreshIdeas } from '../api/use-refresh-ideas';
import { SetTargetDialog } from './set-target-dialog';

const MONITORING_FAILED = 'Failed to start price monitoring';

/** An idea's buttons for people who edit: the monitoring switches, target, check and delete. */
export function IdeaActions({
  idea,
  item,
  preference,
  userEmail,
  onError,
}: {
  idea: Idea;
  item: MonitoredItem | undefined;
  preference: ItemPreference | undefined;
  userEmail: string;
  onError: (message: string) => void;
}) {
  const [targetOpen, setTargetOpen] = useState(false);
  const updatePreference = useUpdatePreference();
  const checkNow = useCheckNow();
  const setTarget = useSetTarget();
  const deleteIdea = useDeleteIdea();
  const refreshIdeas = useRefreshIdeas();
  const toastDeleted = useToastDeleted();
  const busy = updatePreference.isPending || checkNow.isPending || deleteIdea.isPending;
  const switches = {
    monitor_price: preference?.monitor_price ?? false,
    email_alerts: preference?.email_alerts ?? false,
  };
  const reportFailure = (cause: unknown) => onError(errorMessage(cause, MONITORING_FAILED));
  const setSwitches = (input: { monitor_price: boolean; email_alerts: boolean }) =>
    updatePreference.mutate({ ideaId: idea.id, input }, { onError: reportFailure });

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant={switches.monitor_price ? 'default' : 'outline'}
        aria-pressed={switches.monitor_price}
        disabled={busy}
        onClick={() => {
          const next = toggleMonitor(switches);
          // A price never checked is read at once rather than at the next scheduled check: the
          // card says 'Checking price...' meanwhile (decision 037). A failed check is left to the
          // schedule, as 'Check now' is there to try again.
          const checkFirst = next.monitor_price && !item?.last_checked;
          updatePreference.mutate(
            { ideaId: idea.id, input: next },
            {
              onError: reportFailure,
              onSuccess: () => {
                if (checkFirst) checkNow.mutate(idea.id);
              },
            },
          );
        }}
      >
        <Eye aria-hidden="true" /> Monitor
      </Button>
      <Button
        size="sm"
        variant={switches.email_alerts ? 'default' : 'outline'}
        aria-pressed={switches.email_alerts}
        disabled={busy}
        onClick={() => setSwitches(toggleAlerts(switches))}
      >
        {switches.email_alerts ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
        {switches.email_alerts ? 'Alerts On' : 'Alerts Off'}
      </Button>
      {switches.monitor_price && (
        <>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setTargetOpen(true)}>
            <Target aria-hidden="true" /> Set Target
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => checkNow.mutate(idea.id, { onError: reportFailure })}
          >
            <RefreshCw aria-hidden="true" /> Check now
          </Button>
        </>
      )}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Delete ${idea.name}`}
        disabled={busy}
        // A failed delete says nothing: the list is read again either way. No question first:
        // the toast's Undo brings it back.
        onClick={() =>
          deleteIdea.mutate(idea.id, { onSuccess: (entry) => toastDeleted(entry, refreshIdeas) })
        }
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <SetTargetDialog
        open={targetOpen}
        onOpenChange={setTargetOpen}
        defaultEmail={item?.alert_email ?? userEmail}
        defaultTarget={item?.target_price ?? null}
        currentPrice={item?.current_price ?? idea.price}
        onSave={async (values) => {
          try {
            await setTarget.mutateAsync({ idea_id: idea.id, ...values });
            toast.success('Target set.');
          } catch (cause) {
            reportFailure(cause);
          }
        }}
      />
    </div>
  );
}
