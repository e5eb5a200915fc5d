import type { ReactNode } from 'react';
import { type Failure, FailureAlert } from '@/components/failure-alert';
import { PageHeading } from '@/components/page-heading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * The frame of a page that lists one kind of record as cards (credit accounts, insurance
 * policies): title and actions, the banner of a failed write, and the load error with Retry.
 */
export function CollectionPage({
  title,
  description,
  actions,
  banner,
  onDismissBanner,
  loadFailure,
  children,
}: {
  title: string;
  description: string;
  /** The header's buttons. */
  actions?: ReactNode;
  banner: Failure | null;
  onDismissBanner: () => void;
  /** A read failed: the page's message for it, and what Retry reads again. */
  loadFailure: { message: string; onRetry: () => void } | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 [&>*]:min-w-0">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading title={title} description={description} />
        {actions}
      </header>

      {banner && <FailureAlert {...banner} onDismiss={onDismissBanner} />}
      {loadFailure && (
        <Alert
          kind="error"
          action={
            <Button size="sm" variant="outline" onClick={loadFailure.onRetry}>
              Retry
            </Button>
          }
        >
          {loadFailure.message}
        </Alert>
      )}

      {children}
    </div>
  );
}
