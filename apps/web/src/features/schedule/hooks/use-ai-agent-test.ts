import { aiMessages } from '@hrt/shared/schemas/schedule';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useTestPlanner } from '../api/test-planner';

/** Test AI Agent: the planner's own message, or aiMessages' failure message. */
export function useAiAgentTest() {
  const { mutateAsync, isPending } = useTestPlanner();
  const run = useCallback(async () => {
    try {
      const result = await mutateAsync();
      if (result.status === 'success') toast.success(result.message);
      else toast.error(aiMessages.agentFailed(result.message));
    } catch (error) {
      console.error('Schedule: AI agent test failed', error);
      toast.error(aiMessages.testFailed);
    }
  }, [mutateAsync]);
  return { run, testing: isPending };
}
