import { scheduleContract } from '@hrt/shared/contracts/schedule';
import type { Task } from '@hrt/shared/schemas/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { scheduleKeys } from './schedule-keys';

/** The largest page the server gives (pageQuerySchema), so 10,000 tasks take ten requests. */
const PAGE_SIZE = 1000;

/** Every page of GET /api/tasks, in order: the Gantt needs all tasks to draw dependencies. */
async function fetchAllTasks(signal?: AbortSignal): Promise<Task[]> {
  const tasks: Task[] = [];
  let cursor: string | null = null;
  do {
    const query: { limit: number; cursor?: string } = { limit: PAGE_SIZE };
    if (cursor) query.cursor = cursor;
    const page = await callEndpoint(scheduleContract.list, { query }, signal ? { signal } : {});
    tasks.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  performance.mark('schedule:tasks-loaded');
  return tasks;
}

export const taskListQuery = queryOptions({
  queryKey: scheduleKeys.tasks,
  queryFn: ({ signal }) => fetchAllTasks(signal),
});

export function useTasks() {
  return useQuery(taskListQuery);
}
