import type { FormEventHandler, ReactNode } from 'react';
import { type Failure, FailureAlert } from '@/components/failure-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';

/**
 * An add-or-edit dialog around a form: the failure of the last save on top (dismissable), the
 * fields, then Cancel and the submit button, which reads 'Saving...' while the save runs; then
 * whatever goes `after` the form.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  onSubmit,
  failure,
  onDismissFailure,
  submitting,
  submitLabel,
  children,
  after,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: Failure | null;
  onDismissFailure: () => void;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
  /** Below the form (an item's 'History'): not part of what is saved. */
  after?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={title} />
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {failure && <FailureAlert {...failure} onDismiss={onDismissFailure} />}
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving...' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
        {after}
      </DialogContent>
    </Dialog>
  );
}
