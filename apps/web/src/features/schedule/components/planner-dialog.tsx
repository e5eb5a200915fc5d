import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';

interface PlannerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Runs the planner; the dialog stays open to show what it answered. */
  onRun: () => void;
  canRun: boolean;
  busy: boolean;
  runLabel: string;
  busyLabel: string;
  /** The fields, then the answer. */
  children: ReactNode;
}

/** The shell of the two planner dialogs (AI Analysis, Agentic Planning): a form, Close and Run. */
export function PlannerDialog(props: PlannerDialogProps) {
  const { open, onOpenChange, busy } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="large" className="max-w-2xl">
        <DialogHeader title={props.title} description={props.description} />
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onRun();
          }}
        >
          {props.children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" disabled={!props.canRun || busy}>
              {busy ? props.busyLabel : props.runLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
