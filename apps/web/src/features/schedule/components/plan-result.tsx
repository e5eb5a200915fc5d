import { formatShortDay } from '@hrt/shared/domain/calendar-days';
import { lastDayOf } from '@hrt/shared/domain/schedule';
import { formatCount } from '@hrt/shared/format';
import type { AgenticPlanResult } from '@hrt/shared/schemas/schedule';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ConstraintList } from './constraint-list';
import { UndoPlanButton } from './undo-plan-button';

/** Spec section 4: executed is green, analyzed is blue, anything else red. */
const resultTone: Record<AgenticPlanResult['status'], string> = {
  executed: 'border-success/50 bg-success-soft text-success',
  analyzed: 'border-info/50 bg-info-soft text-info',
  error: 'border-destructive/50 bg-destructive-soft text-destructive',
};

/**
 * The plan result: status in its colour, the summary, the constraints understood (met or not,
 * and why), what the check merged or left out, then the tasks: written ones with where each
 * went and 'Undo this plan', or, analysed, the tasks to be written with 'Add these N tasks'.
 */
export function PlanResult({
  result,
  headingId,
  showAnalysis,
  onAdd,
  adding,
}: {
  result: AgenticPlanResult;
  headingId: string;
  showAnalysis: boolean;
  onAdd: () => void;
  adding: boolean;
}) {
  const [undone, setUndone] = useState(false);
  const analysis = result.analysis;
  const made = result.created_tasks.filter((task) => task.result.status === 'success').length;
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
          showAnalysis &&
          ` · estimated ${analysis.timeline_suggestions.estimated_duration_weeks} weeks · ${formatCount(analysis.suggested_tasks.length, 'suggested task')}`}
      </p>
      <ConstraintList constraints={result.constraints} />
      {analysis && analysis.notes.length > 0 && (
        <ul aria-label="Duplicates left out" className="grid gap-0.5 text-xs text-muted-foreground">
          {analysis.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
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
              <span className="min-w-0 truncate">
                {task.task_name}
                <span className="text-muted-foreground"> → {task.component_name}</span>
              </span>
              {task.result.message && (
                <span className="text-xs text-muted-foreground">{task.result.message}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {result.status === 'executed' &&
        result.plan_id &&
        made > 0 &&
        (undone ? (
          <p className="text-foreground">This plan was undone.</p>
        ) : (
          <UndoPlanButton
            planId={result.plan_id}
            taskCount={made}
            onUndone={() => setUndone(true)}
          />
        ))}
      {result.status === 'analyzed' && analysis && analysis.suggested_tasks.length > 0 && (
        <>
          <ol
            aria-label="Tasks to add"
            className="grid max-h-56 gap-1 overflow-y-auto text-foreground"
          >
            {analysis.suggested_tasks.map((task) => (
              <li key={task.key} className="grid gap-0.5 rounded px-2 py-1 odd:bg-background/60">
                <span className="font-medium">{task.name}</span>
                <span className="text-xs text-muted-foreground tabular">
                  {task.component_name} · {task.owner} · {formatShortDay(task.startAt)}–
                  {formatShortDay(lastDayOf(task))} (
                  {formatCount(task.duration_days, 'working day')})
                </span>
              </li>
            ))}
          </ol>
          <Button type="button" className="justify-self-start" disabled={adding} onClick={onAdd}>
            {adding ? 'Adding...' : addLabel(analysis.suggested_tasks.length)}
          </Button>
        </>
      )}
    </section>
  );
}

function addLabel(count: number): string {
  return count === 1 ? 'Add this task' : `Add these ${count} tasks`;
}
