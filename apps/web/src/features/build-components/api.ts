import type {
  BuildComponent,
  ComponentType,
  CreateComponentInput,
  UpdateComponentInput,
} from '@hrt/shared/schemas/components';
import type { ExpenseSummaries, ExpenseSummary } from '@hrt/shared/schemas/expenses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const componentKeys = {
  all: queryKeys.components,
  one: (type: string, id: string) => [...queryKeys.components, type, id] as const,
};

/** Every component's expense totals in one call, kept current by the server on each write. */
export function useExpenseSummaries() {
  return useQuery({
    queryKey: queryKeys.expenseSummaries,
    queryFn: () => api.get<ExpenseSummaries>('/api/expenses/summaries'),
  });
}

export function useExpenseSummary(componentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.expenseSummary(componentId ?? ''),
    queryFn: () => api.get<ExpenseSummary>(`/api/expenses/${componentId}/summary`),
    enabled: Boolean(componentId),
  });
}

export function useComponents() {
  return useQuery({
    queryKey: componentKeys.all,
    queryFn: () => api.get<BuildComponent[]>('/api/components'),
  });
}

export function useComponent(type: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: componentKeys.one(type ?? '', id ?? ''),
    queryFn: () => api.get<BuildComponent>(`/api/components/${type}/${id}`),
    enabled: Boolean(type && id),
  });
}

function useRefreshComponents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: componentKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.expenseSummaries }),
    ]);
}

export function useCreateComponent() {
  const refresh = useRefreshComponents();
  return useMutation({
    mutationFn: (input: CreateComponentInput) =>
      api.post<BuildComponent>('/api/components', input as Record<string, unknown>),
    onSuccess: refresh,
  });
}

export function useUpdateComponent() {
  const refresh = useRefreshComponents();
  return useMutation({
    mutationFn: ({
      type,
      id,
      input,
    }: {
      type: ComponentType;
      id: string;
      input: UpdateComponentInput;
    }) =>
      api.patch<BuildComponent>(`/api/components/${type}/${id}`, input as Record<string, unknown>),
    onSuccess: refresh,
  });
}

export function useDeleteComponent() {
  const refresh = useRefreshComponents();
  return useMutation({
    mutationFn: ({ type, id }: { type: ComponentType; id: string }) =>
      api.delete<void>(`/api/components/${type}/${id}`),
    onSuccess: refresh,
  });
}
