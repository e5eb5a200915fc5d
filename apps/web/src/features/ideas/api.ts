import type {
  CreateIdeaInput,
  CreateMonitoredItemInput,
  ExtractedPreview,
  Idea,
  ItemPreference,
  MonitoredItem,
  TestEmailResult,
  UpdateItemPreferenceInput,
  UserSettings,
} from '@hrt/shared/schemas/ideas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ideaKeys = {
  list: (componentId: string) => ['ideas', componentId] as const,
  items: (componentId: string) => ['price-monitoring', 'items', componentId] as const,
  settings: ['price-monitoring', 'settings'] as const,
};

/** Spec part 2, timeouts on the ideas page: 30 s per request, 15 s for the user settings. */
export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout';
const REQUEST_TIMEOUT_MS = 30_000;
const SETTINGS_TIMEOUT_MS = 15_000;

async function timed<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(ms);
  try {
    return await call(signal);
  } catch (error) {
    if (signal.aborted) throw new Error(REQUEST_TIMEOUT_MESSAGE);
    throw error;
  }
}

export function useIdeas(componentId: string) {
  return useQuery({
    queryKey: ideaKeys.list(componentId),
    queryFn: () =>
      timed(REQUEST_TIMEOUT_MS, (signal) =>
        api.get<Idea[]>(`/api/ideas?component_id=${encodeURIComponent(componentId)}`, { signal }),
      ),
  });
}

/** A failed load is treated as an empty list (spec part 2, error catalogue). */
export function useMonitoredItems(componentId: string) {
  return useQuery({
    queryKey: ideaKeys.items(componentId),
    queryFn: () =>
      timed(REQUEST_TIMEOUT_MS, (signal) =>
        api.get<MonitoredItem[]>(
          `/api/price-monitoring/items?component_id=${encodeURIComponent(componentId)}`,
          { signal },
        ),
      ).catch(() => [] as MonitoredItem[]),
  });
}

/** A failed settings load is tolerated: the switches show off. */
export function useUserSettings() {
  return useQuery({
    queryKey: ideaKeys.settings,
    queryFn: () =>
      timed(SETTINGS_TIMEOUT_MS, (signal) =>
        api.get<UserSettings>('/api/price-monitoring/settings', { signal }),
      ).catch(() => null),
  });
}

export function useRefreshIdeas(componentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ideaKeys.list(componentId) }),
      queryClient.invalidateQueries({ queryKey: ['price-monitoring'] }),
    ]);
}

export const extractIdea = (url: string) =>
  timed(REQUEST_TIMEOUT_MS, (signal) =>
    api.post<ExtractedPreview>('/api/ideas/extract', { url }, { signal }),
  );
export const createIdea = (input: CreateIdeaInput) =>
  timed(REQUEST_TIMEOUT_MS, (signal) => api.post<Idea>('/api/ideas', input, { signal }));
export const deleteIdea = (id: string) =>
  timed(REQUEST_TIMEOUT_MS, (signal) => api.delete<void>(`/api/ideas/${id}`, { signal }));
export const createMonitoredItem = (input: CreateMonitoredItemInput) =>
  timed(REQUEST_TIMEOUT_MS, (signal) =>
    api.post<MonitoredItem>('/api/price-monitoring/items', input, { signal }),
  );
export const updatePreference = (ideaId: string, input: UpdateItemPreferenceInput) =>
  timed(REQUEST_TIMEOUT_MS, (signal) =>
    api.put<ItemPreference>(`/api/price-monitoring/preferences/${ideaId}`, input, { signal }),
  );
export const checkNow = (ideaId: string) =>
  timed(REQUEST_TIMEOUT_MS, (signal) =>
    api.post<MonitoredItem>('/api/price-monitoring/check-now', { idea_id: ideaId }, { signal }),
  );
export const sendTestEmail = (email: string) =>
  timed(REQUEST_TIMEOUT_MS, (signal) =>
    api.post<TestEmailResult>('/api/price-monitoring/test-email', { email }, { signal }),
  );
