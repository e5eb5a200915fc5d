import type { ReactNode } from 'react';
import { Drawer as Vaul } from 'vaul';
import { cn } from '@/lib/cn';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A side drawer (vaul): slides in from the right, closes on Escape, an outside click or a drag
 * past a quarter of its width (a threshold of 0.25; vaul animates in 0.5 s).
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DrawerProps) {
  return (
    <Vaul.Root open={open} onOpenChange={onOpenChange} direction="right" closeThreshold={0.25}>
      <Vaul.Portal>
        <Vaul.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Vaul.Content
          className={cn(
            'fixed top-0 right-0 bottom-0 z-50 flex w-full max-w-md flex-col overflow-y-auto border-l bg-card shadow-xl outline-none',
            className,
          )}
        >
          <div className="border-b p-5">
            <Vaul.Title className="text-lg font-semibold">{title}</Vaul.Title>
            <Vaul.Description className={description ? 'text-sm text-muted-foreground' : 'sr-only'}>
              {description ?? title}
            </Vaul.Description>
          </div>
          <div className="grid gap-4 p-5">{children}</div>
        </Vaul.Content>
      </Vaul.Portal>
    </Vaul.Root>
  );
}
