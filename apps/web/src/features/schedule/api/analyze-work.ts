import { planningContract } from '@hrt/shared/contracts/planning';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

function analyzeWork({
  description,
  existingTasks,
}: {
  description: string;
  existingTasks: string[];
}) {
  return callEndpoint(planningContract.analyze, {
    body: { description, project_context: '', existing_tasks: existingTasks },
  });
}

/** AI Analysis writes nothing, so nothing is read again. */
export function useAnalyzeWork() {
  return useMutation({ mutationFn: analyzeWork });
}
