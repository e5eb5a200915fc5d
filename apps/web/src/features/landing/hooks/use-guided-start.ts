import { canEditComponentType } from '@hrt/shared/policies';
import { can } from '@hrt/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/lib/auth/session-context';
import { allowlistQuery } from '@/lib/shared-queries/allowlist';
import { useComponents } from '@/lib/shared-queries/build-components';
import { useExpenseSummaries } from '@/lib/shared-queries/expense-summaries';

export type GuidedStepId = 'room' | 'expense' | 'invite';

export interface GuidedStep {
  id: GuidedStepId;
  done: boolean;
}

export interface GuidedStart {
  /** The steps this user can act on, in order; empty: nothing to show. */
  steps: GuidedStep[];
  hide: () => void;
}

/** 'seen': the guide was shown with a step open; 'hidden': the user put it away. */
type GuideMemory = 'seen' | 'hidden' | null;

const storageKey = (email: string) => `guidedStart:${email}`;

function readMemory(email: string): GuideMemory {
  try {
    const value = localStorage.getItem(storageKey(email));
    return value === 'seen' || value === 'hidden' ? value : null;
  } catch {
    return null;
  }
}

function writeMemory(email: string, value: Exclude<GuideMemory, null>) {
  try {
    localStorage.setItem(storageKey(email), value);
  } catch {
    // Not kept: the guide follows the project's data alone for this visit.
  }
}

/**
 * The home page's three first steps, each ticked off from the project's own data: a component
 * exists; an expense exists; someone other than the signed-in owner is on the allowlist. Only
 * roles that may add rooms see the guide, and the invitation step only the owner. A project
 * that has done everything never shows it; one that had a step open on this device keeps it
 * (all ticked) until the user hides it, so the last tick is seen.
 */
export function useGuidedStart(): GuidedStart {
  const session = useSession();
  const email = session.user?.email ?? '';
  const canStart = session.status === 'signed-in' && canEditComponentType(session.role, 'room');
  const canInvite = session.status === 'signed-in' && can(session.role, 'users.manage');
  const components = useComponents();
  const summaries = useExpenseSummaries();
  const allowlist = useQuery({ ...allowlistQuery, enabled: canInvite });
  const [memory, setMemory] = useState<GuideMemory>(() => readMemory(email));

  useEffect(() => setMemory(readMemory(email)), [email]);

  const loaded = components.isSuccess && summaries.isSuccess && (!canInvite || allowlist.isSuccess);
  const steps: GuidedStep[] = [];
  if (canStart && loaded) {
    steps.push({ id: 'room', done: components.data.length > 0 });
    steps.push({
      id: 'expense',
      done: Object.values(summaries.data).some((summary) => summary.count > 0),
    });
    if (canInvite) {
      const others = allowlist.data?.filter((entry) => entry.email !== email) ?? [];
      steps.push({ id: 'invite', done: others.length > 0 });
    }
  }
  const open = steps.some((step) => !step.done);

  useEffect(() => {
    if (open && email && memory === null) {
      writeMemory(email, 'seen');
      setMemory('seen');
    }
  }, [open, email, memory]);

  const hide = useCallback(() => {
    if (email) writeMemory(email, 'hidden');
    setMemory('hidden');
  }, [email]);

  const shown = memory !== 'hidden' && (open || memory === 'seen');
  return { steps: shown ? steps : [], hide };
}
