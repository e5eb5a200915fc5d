import { todayIsoDate } from '@hrt/shared/schemas/timeline';
import { useMemo } from 'react';
import { PageHeading } from '@/components/page-heading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { pageHeadings } from '@/config/page-headings';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session-context';
import { useMyWork } from '../api/get-my-work';
import { WorkComponents } from '../components/work-components';
import { WorkDocuments } from '../components/work-documents';
import { WorkExpenses, WorkTotals } from '../components/work-expenses';
import { WorkInsurance } from '../components/work-insurance';
import { WorkSchedule } from '../components/work-schedule';

const heading = pageHeadings.myWork;

function Frame({ description, children }: { description: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 [&>*]:min-w-0">
      <header>
        <PageHeading title={heading.title} description={description} />
      </header>
      {children}
    </div>
  );
}

function MyWork({ contactId }: { contactId: string }) {
  const work = useMyWork(contactId);
  const today = todayIsoDate();
  const componentNames = useMemo(
    () => new Map((work.data?.components ?? []).map((item) => [item.id, item.name])),
    [work.data],
  );
  if (work.isPending) {
    return (
      <Frame description={heading.description}>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-64 w-full" />
      </Frame>
    );
  }
  if (work.error) {
    return (
      <Frame description={heading.description}>
        <Alert
          kind="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void work.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(work.error, 'Failed to load your work. Please try again.')}
        </Alert>
      </Frame>
    );
  }
  const { contact } = work.data;
  const who = [contact.name, contact.company, contact.trade].filter(Boolean);
  return (
    <Frame description={[...new Set(who)].join(' · ')}>
      <WorkTotals totals={work.data.totals} />
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        <div className="grid min-w-0 gap-6 lg:col-span-3">
          <WorkSchedule tasks={work.data.tasks} busy={work.data.busy} today={today} />
          <WorkExpenses expenses={work.data.expenses} componentNames={componentNames} />
        </div>
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <WorkComponents components={work.data.components} />
          <WorkDocuments documents={work.data.documents} components={work.data.components} />
          <WorkInsurance policies={work.data.insurance} today={today} />
        </div>
      </div>
    </Frame>
  );
}

/**
 * My work (/my-work): a trade's own part of the renovation, all it reads of the project (decision
 * 063): its name and company, its quoted, paid and due totals, its tasks (with the days other
 * trades are on site, unnamed), its expenses and the payments to it, its jobs, documents and
 * insurance.
 */
export function MyWorkPage() {
  const session = useSession();
  const contactId = session.contactId ?? null;
  if (!contactId) {
    return (
      <Frame description={heading.description}>
        <Alert kind="info">
          This page shows a trade's own work; your account is not a trade's.
        </Alert>
      </Frame>
    );
  }
  return <MyWork contactId={contactId} />;
}
