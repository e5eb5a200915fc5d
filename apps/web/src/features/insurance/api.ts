import type { InsuranceCategory } from '@hrt/shared/policies';
import type {
  Insurance,
  InsuranceFieldsInput,
  UpdateInsuranceInput,
} from '@hrt/shared/schemas/insurance';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The policies the user may see (the server leaves out what the role may not). */
export function useInsurances() {
  return useQuery({
    queryKey: queryKeys.insurances,
    queryFn: () => api.get<Insurance[]>('/api/insurances'),
  });
}

export function useRefreshInsurances() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.insurances }),
    [queryClient],
  );
}

/** Multipart: the spec's fields plus the file (spec part 2, section 7). */
export function createInsurance(fields: InsuranceFieldsInput, file: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  form.append('file', file);
  return api.post<Insurance>('/api/insurances', form);
}

/** JSON without the file, which cannot be changed. */
export function updateInsurance(id: string, fields: UpdateInsuranceInput) {
  return api.put<Insurance>(`/api/insurances/${id}`, { ...fields });
}

export function deleteInsurance(id: string) {
  return api.delete<void>(`/api/insurances/${id}`);
}

export function fetchInsuranceFileUrl(id: string) {
  return api.get<{ file_url: string }>(`/api/insurances/${id}/file`);
}

export type { InsuranceCategory };
