import { formatDay } from '@hrt/shared/domain/calendar-days';
import { formatCount, formatDays } from '@hrt/shared/format';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { PendingMove } from '../hooks/use-move-prompt';

/** 'Also move the 2 tasks that depend on it' (the words, in the right number). */
function dependantsLabel(count: number): string {
  return `Also move the ${formatCount(count, 'task')} that ${count === 1 ? 'depends' : 'depend'} on it`;
}

/**
 * The question a move of a task with dependants asks before it is saved (decision 034): a small
 * non-modal prompt at the foot of the screen, not a dialog over the chart, so the moved bars stay
 * in sight. 'Move' has the focus: Enter saves, Escape cancels, Left and Right move further.
 */
export function MovePrompt({
  pending,
  onWithDependants,
  onNudge,
  onConfirm,
  onCancel,
}: {
  pending: PendingMove | null;
  onWithDependants: (value: boolean) => void;
  onNudge: (days: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const moveButton = useRef<HTMLButtonElement>(null);
  // The bar the question is about gets the focus back, whether moved or not (a non-modal
  // dialog has no focus of its own to return).
  const taskId = useRef<string | null>(null);
  if (pending) taskId.current = pending.task.id;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    onNudge(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const days = pending?.days ?? 0;
  return (
    <DialogPrimitive.Root
      open={pending !== null}
      modal={false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed bottom-[calc(5.5rem+env(safe-area-inset-bottom))] left-1/2 z-50 md:bottom-4 grid w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg"
          onKeyDown={onKeyDown}
          // A click on the chart (another bar, a scroll) leaves the question open.
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            moveButton.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document
              .querySelector<HTMLButtonElement>(`[data-task-bar="${taskId.current}"] > button`)
              ?.focus();
          }}
        >
          {pending && (
            <>
              <div className="grid gap-1">
                <DialogPrimitive.Title className="text-sm font-semibold">
                  Move {pending.task.name}{' '}
                  {days === 0
                    ? 'back where it was?'
                    : `${formatDays(Math.abs(days))} ${days > 0 ? 'later' : 'earlier'}?`}
                </DialogPrimitive.Title>
                <DialogPrimitive.Description className="text-xs text-muted-foreground">
                  It would start on {formatDay(pending.start)}. Left and Right move it further.
                </DialogPrimitive.Description>
              </div>
              <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 rounded border-input accent-[var(--primary)]"
                  checked={pending.withDependants}
                  onChange={(event) => onWithDependants(event.target.checked)}
                />
                {dependantsLabel(pending.dependants)}
              </label>
              <div className="flex justify-end gap-2">
                <Button type="button" size="sm" variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
                <Button
                  ref={moveButton}
                  type="button"
                  size="sm"
                  onClick={onConfirm}
                  disabled={days === 0}
                >
                  Move
                </Button>
              </div>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
