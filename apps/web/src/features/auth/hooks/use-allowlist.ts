import type { Role } from '@hrt/shared/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import {
  approveAccessRequest,
  authKeys,
  declineAccessRequest,
  deleteAllowlistEntry,
  fetchAccessRequests,
  fetchAllowlist,
  saveAllowlistEntry,
} from '../api';

/** The server's own message when it sent one, else the screen's fallback (spec part 1, 8). */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code && error.message) return error.message;
  return fallback;
}

export function useAllowlist() {
  return useQuery({ queryKey: authKeys.users, queryFn: fetchAllowlist });
}

export function useAccessRequests() {
  return useQuery({ queryKey: authKeys.accessRequests, queryFn: fetchAccessRequests });
}

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authKeys.users }),
      queryClient.invalidateQueries({ queryKey: authKeys.accessRequests }),
    ]);
}

export function useSaveAllowlistEntry() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: saveAllowlistEntry, onSettled: invalidate });
}

export function useDeleteAllowlistEntry() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteAllowlistEntry, onSettled: invalidate });
}

export function useApproveAccessRequest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => approveAccessRequest(id, role),
    onSettled: invalidate,
  });
}

export function useDeclineAccessRequest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: declineAccessRequest, onSettled: invalidate });
}
