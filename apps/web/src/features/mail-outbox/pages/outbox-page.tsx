import { ArrowLeft, Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/auth/session-context';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/list-outbox';
import { useSendTestMessage } from '../api/send-test-message';
import { OutboxList } from '../components/outbox-list';

/** /admin/outbox, owner only: every message the app sent, or keeps when no SMTP is set. */
export function OutboxPage() {
  const isOwner = useCan('users.manage');
  const [offset, setOffset] = useState(0);
  const outbox = useOutbox(offset);
  const sendTest = useSendTestMessage();

  if (!isOwner) {
    return (
      <Alert kind="info" title="Owner only">
        Only the project owner can read the outbox.
      </Alert>
    );
  }

  const send = () =>
    sendTest.mutate(undefined, {
      onSuccess: ({ status }) => {
        setOffset(0);
        toast.success(
          status === 'outbox' ? 'Test message added to the outbox.' : 'Test message sent to you.',
        );
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.code ? error.message : 'Failed to send a test message',
        ),
    });

  const page = outbox.data;
  const sendButton = (
    <Button onClick={send} disabled={sendTest.isPending}>
      <Send aria-hidden="true" />
      Send test message
    </Button>
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <Link
            to={paths.admin.href()}
            className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            User Management
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight">Outbox</h1>
          <p className="text-sm text-muted-foreground">
            {page?.mode === 'outbox'
              ? 'No mail server is configured, so messages wait here instead of being sent. Set SMTP_HOST to deliver them.'
              : 'Every message the app sends, with its delivery status.'}
          </p>
        </div>
        {sendButton}
      </header>

      {outbox.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : outbox.isError ? (
        <ErrorState message="Failed to load the outbox" onRetry={() => void outbox.refetch()} />
      ) : page && page.items.length === 0 ? (
        <EmptyState
          icon={Mail}
          title="No messages yet"
          description="Messages the app sends (price alerts, reminders) appear here."
          action={sendButton}
        />
      ) : page ? (
        <>
          <OutboxList messages={page.items} />
          {page.total > OUTBOX_PAGE_SIZE && (
            <nav aria-label="Outbox pages" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - OUTBOX_PAGE_SIZE))}
              >
                Newer
              </Button>
              <p className="text-sm text-muted-foreground tabular-nums">
                {offset + 1}–{Math.min(offset + OUTBOX_PAGE_SIZE, page.total)} of {page.total}
              </p>
              <Button
                variant="outline"
                disabled={offset + OUTBOX_PAGE_SIZE >= page.total}
                onClick={() => setOffset(offset + OUTBOX_PAGE_SIZE)}
              >
                Older
              </Button>
            </nav>
          )}
        </>
      ) : null}
    </div>
  );
}
