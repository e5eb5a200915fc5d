import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * A page with unsaved rows asks before it is left: another page of the app (the router's
 * blocker, answered in a dialog) and a reload or a closed tab (the browser's own question).
 * Moving within the page (a tab, a search, a replaced history entry) is not leaving it.
 */
export function LeaveGuard({ when, description }: { when: boolean; description: string }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useBlocker(shouldBlock);
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  // Nothing left to lose (saved meanwhile): the navigation that waited goes ahead.
  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.proceed();
  }, [when, blocker]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        // Closed by 'Cancel' or Escape: stay. Closed by 'Leave': the navigation is on its way.
        if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
        leaving.current = false;
      }}
      title="Leave without saving?"
      description={description}
      confirmLabel="Leave without saving"
      onConfirm={() => {
        leaving.current = true;
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
