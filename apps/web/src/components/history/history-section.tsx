import type { HistoryResourceType } from '@hrt/shared/schemas/history';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { HistoryList } from './history-list';

/**
 * A 'History' section that opens on demand (a task's, a policy's, an account's, a component's):
 * the list is read only once it is opened. The heading holds the toggle, so the section is
 * found by heading and opened by keyboard.
 */
export function HistorySection({
  resourceType,
  resourceId,
  level = 3,
  className,
}: {
  resourceType: HistoryResourceType;
  resourceId: string;
  /** The heading's level where it sits: 3 inside a dialog, 2 on a page. */
  level?: 2 | 3;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // It sits at the foot of its dialog or page: once opened, bring the list into view.
  useEffect(() => {
    if (open) section.current?.scrollIntoView?.({ block: 'start' });
  }, [open]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section
        ref={section}
        aria-labelledby={headingId}
        className={cn('grid scroll-mt-20 gap-3', className)}
      >
        <Heading id={headingId} className={level === 2 ? 'text-lg font-semibold' : 'font-medium'}>
          <Collapsible.Trigger className="-mx-2 flex min-h-10 w-[calc(100%+1rem)] cursor-pointer items-center justify-between gap-2 rounded-md px-2 text-left hover:bg-accent">
            History
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </Collapsible.Trigger>
        </Heading>
        <Collapsible.Content>
          <HistoryList resourceType={resourceType} resourceId={resourceId} />
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
