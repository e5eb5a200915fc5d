import { planMessages } from '@hrt/shared/schemas/planning';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, refusalDetail } from '@/lib/api-client';
import { useUndoPlan } from '../api/undo-plan';

/**
 * 'Undo this plan': asks first, then moves the plan's tasks to the trash. When some were
 * changed since the plan wrote them, the server names them and this asks again before removing
 * the others (decision 035).
 */
export function UndoPlanButton({
  planId,
  taskCount,
  onUndone,
}: {
  planId: string;
  taskCount: number;
  onUndone: () => void;
}) {
  const undo = useUndoPlan();
  const [asking, setAsking] = useState(false);
  const [changed, setChanged] = useState<string[] | null>(null);

  async function run(confirm: boolean) {
    try {
      const answer = await undo.mutateAsync({ planId, confirm });
      const removed = answer.removed.length;
      const kept = answer.kept.length;
      toast.success(
        `Plan undone: ${removed} ${removed === 1 ? 'task' : 'tasks'} moved to the trash${kept ? `, ${kept} kept` : ''}.`,
      );
      onUndone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'plan_tasks_changed') {
        setChanged(error.fieldErrors?.changed_task_names ?? []);
        return;
      }
      console.error('Schedule: undoing a plan failed', error);
      toast.error(`The plan could not be undone. ${refusalDetail(error)}`.trim());
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={undo.isPending}
        onClick={() => setAsking(true)}
      >
        <Undo2 aria-hidden />
        {undo.isPending ? 'Undoing...' : 'Undo this plan'}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Undo this plan?"
        description={`${planMessages.undoConfirm(taskCount)} You can restore them from the trash. Tasks someone changed since are kept unless you confirm again.`}
        confirmLabel="Undo this plan"
        onConfirm={() => void run(false)}
      />
      <ConfirmDialog
        open={changed !== null}
        onOpenChange={(open) => !open && setChanged(null)}
        title="Some of this plan's tasks were changed"
        description={`Changed since the plan wrote them: ${(changed ?? []).join(', ')}. They stay on the schedule; the plan's other tasks move to the trash.`}
        confirmLabel="Remove the others"
        onConfirm={() => {
          setChanged(null);
          void run(true);
        }}
      />
    </>
  );
}
