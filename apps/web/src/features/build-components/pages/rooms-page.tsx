import {
  type BuildComponent,
  type ComponentType,
  componentTypeLabels,
  componentTypes,
} from '@hrt/shared/schemas/components';
import { LayoutGrid, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDelete } from '@/components/confirm-delete';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { useCanEditComponentType } from '@/lib/auth/session-context';
import { useComponents } from '@/lib/shared-queries/components';
import { useExpenseSummaries } from '@/lib/shared-queries/expense-summaries';
import { useTrashPreviewSentence } from '@/lib/shared-queries/trash-preview';
import { useToastDeleted } from '@/lib/undo-delete';
import { useDeleteComponent } from '../api/delete-component';
import { useRefreshComponentContents } from '../api/use-refresh-components';
import { ComponentDialog, componentErrorMessage } from '../components/component-dialog';
import { ComponentDrawer } from '../components/component-drawer';
import { ComponentSection } from '../components/component-section';
import { SummaryStrip } from '../components/summary-strip';

type DialogState = { type: ComponentType; component: BuildComponent | null } | null;

/**
 * /rooms: the 'Build Components' header with its add buttons and money strip on top, then the
 * overview's three sections (Rooms, Design, Services); a card opens the side drawer.
 */
export function RoomsPage() {
  const components = useComponents();
  const summaries = useExpenseSummaries();
  const remove = useDeleteComponent();
  const refreshContents = useRefreshComponentContents();
  const toastDeleted = useToastDeleted();
  const canEditType = useCanEditComponentType();
  const [selected, setSelected] = useState<BuildComponent | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<BuildComponent | null>(null);
  // What goes with it ('Utility and its 12 expenses'), asked for while the confirmation is open.
  const deleteSentence = useTrashPreviewSentence('component', deleting);

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
    try {
      const entry = await remove.mutateAsync({ type: component.type, id: component.id });
      setDrawerOpen(false);
      toastDeleted(entry, refreshContents);
    } catch (error) {
      toast.error(componentErrorMessage(error, 'Failed to delete component. Please try again.'));
    }
  }

  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Build Components</h1>
          <p className="text-sm text-muted-foreground">
            Manage your renovation projects and track progress
          </p>
        </div>
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
        <EmptyState
          icon={LayoutGrid}
          title="No Components Found"
          description="Start adding components to see them here."
        />
      ) : (
        <SummaryStrip
          components={list}
          summaries={summaries.data}
          loading={components.isPending || summaries.isPending}
        />
      )}

      {!components.error &&
        componentTypes.map((type) => (
          <ComponentSection
            key={type}
            type={type}
            components={byType(type)}
            loading={components.isPending}
            summaries={summaries.data}
            summariesLoading={summaries.isPending}
            canAdd={canEditType(type)}
            onAdd={(addType) => setDialog({ type: addType, component: null })}
            onOpen={open}
          />
        ))}

      <ComponentDrawer
        component={drawerOpen ? current : null}
        onOpenChange={setDrawerOpen}
        canEdit={current ? canEditType(current.type) : false}
        onEdit={(component) => setDialog({ type: component.type, component })}
        onDelete={setDeleting}
      />

      {dialog && (
        <ComponentDialog
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

      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this component'}?`}
        description={deleteSentence}
        onConfirm={(component) => void confirmDelete(component)}
      />
    </div>
  );
}
