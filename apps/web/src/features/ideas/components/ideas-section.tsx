import { PRICE_CHECK_SCHEDULE_TEXT, TEST_EMAIL_REQUIRED } from '@hrt/shared/schemas/ideas';
import { Lightbulb, Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useIdeas } from '../api/get-ideas';
import { useMonitoredItems } from '../api/get-monitored-items';
import { useMonitoringSettings } from '../api/get-monitoring-settings';
import { useSendTestEmail } from '../api/send-test-email';
import { AddIdeaForm } from './add-idea-form';
import { IdeaCard } from './idea-card';

/** Room Ideas: ideas from shop links with price monitoring. */
export function IdeasSection({ componentId, canEdit }: { componentId: string; canEdit: boolean }) {
  const ideas = useIdeas(componentId);
  const items = useMonitoredItems(componentId);
  const settings = useMonitoringSettings();
  const sendTestEmail = useSendTestEmail();
  const [error, setError] = useState<string | null>(null);
  const [testEmail, setTestEmail] = useState('');

  function runTestEmail() {
    const email = testEmail.trim() || settings.data?.global_settings.email || '';
    if (!email) return setError(TEST_EMAIL_REQUIRED);
    sendTestEmail.mutate(email, {
      onSuccess: (result) => {
        if (result.success) toast.success(result.message);
        else setError(result.message);
      },
      onError: (cause) => setError(errorMessage(cause, 'Failed to test email')),
    });
  }

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
      {canEdit && (
        <div className="flex flex-wrap items-end gap-2">
          <Input
            aria-label="Test email address"
            type="email"
            className="max-w-xs"
            placeholder={settings.data?.global_settings.email ?? 'name@example.com'}
            value={testEmail}
            onChange={(event) => setTestEmail(event.target.value)}
          />
          <Button
            type="button"
            variant="outline"
            disabled={sendTestEmail.isPending}
            onClick={runTestEmail}
          >
            <Mail aria-hidden="true" /> Send Test Email
          </Button>
        </div>
      )}
    </div>
  );
}
