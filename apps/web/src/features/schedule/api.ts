import type {
  AgenticPlanRequest,
  AgenticPlanResult,
  AiTestResult,
  Analysis,
  Task,
  TaskInput,
  TaskMove,
} from '@hrt/shared/schemas/schedule';
import { taskPageSchema } from '@hrt/shared/schemas/schedule';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The largest page the server gives (pageQuerySchema), so 10,000 tasks take ten requests. */
const PAGE_SIZE = 1000;

/** Every page of GET /api/tasks, in order: the Gantt needs all tasks to draw dependencies. */
export async function fetchAllTasks(signal?: AbortSignal): Promise<Task[]> {
  const tasks: Task[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    const body = await api.get<unknown>(`/api/tasks?${query}`, signal ? { signal } : {});
    const page = taskPageSchema.parse(body);
    tasks.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  performance.mark('schedule:tasks-loaded');
  return tasks;
}

export function useTasks() {
  return useQuery({
    queryKey: queryKeys.tasks,
    queryFn: ({ signal }) => fetchAllTasks(signal),
  });
}

/** The project's components: every one is a group on the schedule, tasks or not. */
export { useComponents } from '@/lib/shared-queries/components';

export function useRefreshTasks() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
    [queryClient],
  );
}

export function createTask(input: TaskInput) {
  return api.post<Task>('/api/tasks', input as unknown as Record<string, unknown>);
}

export function updateTask(id: string, input: TaskInput) {
  return api.put<Task>(`/api/tasks/${id}`, input as unknown as Record<string, unknown>);
}

export function deleteTask(id: string) {
  return api.delete<void>(`/api/tasks/${id}`);
}

export function moveTask(id: string, move: TaskMove) {
  return api.patch<Task>(`/api/tasks/${id}/move`, { ...move });
}

export function testAiAgent() {
  return api.post<AiTestResult>('/api/ai/test', {});
}

export function analyzeWork(description: string, existingTasks: string[]) {
  return api.post<Analysis>('/api/ai/analyze', {
    description,
    project_context: '',
    existing_tasks: existingTasks,
  });
}

export function runAgenticPlan(request: AgenticPlanRequest) {
  return api.post<AgenticPlanResult>('/api/ai/agentic-plan', { ...request });
}
