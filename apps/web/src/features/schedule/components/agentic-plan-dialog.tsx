import { formatCount } from '@hrt/shared/format';
import {
  type AgenticPlanResult,
  aiMessages,
  MAX_PLANNING_TEXT,
} from '@hrt/shared/schemas/schedule';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Checkbox, Label, Textarea } from '@/components/ui/input';
import { refusalDetail } from '@/lib/api-client';
import { useRunAgenticPlan } from '../api/run-agentic-plan';
import { PlanResult } from './plan-result';
import { PlannerDialog } from './planner-dialog';

/**
 * Agentic Planning: a goal (required), optional context, Execute plan and Include analysis
 * (both on by default). The result shows afterwards in its colour; when the plan was executed
 * and created tasks, the schedule is read again. An analysed plan can be added as shown: it is
 * sent back for the server to check again and write (decision 035).
 */
export function AgenticPlanDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const plan = useRunAgenticPlan();
  const [goal, setGoal] = useState('');
  const [context, setContext] = useState('');
  const [execute, setExecute] = useState(true);
  const [includeAnalysis, setIncludeAnalysis] = useState(true);
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<AgenticPlanResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setResult(null);
    setFailure(null);
    setTouched(false);
  }, [open]);

  const empty = goal.trim() === '';
  async function run(analysed?: AgenticPlanResult['analysis']) {
    if (empty) {
      setTouched(true);
      return;
    }
    setFailure(null);
    try {
      // An executed plan's new tasks are read again before this resolves.
      const answer = await plan.mutateAsync({
        goal: goal.trim(),
        project_context: context.trim(),
        execute: analysed ? true : execute,
        include_analysis: includeAnalysis,
        ...(analysed ? { plan: analysed } : {}),
      });
      setResult(answer);
      if (answer.status === 'error') setFailure(aiMessages.planFailed(answer.summary));
      if (answer.status === 'executed' && answer.created_tasks.length > 0) {
        const made = answer.created_tasks.filter((task) => task.result.status === 'success');
        toast.success(`Agentic planning created ${formatCount(made.length, 'task')}.`);
      }
    } catch (error) {
      console.error('Schedule: agentic planning failed', error);
      setFailure(`${aiMessages.planExecuteFailed} ${refusalDetail(error)}`.trim());
    }
  }

  return (
    <PlannerDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Agentic Planning"
      description="Describe the renovation goal; the planner orders the work, and can add the tasks to the schedule."
      onRun={() => {
        setResult(null);
        void run();
      }}
      canRun={!empty}
      busy={plan.isPending}
      runLabel="Run Agentic Planning"
      busyLabel="Planning..."
    >
      <Field label="Renovation goal" error={touched && empty ? aiMessages.goalRequired : undefined}>
        {({ id: fieldId, describedBy, invalid }) => (
          <Textarea
            id={fieldId}
            required
            rows={3}
            maxLength={MAX_PLANNING_TEXT}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={goal}
            onChange={(event) => setGoal(event.target.value)}
            onBlur={() => setTouched(true)}
            placeholder="e.g. Renovate the kitchen and the bathroom"
          />
        )}
      </Field>
      <Field label="Context (optional)">
        {({ id: fieldId, describedBy }) => (
          <Textarea
            id={fieldId}
            rows={2}
            maxLength={MAX_PLANNING_TEXT}
            aria-describedby={describedBy}
            value={context}
            onChange={(event) => setContext(event.target.value)}
            placeholder="Budget, dates, constraints..."
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Label className="flex min-h-10 items-center gap-2 font-normal">
          <Checkbox checked={execute} onChange={(event) => setExecute(event.target.checked)} />
          Execute plan
        </Label>
        <Label className="flex min-h-10 items-center gap-2 font-normal">
          <Checkbox
            checked={includeAnalysis}
            onChange={(event) => setIncludeAnalysis(event.target.checked)}
          />
          Include analysis
        </Label>
      </div>
      {failure && (
        <Alert kind="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {result && (
        <PlanResult
          // A new answer starts with its own undo state.
          key={`${result.plan_id ?? ''}-${result.status}-${result.execution_time}`}
          result={result}
          headingId={`${id}-result`}
          showAnalysis={includeAnalysis}
          adding={plan.isPending}
          onAdd={() => void run(result.analysis)}
        />
      )}
    </PlannerDialog>
  );
}
