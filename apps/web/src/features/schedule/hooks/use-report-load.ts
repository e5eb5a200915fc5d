import type { Task } from '@hrt/shared/schemas/schedule';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { ApiError } from '@/lib/api-client';

/** Spec section 8: a load failure is silent when it is about signing in (401, 403). */
export function isAuthFailure(error: unknown) {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * What the task list's loading leaves behind besides the screen: the benchmark's marks (the
 * first paint with tasks, then the next frame) and a console error when it failed for a reason
 * other than signing in.
 */
export function useReportLoad(tasksQuery: UseQueryResult<Task[]>) {
  const tasks = tasksQuery.data;
  useLayoutEffect(() => {
    if (!tasks) return;
    performance.mark('schedule:rendered');
    requestAnimationFrame(() => performance.mark('schedule:painted'));
  }, [tasks]);

  useEffect(() => {
    if (tasksQuery.isError && !isAuthFailure(tasksQuery.error)) {
      console.error('Schedule: failed to load tasks', tasksQuery.error);
    }
  }, [tasksQuery.isError, tasksQuery.error]);
}
