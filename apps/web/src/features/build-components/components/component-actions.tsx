import { type BuildComponent, componentTypeLabels } from '@hrt/shared/schemas/build-components';
import { Pencil, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { ConfirmDelete } from '@/components/confirm-delete';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTrashPreviewSentence } from '@/lib/shared-queries/trash-preview';
import { useTrashComponent } from '../hooks/use-trash-component';
import { LazyComponentDialog } from './lazy-component-dialog';

/**
 * Edit and Delete on a component's own page (decision 037): the same dialog and the same
 * confirmation as the /rooms drawer. A delete asks first, goes to the trash with Undo, and
 * then `onDeleted` leaves the page that no longer has anything to show.
 */
export function ComponentActions({
  component,
  onReload,
  onDeleted,
  className,
}: {
  component: BuildComponent;
  className?: string;
  onReload: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const trashComponent = useTrashComponent();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<BuildComponent | null>(null);
  const deleteSentence = useTrashPreviewSentence('component', deleting);
  const label = componentTypeLabels[component.type].singular.toLowerCase();

  async function confirmDelete(target: BuildComponent) {
    if (await trashComponent(target)) onDeleted();
  }

  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button variant="outline" aria-label={`Edit ${label}`} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      <Button
        variant="outline"
        aria-label={`Delete ${label}`}
        onClick={() => setDeleting(component)}
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <LazyComponentDialog
            open
            onOpenChange={setEditing}
            type={component.type}
            component={component}
            onReload={onReload}
          />
        </Suspense>
      )}
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this component'}?`}
        description={deleteSentence}
        onConfirm={(target) => void confirmDelete(target)}
      />
    </div>
  );
}
