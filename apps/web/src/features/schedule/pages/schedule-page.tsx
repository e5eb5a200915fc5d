import { localToday, weekStart } from '@hrt/shared/domain/calendar-days';
import {
  type NavigationAction,
  navigate,
  resetZoom,
  scheduleRows,
  scheduleWindow,
  zoomIn,
  zoomOut,
} from '@hrt/shared/domain/schedule';
import { criticalPath } from '@hrt/shared/domain/task-graph';
import { aiMessages, type Task, taskMessages } from '@hrt/shared/schemas/schedule';
import { CalendarRange } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/auth/session-context';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { deleteTask, testAiAgent, useComponents, useRefreshTasks, useTasks } from '../api';
import { AgenticPlanDialog } from '../components/agentic-plan-dialog';
import { AnalysisDialog } from '../components/analysis-dialog';
import { GanttChart } from '../components/gantt-chart';
import { ScheduleToolbar } from '../components/schedule-toolbar';
import { ScheduleWeekList } from '../components/schedule-week-list';
import { TaskDialog, type TaskDraft } from '../components/task-dialog';
import { useMoveTask } from '../hooks/use-move-task';

/** Spec section 8: a load failure is silent when it is about signing in (401, 403). */
function isAuthFailure(error: unknown) {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * Project Schedule (/schedule): the Gantt on wider screens, a list by week on phones. Roles
 * without 'schedule.edit' (viewers, interior designers) see it read-only.
 */
export function SchedulePage() {
  const canEdit = useCan('schedule.edit');
  const phone = useMediaQuery(PHONE_QUERY);
  const tasksQuery = useTasks();
  const componentsQuery = useComponents();
  const refreshTasks = useRefreshTasks();
  const moveTask = useMoveTask();
  const today = localToday();

  const [zoom, setZoom] = useState(resetZoom());
  const [startWeek, setStartWeek] = useState(() => weekStart(today));
  const [showLines, setShowLines] = useState(true);
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<{ task: Task | null; draft: TaskDraft } | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [aiOpen, setAiOpen] = useState<'analysis' | 'agentic' | null>(null);
  const [testingAi, setTestingAi] = useState(false);

  const tasks = tasksQuery.data;
  const components = componentsQuery.data ?? [];
  const tasksById = useMemo(() => new Map((tasks ?? []).map((task) => [task.id, task])), [tasks]);
  const criticalIds = useMemo(() => new Set(criticalPath(tasks ?? [])), [tasks]);
  const needle = filter.trim().toLowerCase();
  const rows = useMemo(() => {
    const list = tasks ?? [];
    if (!needle) return scheduleRows(list, components);
    const matches = (text: string) => text.toLowerCase().includes(needle);
    return scheduleRows(
      list.filter((task) => matches(task.name) || matches(task.group.name)),
      components.filter((component) => matches(component.name)),
    );
  }, [tasks, components, needle]);
  const window = scheduleWindow(startWeek);

  // The benchmark's first-render mark: from the first paint with tasks to the next frame.
  useLayoutEffect(() => {
    if (!tasks) return;
    performance.mark('schedule:rendered');
    requestAnimationFrame(() => performance.mark('schedule:painted'));
  }, [tasks]);

  useEffect(() => {
    if (tasksQuery.isError && !isAuthFailure(tasksQuery.error)) {
      console.error('Schedule: failed to load tasks', tasksQuery.error);
    }
  }, [tasksQuery.isError, tasksQuery.error]);

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
  const onMove = useCallback((task: Task, days: number) => void moveTask(task, days), [moveTask]);
  const onNavigate = (action: NavigationAction) => setStartWeek(navigate(action, startWeek, today));

  async function remove(task: Task) {
    try {
      await deleteTask(task.id);
      toast.success('Task deleted.');
    } catch (error) {
      console.error('Schedule: failed to delete a task', error);
      setBanner(taskMessages.delete);
    } finally {
      await refreshTasks();
    }
  }

  async function runTest() {
    setTestingAi(true);
    try {
      const result = await testAiAgent();
      if (result.status === 'success') {
        toast.success(result.message);
        await refreshTasks();
      } else {
        toast.error(aiMessages.agentFailed(result.message));
      }
    } catch (error) {
      console.error('Schedule: AI agent test failed', error);
      toast.error(aiMessages.testFailed);
    } finally {
      setTestingAi(false);
    }
  }

  const loadFailed = tasksQuery.isError && !isAuthFailure(tasksQuery.error);
  const defaultComponent = components[0]?.id ?? '';
  return (
    <div className="mx-auto grid w-full max-w-[1600px] min-w-0 gap-4 [&>*]:min-w-0">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">Project Schedule</h1>
          <p className="text-sm text-muted-foreground">
            {tasks
              ? `${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'} across ${components.length} components`
              : 'Tasks by component, with their dependencies.'}
            {!canEdit && ' · read-only'}
          </p>
        </div>
      </header>

      <ScheduleToolbar
        zoom={zoom}
        canEdit={canEdit}
        compact={phone}
        showLines={showLines}
        testingAi={testingAi}
        onZoom={(action) =>
          setZoom((value) =>
            action === 'in' ? zoomIn(value) : action === 'out' ? zoomOut(value) : resetZoom(),
          )
        }
        onNavigate={onNavigate}
        onToggleLines={() => setShowLines((value) => !value)}
        onAdd={() => openAdd(today, defaultComponent)}
        onTestAi={() => void runTest()}
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

      {tasksQuery.isPending ? (
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only">Loading tasks...</span>
          {[0, 1, 2, 3, 4].map((item) => (
            <Skeleton key={item} className="h-12 rounded-lg" />
          ))}
        </div>
      ) : !tasks ? null : tasks.length === 0 && components.length === 0 ? (
        <EmptyState
          icon={CalendarRange}
          title="No tasks yet"
          description="Add a component on the Rooms page, then plan its work here."
        />
      ) : phone ? (
        tasks.length === 0 ? (
          <EmptyState
            icon={CalendarRange}
            title="No tasks yet"
            description="Plan the first piece of work, or let Agentic Planning suggest an order."
            action={
              canEdit ? (
                <Button onClick={() => openAdd(today, defaultComponent)}>Add Task</Button>
              ) : undefined
            }
          />
        ) : (
          <ScheduleWeekList
            tasks={tasks}
            tasksById={tasksById}
            criticalIds={criticalIds}
            today={today}
            canEdit={canEdit}
            onEdit={openEdit}
            onDelete={setDeleting}
            onMove={onMove}
          />
        )
      ) : (
        <section aria-label="Gantt chart" className="rounded-xl border bg-card shadow-xs">
          <div className="flex flex-wrap items-center gap-3 border-b px-3 py-2 text-xs text-muted-foreground">
            <Input
              type="search"
              aria-label="Filter by task or component"
              placeholder="Filter by task or component..."
              className="h-8 w-64"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
            <Legend />
            <span className="ml-auto hidden xl:inline">
              Wheel over the timeline scrolls sideways; over the names, up and down.
              {canEdit && ' Click an empty spot to add a task; drag a bar or use ← → to move it.'}
            </span>
          </div>
          <GanttChart
            rows={rows}
            tasksById={tasksById}
            criticalIds={criticalIds}
            windowStart={window.start}
            zoom={zoom}
            today={today}
            showLines={showLines}
            canEdit={canEdit}
            onAddAt={openAdd}
            onEdit={openEdit}
            onDelete={setDeleting}
            onMove={onMove}
          />
        </section>
      )}

      {canEdit && dialog && (
        <TaskDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          task={dialog.task}
          draft={dialog.draft}
          tasks={tasks ?? []}
          tasksById={tasksById}
          components={components}
        />
      )}
      {canEdit && (
        <>
          <AnalysisDialog
            open={aiOpen === 'analysis'}
            onOpenChange={(open) => setAiOpen(open ? 'analysis' : null)}
            existingTaskIds={() => (tasks ?? []).map((task) => task.id)}
          />
          <AgenticPlanDialog
            open={aiOpen === 'agentic'}
            onOpenChange={(open) => setAiOpen(open ? 'agentic' : null)}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'task'}?`}
        description="The task is removed from the schedule, and from the tasks that depend on it. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}

function Legend() {
  const item = (className: string, label: string) => (
    <span className="flex items-center gap-1.5">
      <span aria-hidden="true" className={className} />
      {label}
    </span>
  );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {item('h-3 w-5 rounded-sm border border-warning/60 bg-warning-soft', 'Planned')}
      {item('h-3 w-5 rounded-sm border border-info/60 bg-info-soft', 'In Progress')}
      {item('h-3 w-5 rounded-sm border border-success/60 bg-success-soft', 'Done')}
      {item('h-3 w-5 rounded-sm ring-2 ring-destructive/70', 'Critical path')}
      {item('h-0 w-5 border-t-2 border-dashed border-destructive', 'Blocking')}
    </div>
  );
}
