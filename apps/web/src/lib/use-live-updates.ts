import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While signed in, keeps the open screens current from the server's event stream. The stream's
 * reader (and the schemas it checks events with) loads when a session starts, not with a
 * visitor's first page.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void import('./live-updates').then(({ followLiveUpdates }) =>
      followLiveUpdates(queryClient, controller.signal),
    );
    return () => controller.abort();
  }, [enabled, queryClient]);
}
