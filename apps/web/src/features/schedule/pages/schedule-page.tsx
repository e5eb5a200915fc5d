import { localToday, weekStart } from '@hrt/shared/domain/calendar-days';
import {
  type NavigationAction,
  navigate,
  resetZoom,
  scheduleWindow,
  zoomIn,
  zoomOut,
} from '@hrt/shared/domain/schedule';
import { type Task, taskMessages } from '@hrt/shared/schemas/schedule';
import { Suspense, useCallback, useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { pageHeadings } from '@/config/page-headings';
import { useCan } from '@/lib/auth/session-context';
import { lazyComponent, useOnceTrue } from '@/lib/lazy-component';
import { useComponents } from '@/lib/shared-queries/build-components';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useTasks } from '../api/list-tasks';
import { ScheduleContent } from '../components/schedule-content';
import type { PlannerDialogKind, TaskDialogState } from '../components/schedule-dialogs';
import { ScheduleToolbar } from '../components/schedule-toolbar';
import { WorkingCalendarSummary } from '../components/working-calendar';
import { useAiAgentTest } from '../hooks/use-ai-agent-test';
import { useMovePrompt } from '../hooks/use-move-prompt';
import { useMoveTask } from '../hooks/use-move-task';
import { isAuthFailure, useReportLoad } from '../hooks/use-report-load';
import { useScheduleRows } from '../hooks/use-schedule-rows';

// The dialogs (the task editor, the planners, the delete confirmation) and the move prompt load
// when first opened: a first view, on a phone above all, shows none of them (decision 046).
const ScheduleDialogs = lazyComponent(() =>
  import('../components/schedule-dialogs').then((module) => module.ScheduleDialogs),
);
const MovePrompt = lazyComponent(() =>
  import('../components/move-prompt').then((module) => module.MovePrompt),
);

/**
 * Project Schedule (/schedule): the Gantt on wider screens, a list by week on phones. Roles
 * without 'schedule.edit' (viewers, interior designers) see it read-only.
 */
export function SchedulePage() {
  const canEdit = useCan('schedule.edit');
  const canChangeCalendar = useCan('household.edit');
  const phone = useMediaQuery(PHONE_QUERY);
  const tasksQuery = useTasks();
  const componentsQuery = useComponents();
  const moveTask = useMoveTask();
  const movePrompt = useMovePrompt(moveTask);
  const aiTest = useAiAgentTest();
  const today = localToday();

  const [zoom, setZoom] = useState(resetZoom());
  const [startWeek, setStartWeek] = useState(() => weekStart(today));
  const [showLines, setShowLines] = useState(true);
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<TaskDialogState | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [aiOpen, setAiOpen] = useState<PlannerDialogKind | null>(null);

  const dialogsOpened = useOnceTrue(dialog !== null || aiOpen !== null || deleting !== null);
  const movePrompted = useOnceTrue(movePrompt.pending !== null);

  const tasks = tasksQuery.data;
  const components = componentsQuery.data ?? [];
  const { tasksById, criticalIds, rows } = useScheduleRows(tasks, components, filter);
  useReportLoad(tasksQuery);

  const openAdd = useCallback(
    (startAt: string, componentId: string) =>
      setDialog({ task: null, draft: { startAt, componentId } }),
    [],
  );
  const openEdit = useCallback(
    (task: Task) =>
      setDialog({ task, draft: { startAt: task.startAt, componentId: task.group.id } }),
    [],
  );
  const onMove = movePrompt.request;
  const onNavigate = (action: NavigationAction) => setStartWeek(navigate(action, startWeek, today));

  const loadFailed = tasksQuery.isError && !isAuthFailure(tasksQuery.error);
  const defaultComponent = components[0]?.id ?? '';
  return (
    <div className="mx-auto grid w-full max-w-[1600px] min-w-0 gap-4 [&>*]:min-w-0">
      <ScheduleHeading tasks={tasks} componentCount={components.length} canEdit={canEdit} />
      <WorkingCalendarSummary canChange={canChangeCalendar} />
      <ScheduleToolbar
        zoom={zoom}
        canEdit={canEdit}
        compact={phone}
        showLines={showLines}
        testingAi={aiTest.testing}
        onZoom={(action) =>
          setZoom((value) =>
            action === 'in' ? zoomIn(value) : action === 'out' ? zoomOut(value) : resetZoom(),
          )
        }
        onNavigate={onNavigate}
        onToggleLines={() => setShowLines((value) => !value)}
        onAdd={() => openAdd(today, defaultComponent)}
        onTestAi={() => void aiTest.run()}
        onAnalysis={() => setAiOpen('analysis')}
        onAgentic={() => setAiOpen('agentic')}
      />
      {banner && (
        <Alert kind="error" onDismiss={() => setBanner(null)}>
          {banner}
        </Alert>
      )}
      {loadFailed && (
        <Alert
          kind="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void tasksQuery.refetch()}>
              Retry
            </Button>
          }
        >
          {taskMessages.load}
        </Alert>
      )}
      <ScheduleContent
        pending={tasksQuery.isPending}
        tasks={tasks}
        componentCount={components.length}
        phone={phone}
        filter={filter}
        onFilter={setFilter}
        onAddToday={() => openAdd(today, defaultComponent)}
        chart={{
          rows,
          tasksById,
          criticalIds,
          windowStart: scheduleWindow(startWeek).start,
          zoom,
          today,
          showLines,
          canEdit,
          onAddAt: openAdd,
          onEdit: openEdit,
          onDelete: setDeleting,
          onMove,
        }}
      />
      <Suspense fallback={null}>
        {dialogsOpened && (
          <ScheduleDialogs
            canEdit={canEdit}
            tasks={tasks ?? []}
            tasksById={tasksById}
            components={components}
            editing={dialog}
            onCloseEditor={() => setDialog(null)}
            planner={aiOpen}
            onPlannerChange={setAiOpen}
            deleting={deleting}
            onCloseDelete={() => setDeleting(null)}
            onDeleteFailed={setBanner}
          />
        )}
        {movePrompted && (
          <MovePrompt
            pending={movePrompt.pending}
            onWithDependants={movePrompt.setWithDependants}
            onNudge={movePrompt.nudge}
            onConfirm={movePrompt.confirm}
            onCancel={movePrompt.cancel}
          />
        )}
      </Suspense>
    </div>
  );
}

function ScheduleHeading({
  tasks,
  componentCount,
  canEdit,
}: {
  tasks: readonly Task[] | undefined;
  componentCount: number;
  canEdit: boolean;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <PageHeading
        title={pageHeadings.schedule.title}
        description={
          <>
            {tasks
              ? `${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'} across ${componentCount} components`
              : pageHeadings.schedule.description}
            {!canEdit && ' · read-only'}
          </>
        }
      />
    </header>
  );
}
