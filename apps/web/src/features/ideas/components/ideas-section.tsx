import { PRICE_CHECK_SCHEDULE_TEXT } from '@hrt/shared/schemas/ideas';
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useIdeas } from '../api/get-ideas';
import { useMonitoredItems } from '../api/get-monitored-items';
import { useMonitoringSettings } from '../api/get-monitoring-settings';
import { AddIdeaForm } from './add-idea-form';
import { IdeaCard } from './idea-card';

/**
 * Room Ideas: ideas from shop links with price monitoring. (The test e-mail lives in Admin's
 * mail settings; decision 037.)
 */
export function IdeasSection({ componentId, canEdit }: { componentId: string; canEdit: boolean }) {
  const ideas = useIdeas(componentId);
  const items = useMonitoredItems(componentId);
  const settings = useMonitoringSettings();
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{PRICE_CHECK_SCHEDULE_TEXT}</p>
      {error && (
        <Alert kind="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {canEdit && (
        <AddIdeaForm componentId={componentId} onSaved={() => toast.success('Idea saved.')} />
      )}
      {ideas.isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : ideas.error ? (
        <ErrorState message="Failed to load ideas" onRetry={() => void ideas.refetch()} />
      ) : ideas.data.length === 0 ? (
        <EmptyState
          quiet
          icon={Lightbulb}
          title="No ideas yet"
          description="Paste a shop link above to keep a product idea for this room."
        />
      ) : (
        <div className="grid gap-3">
          {ideas.data.map((idea) => (
            <IdeaCard
              key={idea.id}
              idea={idea}
              item={items.data?.find((item) => item.idea_id === idea.id)}
              preference={settings.data?.item_preferences.find((p) => p.idea_id === idea.id)}
              userEmail={settings.data?.global_settings.email ?? ''}
              canEdit={canEdit}
              onError={setError}
            />
          ))}
        </div>
      )}
    </div>
  );
}
