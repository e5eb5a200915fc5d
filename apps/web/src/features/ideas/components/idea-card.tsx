import { currencySymbol, formatIdeaPrice } from '@hrt/shared/format';
import {
  type Idea,
  type ItemPreference,
  isTargetMet,
  type MonitoredItem,
  toggleAlerts,
  toggleMonitor,
} from '@hrt/shared/schemas/ideas';
import { Bell, BellOff, Eye, RefreshCw, Target, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { checkNow, createMonitoredItem, deleteIdea, updatePreference } from '../api';
import { PriceHistoryChart } from './price-history-chart';
import { SetTargetDialog } from './set-target-dialog';

interface IdeaCardProps {
  idea: Idea;
  item: MonitoredItem | undefined;
  preference: ItemPreference | undefined;
  userEmail: string;
  canEdit: boolean;
  onChanged: () => Promise<unknown>;
  onError: (message: string) => void;
}

export function IdeaCard({
  idea,
  item,
  preference,
  userEmail,
  canEdit,
  onChanged,
  onError,
}: IdeaCardProps) {
  const [targetOpen, setTargetOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const switches = {
    monitor_price: preference?.monitor_price ?? false,
    email_alerts: preference?.email_alerts ?? false,
  };

  async function run(work: () => Promise<unknown>, failure: string) {
    setBusy(true);
    try {
      await work();
      await onChanged();
    } catch (cause) {
      onError(errorMessage(cause, failure));
    } finally {
      setBusy(false);
    }
  }

  const setSwitches = (next: { monitor_price: boolean; email_alerts: boolean }) =>
    run(() => updatePreference(idea.id, next), 'Failed to start price monitoring');

  return (
    <article
      aria-label={idea.name}
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[6rem_minmax(0,1fr)]"
    >
      {idea.image_url ? (
        <img
          src={idea.image_url}
          alt=""
          className="size-24 rounded-md object-cover"
          loading="lazy"
        />
      ) : (
        <div className="size-24 rounded-md bg-muted" aria-hidden="true" />
      )}
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">
            <a
              href={idea.url}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:underline"
            >
              {idea.name}
            </a>
          </h3>
          {item && isTargetMet(item) && <Badge variant="success">Target Met</Badge>}
        </div>
        {idea.description && <p className="text-sm text-muted-foreground">{idea.description}</p>}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Price</dt>
            <dd className="tabular-nums">{formatIdeaPrice(idea.price, idea.currency)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Currency</dt>
            <dd>{currencySymbol(idea.currency)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Retailer</dt>
            <dd>{idea.retailer ?? 'Unknown'}</dd>
          </div>
          {item && (
            <div>
              <dt className="text-muted-foreground">Current price</dt>
              <dd className="tabular-nums">{formatIdeaPrice(item.current_price, idea.currency)}</dd>
            </div>
          )}
          {item?.target_price != null && (
            <div>
              <dt className="text-muted-foreground">Target</dt>
              <dd className="tabular-nums">{formatIdeaPrice(item.target_price, idea.currency)}</dd>
            </div>
          )}
        </dl>
        {idea.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {idea.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        {item && <PriceHistoryChart item={item} currency={idea.currency} />}
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={switches.monitor_price ? 'default' : 'outline'}
              aria-pressed={switches.monitor_price}
              disabled={busy}
              onClick={() => void setSwitches(toggleMonitor(switches))}
            >
              <Eye aria-hidden="true" /> Monitor
            </Button>
            <Button
              size="sm"
              variant={switches.email_alerts ? 'default' : 'outline'}
              aria-pressed={switches.email_alerts}
              disabled={busy}
              onClick={() => void setSwitches(toggleAlerts(switches))}
            >
              {switches.email_alerts ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
              {switches.email_alerts ? 'Alerts On' : 'Alerts Off'}
            </Button>
            {switches.monitor_price && (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => setTargetOpen(true)}
                >
                  <Target aria-hidden="true" /> Set Target
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() =>
                    void run(() => checkNow(idea.id), 'Failed to start price monitoring')
                  }
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
              onClick={() =>
                void deleteIdea(idea.id)
                  .catch(() => {})
                  .then(onChanged)
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      <SetTargetDialog
        open={targetOpen}
        onOpenChange={setTargetOpen}
        defaultEmail={item?.alert_email ?? userEmail}
        defaultTarget={item?.target_price ?? null}
        onSave={async (values) => {
          try {
            await createMonitoredItem({ idea_id: idea.id, ...values });
            await onChanged();
            toast.success('Target set.');
          } catch (cause) {
            onError(errorMessage(cause, 'Failed to start price monitoring'));
          }
        }}
      />
    </article>
  );
}
