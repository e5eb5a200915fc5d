import type { AllowlistEntry, AllowlistFormOutput } from '@hrt/shared/schemas/identity';
import { useState } from 'react';
import { adminErrorMessage } from '../../admin-messages';
import { type Approval, useApproveAccessRequest } from '../api/approve-access-request';
import { useDeclineAccessRequest } from '../api/decline-access-request';
import { useDeleteAllowlistEntry } from '../api/delete-allowlist-entry';
import { useSaveAllowlistEntry } from '../api/save-allowlist-entry';

/**
 * The admin page's writes: each clears the last error and shows its own on failure, and the
 * row or request being written is busy meanwhile.
 */
export function useAllowlistActions({
  onApproved,
}: {
  /** An approved request's new allowlist entry (the page offers to invite them). */
  onApproved?: (entry: AllowlistEntry) => void;
} = {}) {
  const save = useSaveAllowlistEntry();
  const remove = useDeleteAllowlistEntry();
  const approve = useApproveAccessRequest();
  const decline = useDeclineAccessRequest();
  const [actionError, setActionError] = useState<string | null>(null);
  const failWith = (fallback: string) => (error: unknown) =>
    setActionError(adminErrorMessage(error, fallback));

  /** Saves an entry, answering it as saved (a trade's with its contact's name). */
  const saveEntry = async (entry: AllowlistFormOutput): Promise<AllowlistEntry> => {
    setActionError(null);
    try {
      return await save.mutateAsync(entry);
    } catch (error) {
      failWith('Failed to save user')(error);
      throw error;
    }
  };
  const removeEntry = (email: string) => {
    setActionError(null);
    remove.mutate(email, { onError: failWith('Failed to delete user') });
  };
  const approveRequest = (approval: Approval) => {
    setActionError(null);
    approve.mutate(approval, { onSuccess: onApproved, onError: failWith('Failed to save user') });
  };
  const declineRequest = (id: string) => {
    setActionError(null);
    decline.mutate(id, { onError: failWith('Failed to save user') });
  };

  const busyEmail = save.isPending
    ? (save.variables?.email ?? null)
    : remove.isPending
      ? (remove.variables ?? null)
      : null;
  const busyRequest = approve.isPending
    ? (approve.variables?.id ?? null)
    : decline.isPending
      ? (decline.variables ?? null)
      : null;

  return {
    saveEntry,
    removeEntry,
    approveRequest,
    declineRequest,
    busyEmail,
    busyRequest,
    actionError,
    dismissActionError: () => setActionError(null),
  };
}
