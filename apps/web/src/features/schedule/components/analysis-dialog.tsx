import { formatShortDay } from '@hrt/shared/domain/calendar-days';
import { lastDayOf } from '@hrt/shared/domain/schedule';
import { formatCount, formatDays } from '@hrt/shared/format';
import { type Analysis, aiMessages, MAX_PLANNING_TEXT } from '@hrt/shared/schemas/schedule';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { refusalDetail } from '@/lib/api-client';
import { useAnalyzeWork } from '../api/analyze-work';
import { ConstraintList } from './constraint-list';
import { PlannerDialog } from './planner-dialog';

/**
 * AI Analysis: asks for a description of the work, then shows the suggested tasks in order with
 * what each waits for, the estimated duration and the trades to book. Nothing is written.
 */
export function AnalysisDialog({
  open,
  onOpenChange,
  existingTaskIds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existingTaskIds: () => string[];
}) {
  const [description, setDescription] = useState('');
  const analyze = useAnalyzeWork();
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setAnalysis(null);
    setMessage(null);
  }, [open]);

  async function run() {
    setMessage(null);
    setAnalysis(null);
    try {
      const answer = await analyze.mutateAsync({
        description: description.trim(),
        existingTasks: existingTaskIds(),
      });
      console.info('AI Analysis', answer);
      if (answer.suggested_tasks.length === 0) setMessage(aiMessages.analysisEmpty);
      else setAnalysis(answer);
    } catch (error) {
      console.error('Schedule: AI Analysis failed', error);
      setMessage(`${aiMessages.analysisFailed} ${refusalDetail(error)}`.trim());
    }
  }

  const names = new Map(analysis?.suggested_tasks.map((task) => [task.key, task.name]));
  return (
    <PlannerDialog
      open={open}
      onOpenChange={onOpenChange}
      title="AI Analysis"
      description="Describe the work; the planner suggests the tasks, their order and the trades to book."
      onRun={() => void run()}
      canRun={description.trim() !== ''}
      busy={analyze.isPending}
      runLabel="Analyse"
      busyLabel="Analysing..."
    >
      <Field label="Description of the work">
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            rows={3}
            required
            maxLength={MAX_PLANNING_TEXT}
            aria-describedby={describedBy}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder="e.g. Replace the bathroom suite and retile the floor"
          />
        )}
      </Field>
      {message && (
        <Alert kind={message === aiMessages.analysisEmpty ? 'info' : 'error'}>{message}</Alert>
      )}
      {analysis && (
        <section aria-label="Suggested tasks" className="grid gap-3 text-sm">
          <p className="text-muted-foreground tabular">
            {formatCount(analysis.suggested_tasks.length, 'suggested task')} · about{' '}
            {analysis.timeline_suggestions.estimated_duration_weeks} working weeks
          </p>
          <ConstraintList constraints={analysis.constraints} />
          <ol className="grid max-h-72 gap-1.5 overflow-y-auto rounded-md border p-2">
            {analysis.suggested_tasks.map((task) => {
              const after = analysis.dependencies
                .filter((dependency) => dependency.to === task.key)
                .map((dependency) => names.get(dependency.from) ?? 'an existing task');
              return (
                <li key={task.key} className="grid gap-0.5 rounded px-2 py-1 odd:bg-muted/50">
                  <span className="font-medium">{task.name}</span>
                  <span className="text-xs text-muted-foreground tabular">
                    {task.component_name ? `${task.component_name} · ` : ''}
                    {task.group} · {task.owner} · {formatShortDay(task.startAt)}–
                    {formatShortDay(lastDayOf(task))} ({formatDays(task.duration_days)})
                    {after.length > 0 && ` · after ${after.join(', ')}`}
                  </span>
                </li>
              );
            })}
          </ol>
          {analysis.contractor_recommendations.length > 0 && (
            <ul className="grid gap-1 text-xs text-muted-foreground">
              {analysis.contractor_recommendations.map((recommendation) => (
                <li key={recommendation.trade}>
                  <span className="font-medium text-foreground">{recommendation.trade}:</span>{' '}
                  {recommendation.reason}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </PlannerDialog>
  );
}
