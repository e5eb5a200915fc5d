import {
  type AgenticPlanResult,
  aiMessages,
  MAX_PLANNING_TEXT,
} from '@hrt/shared/schemas/schedule';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Checkbox, Label, Textarea } from '@/components/ui/input';
import { refusalDetail } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useRunAgenticPlan } from '../api/run-agentic-plan';
import { PlannerDialog } from './planner-dialog';

/** Spec section 4: executed is green, analyzed is blue, anything else red. */
const resultTone: Record<AgenticPlanResult['status'], string> = {
  executed: 'border-success/50 bg-success-soft text-success',
  analyzed: 'border-info/50 bg-info-soft text-info',
  error: 'border-destructive/50 bg-destructive-soft text-destructive',
};

/**
 * Agentic Planning: a goal (required), optional context, Execute plan and Include analysis
 * (both on by default). The result shows afterwards in its colour; when the plan was executed
 * and created tasks, the schedule is read again.
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
  async function run() {
    if (empty) {
      setTouched(true);
      return;
    }
    setFailure(null);
    setResult(null);
    try {
      // An executed plan's new tasks are read again before this resolves.
      const answer = await plan.mutateAsync({
        goal: goal.trim(),
        project_context: context.trim(),
        execute,
        include_analysis: includeAnalysis,
      });
      setResult(answer);
      if (answer.status === 'error') setFailure(aiMessages.planFailed(answer.summary));
      if (answer.status === 'executed' && answer.created_tasks.length > 0) {
        const made = answer.created_tasks.filter((task) => task.result.status === 'success');
        toast.success(`Agentic planning created ${made.length} tasks.`);
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
      onRun={() => void run()}
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
      {result && <PlanResult result={result} headingId={`${id}-result`} />}
    </PlannerDialog>
  );
}

function PlanResult({ result, headingId }: { result: AgenticPlanResult; headingId: string }) {
  const analysis = result.analysis;
  return (
    <section
      aria-labelledby={headingId}
      data-plan-status={result.status}
      className={cn('grid gap-2 rounded-lg border p-3 text-sm', resultTone[result.status])}
    >
      <h3 id={headingId} className="font-semibold">
        Plan {result.status}
      </h3>
      <p className="text-foreground">{result.summary}</p>
      <p className="text-xs text-foreground/80 tabular">
        Execution time: {result.execution_time.toFixed(2)} s
        {analysis &&
          ` · estimated ${analysis.timeline_suggestions.estimated_duration_weeks} weeks · ${analysis.suggested_tasks.length} suggested tasks`}
      </p>
      {result.created_tasks.length > 0 && (
        <ul
          aria-label="Created tasks"
          className="grid max-h-48 gap-1 overflow-y-auto text-foreground"
        >
          {result.created_tasks.map((task, index) => (
            <li
              key={task.task_id ?? `${task.task_name}-${index}`}
              className="flex items-center gap-2"
            >
              {task.result.status === 'success' ? (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Created" />
              ) : (
                <XCircle className="size-4 shrink-0 text-destructive" aria-label="Failed" />
              )}
              <span className="min-w-0 truncate">{task.task_name}</span>
              {task.result.message && (
                <span className="text-xs text-muted-foreground">{task.result.message}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
