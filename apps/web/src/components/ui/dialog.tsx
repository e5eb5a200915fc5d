import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type InputEvent,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';
import { cn } from '@/lib/cn';
import { ConfirmDialog } from './confirm-dialog';

/** Tells the dialog that something was typed or chosen in it since it opened. */
const MarkEdited = createContext<() => void>(() => {});

/**
 * A controlled dialog that asks 'Discard changes?' before Escape, an outside click or the close
 * button throw away what was typed in it, and closes at once when nothing was. A form's own
 * Cancel and a successful save call `onOpenChange` themselves, so they close without asking.
 */
export function Dialog({
  open,
  onOpenChange,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Root>) {
  const [edited, setEdited] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!open) setEdited(false);
  }, [open]);

  const requestOpenChange = (next: boolean) => {
    if (!next && edited) setAsking(true);
    else onOpenChange?.(next);
  };

  return (
    <DialogPrimitive.Root {...props} open={open} onOpenChange={requestOpenChange}>
      <MarkEdited.Provider value={() => setEdited(true)}>{children}</MarkEdited.Provider>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Discard changes?"
        description="What you entered in this form has not been saved and will be lost."
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        onConfirm={() => onOpenChange?.(false)}
      />
    </DialogPrimitive.Root>
  );
}

/** A centred dialog; closes on Escape and on an outside click (Radix). Full width on phones. */
export function DialogContent({
  className,
  children,
  size = 'default',
  onInput,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: 'default' | 'large' }) {
  const markEdited = useContext(MarkEdited);
  // Every field (text, select, checkbox, file) fires input as the user changes it.
  const noteInput = (event: InputEvent<HTMLDivElement>) => {
    markEdited();
    onInput?.(event);
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-5 shadow-lg',
          size === 'large' ? 'max-w-5xl' : 'max-w-lg',
          className,
        )}
        {...props}
        onInput={noteInput}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-foreground"
          aria-label="Close"
        >
          <X className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({
  title,
  description,
}: {
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="grid gap-1 pr-8">
      <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="text-sm text-muted-foreground">
          {description}
        </DialogPrimitive.Description>
      ) : (
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
      )}
    </div>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
