import { formatCurrency } from '@hrt/shared/format';
import {
  type ComponentType,
  componentTypeLabels,
  componentTypes,
} from '@hrt/shared/schemas/build-components';
import { ArrowLeft, CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HistorySection } from '@/components/history/history-section';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StatTile } from '@/components/ui/stat-tile';
import { paths } from '@/config/paths';
import { useComponent } from '@/features/build-components/api/get-component';
import { BelongingLinks } from '@/features/build-components/components/belonging-links';
import { ComponentActions } from '@/features/build-components/components/component-actions';
import { StatusBadge } from '@/features/build-components/components/status-badge';
import { componentTypeIcons } from '@/features/build-components/components/type-icon';
import { DocumentsSection } from '@/features/documents/components/documents-section';
import { ComponentExpenses } from '@/features/expenses/components/component-expenses';
import { BudgetChart } from '@/features/expenses/components/money-charts';
import { budgetChartRow } from '@/features/expenses/lib/component-money';
import { IdeasSection } from '@/features/ideas/components/ideas-section';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  useCan,
  useCanEditComponent,
  useCanEditComponentDocuments,
} from '@/lib/auth/session-context';
import { useExpenseSummary } from '@/lib/shared-queries/expense-summaries';

function isComponentType(value: string | undefined): value is ComponentType {
  return (componentTypes as readonly string[]).includes(value ?? '');
}

/**
 * The component detail screen composes three features: the component
 * itself, its expenses, its ideas and its documents. Composition lives in app/, because features never
 * import each other.
 */
export function ComponentDetailPage() {
  const { type, roomId } = useParams();
  if (!isComponentType(type) || !roomId) return <NotFound />;
  return <ComponentDetail type={type} id={roomId} />;
}

function ComponentDetail({ type, id }: { type: ComponentType; id: string }) {
  const component = useComponent(type, id);
  const navigate = useNavigate();
  // The tiles, the chart and the header's count come from the kept summary: one small request,
  // however many expenses the component has. The table loads its own rows, page by page.
  const summary = useExpenseSummary(id);
  const canEditMoney = useCanEditComponent(type);
  const canEditIdeas = useCan('content.edit');
  // Documents follow the component's money rule (decision 019); ideas do not.
  const canEditDocuments = useCanEditComponentDocuments(type);
  const totals = summary.data;
  const label = componentTypeLabels[type];
  const Icon = componentTypeIcons[type];

  if (component.error instanceof ApiError && component.error.status === 404) return <NotFound />;
  if (component.error) {
    return (
      <div className="grid grid-cols-1 gap-6">
        <BackButton />
        <ErrorState
          message={errorMessage(component.error, 'Failed to load this component.')}
          onRetry={() => void component.refetch()}
        />
      </div>
    );
  }
  const data = component.data;
  const count = totals?.count;

  return (
    <div className="grid grid-cols-1 gap-6">
      <BackButton />
      <header className="flex flex-wrap items-start gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          {data ? (
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight break-words">{data.name}</h1>
              <StatusBadge status={data.status} />
            </div>
          ) : (
            <Skeleton className="h-8 w-56" />
          )}
          <p className="text-sm text-muted-foreground">
            {label.singular} •{' '}
            {count === undefined ? '…' : `${count} ${count === 1 ? 'expense' : 'expenses'}`}
          </p>
          {data && <BelongingLinks component={data} />}
        </div>
        {data && canEditMoney && (
          <ComponentActions
            // A row of its own on a phone, so the name keeps the width it needs.
            className="w-full sm:w-auto"
            component={data}
            onReload={() => component.refetch()}
            onDeleted={() => void navigate(paths.rooms.href(), { replace: true })}
          />
        )}
      </header>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Budget" loading={!data} value={formatCurrency(data?.budget ?? 0)} />
        <StatTile
          label="Total Committed"
          loading={!totals}
          value={formatCurrency(totals?.committed_total ?? 0)}
        />
        <StatTile
          label="Amount Due"
          loading={!totals}
          value={formatCurrency(totals?.amount_due_committed ?? 0)}
          hint={
            totals?.amount_due_speculative
              ? `+ ${formatCurrency(totals.amount_due_speculative)} speculative`
              : undefined
          }
        />
        <StatTile
          label="Amount Paid"
          loading={!totals}
          value={formatCurrency(totals?.amount_paid ?? 0)}
        />
      </div>

      {data && totals && (
        <BudgetChart
          title={`Is this ${label.singular.toLowerCase()} within budget?`}
          rows={[budgetChartRow(data, totals)]}
        />
      )}

      <SectionCard id="expenses" title="Expenses">
        <ComponentExpenses id={id} component={data} canEdit={canEditMoney} />
      </SectionCard>

      <SectionCard id="ideas" title="Room Ideas">
        <IdeasSection componentId={id} canEdit={canEditIdeas} />
      </SectionCard>

      <SectionCard id="documents" title="Documents">
        <DocumentsSection componentId={id} canEdit={canEditDocuments} />
      </SectionCard>

      <HistorySection
        resourceType="component"
        resourceId={id}
        level={2}
        className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      />
    </div>
  );
}

function BackButton() {
  return (
    <div>
      <Button asChild variant="ghost" className="-ml-3">
        <Link to={paths.rooms.href()}>
          <ArrowLeft aria-hidden="true" /> Back to Rooms
        </Link>
      </Button>
    </div>
  );
}

function NotFound() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackButton />
      <EmptyState
        icon={CircleHelp}
        title="Component not found"
        description="It may have been deleted, or the link is wrong."
      />
    </div>
  );
}

/** A card that is also a named region, so the page's sections are landmarks. */
function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid grid-cols-1 gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold leading-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
