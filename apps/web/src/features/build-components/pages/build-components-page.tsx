import { canEditProjectBudget } from '@hrt/shared/policies';
import {
  type BuildComponent,
  type ComponentType,
  componentTypeLabels,
  componentTypes,
} from '@hrt/shared/schemas/build-components';
import { LayoutGrid, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { pageHeadings } from '@/config/page-headings';
import { errorMessage } from '@/lib/api-client';
import { useCanEditComponentType, useSession } from '@/lib/auth/session-context';
import { lazyComponent, useOnceTrue } from '@/lib/lazy-component';
import { useComponents } from '@/lib/shared-queries/build-components';
import { useExpenseSummaries } from '@/lib/shared-queries/expense-summaries';
import { useTrashPreviewSentence } from '@/lib/shared-queries/trash-preview';
import { useProjectBudget } from '../api/get-project-budget';
import { belongingLine } from '../components/belonging';
import { ComponentSection } from '../components/component-section';
import { LazyComponentDialog } from '../components/lazy-component-dialog';
import { SummaryStrip } from '../components/summary-strip';
import { useTrashComponent } from '../hooks/use-trash-component';

// What a card or a button opens (the drawer with its history, the form, the delete question)
// loads when first opened: the overview's first view shows none of it (decision 046).
const ComponentDrawer = lazyComponent(() =>
  import('../components/component-drawer').then((module) => module.ComponentDrawer),
);
const ProjectBudgetDialog = lazyComponent(() =>
  import('../components/project-budget-dialog').then((module) => module.ProjectBudgetDialog),
);
const ConfirmDelete = lazyComponent(() =>
  import('@/components/confirm-delete').then((module) => module.ConfirmDelete<BuildComponent>),
);

/** Whether the user may set the project budget and its contingency (a shared policy). */
function useMayEditProjectBudget(): boolean {
  const session = useSession();
  return session.status === 'signed-in' && canEditProjectBudget(session.role);
}

type DialogState = { type: ComponentType; component: BuildComponent | null } | null;

/**
 * /rooms: the header with its add buttons and money strip on top, then the overview's three
 * sections (Rooms, Design, Services); a card opens the side drawer. An empty project shows one
 * empty state in place of the strip and the sections.
 */
export function BuildComponentsPage() {
  const components = useComponents();
  const summaries = useExpenseSummaries();
  const projectBudget = useProjectBudget();
  const mayEditBudget = useMayEditProjectBudget();
  const [budgetOpen, setBudgetOpen] = useState(false);
  const budgetAsked = useOnceTrue(budgetOpen);
  const trashComponent = useTrashComponent();
  const canEditType = useCanEditComponentType();
  const [selected, setSelected] = useState<BuildComponent | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<BuildComponent | null>(null);
  // What goes with it ('Utility and its 12 expenses'), asked for while the confirmation is open.
  const deleteSentence = useTrashPreviewSentence('component', deleting);
  const drawerOpened = useOnceTrue(drawerOpen);
  const deleteAsked = useOnceTrue(deleting !== null);

  const list = components.data ?? [];
  const byType = (type: ComponentType) => list.filter((component) => component.type === type);
  const allEmpty = !components.isPending && !components.error && list.length === 0;
  // The drawer shows the latest saved version of the component it opened with.
  const current = selected ? (list.find((c) => c.id === selected.id) ?? selected) : null;

  function open(component: BuildComponent) {
    setSelected(component);
    setDrawerOpen(true);
  }

  async function confirmDelete(component: BuildComponent) {
    if (await trashComponent(component)) setDrawerOpen(false);
  }

  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* Named as the navigation names it, not 'Build Components' (decision 037). */}
        <PageHeading {...pageHeadings.rooms} />
        <div className="flex flex-wrap gap-2">
          {componentTypes
            .filter((type) => canEditType(type))
            .map((type) => (
              <Button
                key={type}
                variant={type === 'room' ? 'default' : 'outline'}
                onClick={() => setDialog({ type, component: null })}
              >
                <Plus aria-hidden="true" /> Add {componentTypeLabels[type].singular}
              </Button>
            ))}
        </div>
      </div>

      {components.error ? (
        <ErrorState
          message={errorMessage(components.error, 'Failed to load components.')}
          onRetry={() => void components.refetch()}
        />
      ) : allEmpty ? (
        // One empty state for the page (decision 037): not one per section on top of the page's own.
        <EmptyState
          icon={LayoutGrid}
          title="No rooms yet"
          description="Get started by adding your first room to track your renovation progress."
          action={
            canEditType('room') ? (
              <Button onClick={() => setDialog({ type: 'room', component: null })}>
                <Plus aria-hidden="true" /> Add your first room
              </Button>
            ) : undefined
          }
        />
      ) : (
        <SummaryStrip
          components={list}
          summaries={summaries.data}
          projectBudget={projectBudget.data}
          loading={components.isPending || summaries.isPending || projectBudget.isPending}
          onEditBudget={mayEditBudget ? () => setBudgetOpen(true) : undefined}
        />
      )}

      {!components.error &&
        !allEmpty &&
        componentTypes.map((type) => (
          <ComponentSection
            key={type}
            type={type}
            components={byType(type)}
            loading={components.isPending}
            summaries={summaries.data}
            summariesLoading={summaries.isPending}
            belongingOf={(component) => belongingLine(component, list)}
            canAdd={canEditType(type)}
            onAdd={(addType) => setDialog({ type: addType, component: null })}
            onOpen={open}
          />
        ))}

      <Suspense fallback={null}>
        {drawerOpened && (
          <ComponentDrawer
            component={drawerOpen ? current : null}
            onOpenChange={setDrawerOpen}
            canEdit={current ? canEditType(current.type) : false}
            belonging={current ? belongingLine(current, list) : undefined}
            onEdit={(component) => setDialog({ type: component.type, component })}
            onDelete={setDeleting}
          />
        )}

        {dialog && (
          <LazyComponentDialog
            open
            onOpenChange={(isOpen) => !isOpen && setDialog(null)}
            type={dialog.type}
            component={
              dialog.component
                ? (list.find((c) => c.id === dialog.component?.id) ?? dialog.component)
                : null
            }
            onReload={() => components.refetch()}
          />
        )}

        {budgetAsked && (
          <ProjectBudgetDialog
            open={budgetOpen}
            onOpenChange={setBudgetOpen}
            saved={projectBudget.data}
          />
        )}

        {deleteAsked && (
          <ConfirmDelete
            item={deleting}
            onClose={() => setDeleting(null)}
            title={`Delete ${deleting?.name ?? 'this component'}?`}
            description={deleteSentence}
            onConfirm={(component) => void confirmDelete(component)}
          />
        )}
      </Suspense>
    </div>
  );
}
